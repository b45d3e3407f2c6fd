import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { chakra } from '@chakra-ui/react/styled-system'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { memo, type ReactNode } from 'react'
import { FaSort, FaSortDown, FaSortUp } from 'react-icons/fa'
import { variant800 } from '../../lib/image-variants.ts'
import {
  FILTER_TEXTS,
  type FilterOption,
  type ListView,
  type SortOrder,
  type StateFilter,
} from './list-view.ts'

/**
 * A select as wide as its longest option, so none is cut («Fecha d…» in a half-width list on a
 * laptop); the row of controls wraps instead.
 */
const WHOLE_OPTIONS = {
  flex: '1 0 auto',
  width: 'auto',
  css: { '& select': { minW: 'max-content' } },
} as const

/**
 * The search by name and the state filter above a list, and any other control beside them.
 * Memoised: a keystroke draws it once, not again when the list's rows follow.
 */
export const ListFilters = memo(function ListFilters({
  view,
  options,
  onChange,
  children,
}: {
  view: ListView
  options: readonly FilterOption[]
  onChange: (view: ListView) => void
  children?: ReactNode
}) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} wrap="wrap" gap="3" align={{ md: 'flex-end' }}>
      <Field.Root flex="2" minW="12rem">
        <Field.Label>{FILTER_TEXTS.search}</Field.Label>
        <Input
          type="search"
          value={view.search}
          onChange={(event) => onChange({ ...view, search: event.target.value })}
        />
      </Field.Root>
      {options.length > 1 && (
        <Field.Root {...WHOLE_OPTIONS}>
          <Field.Label>{FILTER_TEXTS.state}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={view.state}
              onChange={(event) => onChange({ ...view, state: event.target.value as StateFilter })}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {children}
    </Stack>
  )
})

export const SORT_TEXTS = {
  label: 'Ordenar por',
  ascending: 'orden ascendente',
  descending: 'orden descendente',
  none: 'sin ordenar',
} as const

/**
 * A column header that sorts the list: a button (Enter or Space), its state in `aria-sort` for
 * screen readers and an arrow for the eye. Memoised on the list's order alone, so a search leaves
 * the headers as they are.
 */
export const SortableHeader = memo(function SortableHeader({
  field,
  children,
  sort,
  onSort,
}: {
  field: string
  children: ReactNode
  sort?: SortOrder
  /** Asked to sort by this field: the list moves its order on (`nextSort`). */
  onSort: (field: string) => void
}) {
  const direction = sort?.field === field ? sort.direction : undefined
  const Icon =
    direction === 'ascending' ? FaSortUp : direction === 'descending' ? FaSortDown : FaSort
  return (
    <Table.ColumnHeader aria-sort={direction ?? 'none'}>
      <Button variant="plain" size="sm" px="0" fontWeight="inherit" onClick={() => onSort(field)}>
        {children}
        <Icon aria-hidden="true" />
      </Button>
    </Table.ColumnHeader>
  )
})

export interface SortOption {
  sort: SortOrder
  label: string
}

const sortKey = (sort?: SortOrder) => (sort ? `${sort.field}:${sort.direction}` : '')

/**
 * 'Ordenar por' for a list without column headers (a list of cards): the list's own order
 * (`unsorted`), then each order the caller offers.
 */
export function SortSelect({
  unsorted,
  options,
  view,
  onChange,
}: {
  unsorted: string
  options: readonly SortOption[]
  view: ListView
  onChange: (view: ListView) => void
}) {
  return (
    <Field.Root {...WHOLE_OPTIONS}>
      <Field.Label>{SORT_TEXTS.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={sortKey(view.sort)}
          onChange={(event) =>
            onChange({
              ...view,
              sort: options.find((option) => sortKey(option.sort) === event.target.value)?.sort,
            })
          }
        >
          <option value="">{unsorted}</option>
          {options.map((option) => (
            <option key={sortKey(option.sort)} value={sortKey(option.sort)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/**
 * A list row's picture: the 800 px copy when there is one, loaded only when scrolled to, at a
 * fixed size so nothing moves when it arrives; a plain element the `AdminTable` styles. Its name
 * is the text beside it, so the picture itself says nothing more to a screen reader.
 */
export function Thumbnail({ url }: { url: unknown }) {
  if (typeof url !== 'string' || url === '') return null
  return (
    <img
      src={variant800(url) ?? url}
      alt=""
      loading="lazy"
      decoding="async"
      width={THUMBNAIL_PX}
      height={THUMBNAIL_PX}
    />
  )
}

/** Chakra's size 10: the thumbnail's box, also what `AdminTable` gives it. */
const THUMBNAIL_PX = 40

/** Ocultar/Mostrar for a type with a visibility flag, Destacar/Quitar destacado for one whose
 * featured flag is what visitors see (albums). */
export type FlagAction = 'hide' | 'show' | 'feature' | 'unfeature'
export type BulkAction = FlagAction | 'remove'

export const BULK_TEXTS = {
  selectAll: 'Seleccionar todos los mostrados',
  select: (name: string) => `Seleccionar: ${name}`,
  selected: (count: number) => `${count} ${count === 1 ? 'seleccionado' : 'seleccionados'}`,
  actions: {
    hide: 'Ocultar',
    show: 'Mostrar',
    feature: 'Destacar',
    unfeature: 'Quitar destacado',
    remove: 'Eliminar',
  } satisfies Record<BulkAction, string>,
  verbs: {
    hide: 'Ocultando',
    show: 'Mostrando',
    feature: 'Destacando',
    unfeature: 'Quitando destacado',
    remove: 'Eliminando',
  } satisfies Record<BulkAction, string>,
  clear: 'Quitar selección',
  progress: (verb: string, done: number, total: number) => `${verb} ${done} de ${total}…`,
  question: (count: number) => `¿Eliminar ${count} ${count === 1 ? 'elemento' : 'elementos'}?`,
  warning: 'Irán a la Papelera, donde podrás restaurarlos durante 30 días.',
  failed: (count: number) =>
    count === 1 ? '1 elemento no se pudo cambiar' : `${count} elementos no se pudieron cambiar`,
} as const

/** What a bulk action did, in the owner's words: '3 elementos ocultados'. */
export function bulkDoneText(action: BulkAction, count: number): string {
  const participle = {
    hide: 'ocultado',
    show: 'mostrado',
    feature: 'destacado',
    unfeature: 'sin destacar',
    remove: 'eliminado',
  }[action]
  if (count === 1) return `1 elemento ${participle}`
  return `${count} elementos ${action === 'unfeature' ? participle : `${participle}s`}`
}

/** A row's checkbox: the browser's own, so keyboards, touch and screen readers know it. */
export function SelectBox({
  id,
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  id?: string
  /** Its name for screen readers, when no label element names it. */
  label?: string
  checked: boolean
  indeterminate?: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <chakra.input
      type="checkbox"
      id={id}
      aria-label={label}
      checked={checked}
      ref={(input: HTMLInputElement | null) => {
        if (input) input.indeterminate = indeterminate
      }}
      onChange={(event) => onChange(event.target.checked)}
      boxSize="5"
      accentColor="var(--chakra-colors-brand-600)"
      cursor="pointer"
    />
  )
}

/** The bar that appears with a selection: how many, the actions, and their progress. */
export function BulkBar({
  count,
  actions,
  progress,
  onAction,
  onRemove,
  onClear,
}: {
  count: number
  actions: readonly FlagAction[]
  progress?: string
  onAction: (action: FlagAction) => void
  onRemove: () => void
  onClear: () => void
}) {
  const busy = progress !== undefined
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      gap="2"
      align={{ sm: 'center' }}
      p="3"
      bg="brand.50"
      borderRadius="md"
      role="group"
      aria-label={BULK_TEXTS.selected(count)}
    >
      <Text fontWeight="semibold" flex="1">
        {BULK_TEXTS.selected(count)}
      </Text>
      <Text role="status" fontSize="sm">
        {progress}
      </Text>
      <HStack gap="2" wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {BULK_TEXTS.actions[action]}
          </Button>
        ))}
        <Button size="sm" colorPalette="red" variant="outline" disabled={busy} onClick={onRemove}>
          {BULK_TEXTS.actions.remove}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
          {BULK_TEXTS.clear}
        </Button>
      </HStack>
    </Stack>
  )
}
