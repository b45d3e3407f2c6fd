import { IconButton } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { Children, type ReactNode } from 'react'
import { FaEdit, FaTrash } from 'react-icons/fa'
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
  '& th, & td': { whiteSpace: 'normal' },
  [`@container (max-width: ${Math.max(columns * COLUMN_REM, CARDS_BELOW_REM)}rem)`]: {
    '& th, & td': { position: 'static', bg: 'transparent', boxShadow: 'none' },
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
  headers,
  children,
}: {
  label: string
  ordered: boolean
  selectable?: boolean
  headers: ReactNode
  children: ReactNode
}) {
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
      <Table.Root
        size="sm"
        interactive
        css={cardsBelow(
          Children.count(headers) + Number(ordered) + Number(selectable) + 1 /* actions */,
          ordered,
        )}
      >
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
        {children}
      </Table.Root>
    </Table.ScrollArea>
  )
}
