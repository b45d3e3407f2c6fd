import { IconButton } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import {
  type ButtonHTMLAttributes,
  Children,
  type MouseEventHandler,
  type ReactNode,
  useMemo,
} from 'react'
import { FaEdit, FaTrash } from 'react-icons/fa'
import { PLAIN_BUTTON, PLAIN_PALETTES } from '../frame/plain-looks.ts'
import { ORDER_TEXTS } from '../ordering/order-texts.ts'
import { LIST_TEXTS } from './messages.ts'

/**
 * The actions column stays in view while a table scrolls sideways; where rows are cards
 * (`AdminTable`) it is the card's last line.
 */
export const STICKY_END = {
  position: 'sticky',
  insetEnd: '0',
  bg: 'white',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)',
} as const

/**
 * A long list's rows are plain elements styled here, once for the whole table: drawn as Chakra
 * components, each of a row's twenty-odd elements computed and serialised its own style, which
 * with 50 rows on a phone was most of a search's time (decision 011, «A list of 2,000»). These
 * rules give them the looks of `Table.Cell` (size sm), `IconButton` (ghost or outline) and
 * `Badge` (subtle), each in the palette its `data-palette` names, and of a checkbox. Cells drawn with `Table.Cell`
 * keep their own.
 */
const PLAIN_ROWS = {
  '& > tbody > tr': { bg: 'white' },
  '& > tbody > tr[data-grabbed]': { bg: 'brand.50' },
  '& > tbody > tr > td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start' },
  '& > tbody > tr > td[data-row-name]': {
    whiteSpace: 'normal',
    minW: '8rem',
    fontWeight: 'semibold',
  },
  '& [data-row-name] > div': { display: 'flex', gap: '2', alignItems: 'flex-start' },
  '& [data-row-name] [data-badge]': { flexShrink: 0, fontWeight: 'normal' },
  '& [data-row-name] img': {
    boxSize: '10',
    objectFit: 'cover',
    borderRadius: 'sm',
    flexShrink: 0,
    bg: 'gray.100',
  },
  '& > tbody > tr > td[data-row-actions]': { ...STICKY_END, textAlign: 'end' },
  '& [data-row-actions] > div': { display: 'flex', gap: '1', justifyContent: 'flex-end' },
  '& > tbody input[type="checkbox"]': {
    boxSize: '5',
    accentColor: 'var(--chakra-colors-brand-600)',
    cursor: 'pointer',
  },
  ...PLAIN_PALETTES,
  '& [data-badge]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'l2',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    userSelect: 'none',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  '& [data-icon-button]': { ...PLAIN_BUTTON, boxSize: '9', '& svg': { boxSize: '4' } },
  '& [data-icon-button="xs"]': { boxSize: '8' },
  // The handle mid-row, beside its Subir / Bajar pair: a row picked up there follows the pointer
  // to where it is dropped (at the row's top, it carried the row half a row further).
  '& [data-order-controls]': { display: 'flex', alignItems: 'center', gap: '1' },
  '& [data-order-controls] > div': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& [data-handle]': { cursor: 'grab', touchAction: 'none' },
  '& [data-icon-button][data-outline]': { borderColor: 'colorPalette.border' },
} as const

/**
 * The room a column needs on average beside the others (services' eight columns fit in 48rem,
 * books' twelve do not fit a laptop's 63rem), and the least width below which rows are always
 * cards (a phone's list is about 20rem).
 */
const COLUMN_REM = 6
const CARDS_BELOW_REM = 40

/**
 * Where the table is narrower than its columns need, each row is a card and nothing hides behind
 * a sideways scroll: the cells stack, each after its column's name (its `data-label`); of the
 * header only the sort buttons stay. Decided by the list's own width (a container query), so a
 * wide list such as books' is cards on a laptop too, while a narrow one stays a table.
 */
const cardsBelow = (columns: number, ordered: boolean) => ({
  ...PLAIN_ROWS,
  '& th, & td': { whiteSpace: 'normal' },
  [`@container (max-width: ${Math.max(columns * COLUMN_REM, CARDS_BELOW_REM)}rem)`]: {
    '& th, & td, & > tbody > tr > td[data-row-actions]': {
      position: 'static',
      bg: 'transparent',
      boxShadow: 'none',
    },
    '&, & > thead': { display: 'block' },
    // Cards side by side where there is room, except rows dragged into order, which move in one
    // column.
    '& > tbody': ordered
      ? { display: 'block' }
      : { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))', gap: '3' },
    '& > thead > tr': { display: 'flex', flexWrap: 'wrap', gap: '2', pb: '2' },
    '& > thead th': { display: 'block', borderBottom: 'none', px: '0' },
    '& > thead th:not([aria-sort])': { display: 'none' },
    '& > tbody > tr': {
      display: 'block',
      borderWidth: '1px',
      borderRadius: 'md',
      p: '2',
      mb: ordered ? '3' : '0',
    },
    '& > tbody > tr > td': {
      display: 'flex',
      gap: '2',
      alignItems: 'flex-start',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      borderBottom: 'none',
      py: '1',
      textAlign: 'start',
    },
    '& > tbody > tr > td[data-label]::before': {
      content: 'attr(data-label)',
      flex: '0 0 7.5rem',
      fontWeight: 'semibold',
      color: 'gray.700',
    },
  },
})

/** A row's "Editar: {name}" and "Eliminar: {name}" icon buttons, as every admin list has them. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton
        aria-label={`Editar: ${name}`}
        variant="ghost"
        size="sm"
        colorPalette="brand"
        onClick={onEdit}
      >
        <FaEdit />
      </IconButton>
      <IconButton
        aria-label={`Eliminar: ${name}`}
        variant="ghost"
        size="sm"
        colorPalette="red"
        onClick={onDelete}
      >
        <FaTrash />
      </IconButton>
    </HStack>
  )
}

/**
 * An icon button as a plain element, for a table's rows: `AdminTable` styles it (ghost, or
 * outlined; `xs` or sm).
 */
export function RowIconButton({
  label,
  palette = 'gray',
  size,
  outline = false,
  children,
  ...props
}: {
  label: string
  palette?: 'brand' | 'red' | 'gray'
  size?: 'xs'
  outline?: boolean
  children: ReactNode
  onClick?: MouseEventHandler<HTMLButtonElement>
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>) {
  return (
    <button
      type="button"
      aria-label={label}
      data-icon-button={size ?? 'sm'}
      data-palette={palette}
      data-outline={outline || undefined}
      {...props}
    >
      {children}
    </button>
  )
}

/**
 * A row's "Editar: {name}" and "Eliminar: {name}" inside an `AdminTable`: plain buttons it styles;
 * without `onDelete` (an item the owner only edits), "Editar" alone.
 */
export function TableRowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete?: () => void
}) {
  return (
    <div>
      <RowIconButton label={`Editar: ${name}`} palette="brand" onClick={onEdit}>
        <FaEdit />
      </RowIconButton>
      {onDelete && (
        <RowIconButton label={`Eliminar: ${name}`} palette="red" onClick={onDelete}>
          <FaTrash />
        </RowIconButton>
      )}
    </div>
  )
}

/**
 * An admin list's table: a labelled region that scrolls sideways when too wide for a laptop's
 * screen (and takes the keyboard's focus to do so), the selection and order columns when the
 * rows have them, the caller's column headers and the sticky actions column. On a phone its rows
 * are cards where the list is too narrow for its columns (`cardsBelow`): give each cell its
 * column's name as `data-label`.
 */
export function AdminTable({
  label,
  ordered,
  selectable = false,
  cellsAtTop = false,
  headers,
  children,
}: {
  label: string
  ordered: boolean
  selectable?: boolean
  /** Each cell's content at the top of its row, not in the middle. */
  cellsAtTop?: boolean
  headers: ReactNode
  children: ReactNode
}) {
  const columns = Children.count(headers) + Number(ordered) + Number(selectable) + 1 /* actions */
  // One style object per table shape: Emotion serialises it again only when the shape changes.
  const css = useMemo(
    () => ({
      ...cardsBelow(columns, ordered),
      ...(cellsAtTop && {
        '& > tbody > tr > td': { ...PLAIN_ROWS['& > tbody > tr > td'], verticalAlign: 'top' },
      }),
    }),
    [columns, ordered, cellsAtTop],
  )
  // A search or a tick draws the rows again, not the header row.
  const headerRow = useMemo(
    () => (
      <Table.Header>
        <Table.Row>
          {ordered && <Table.ColumnHeader>{ORDER_TEXTS.column}</Table.ColumnHeader>}
          {selectable && (
            <Table.ColumnHeader>
              <VisuallyHidden>{LIST_TEXTS.selection}</VisuallyHidden>
            </Table.ColumnHeader>
          )}
          {headers}
          <Table.ColumnHeader textAlign="end" {...STICKY_END}>
            {LIST_TEXTS.actions}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
    ),
    [ordered, selectable, headers],
  )
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={label}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600' }}
      // Holds the rows' visually hidden texts, which would otherwise widen the whole page.
      position="relative"
      css={{ containerType: 'inline-size' }}
    >
      <Table.Root size="sm" interactive css={css}>
        {headerRow}
        {children}
      </Table.Root>
    </Table.ScrollArea>
  )
}
