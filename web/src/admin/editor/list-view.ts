import { onFirstUse } from '../../../../edge-functions/_shared/on-first-use.ts'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import { PUBLICATION_TEXTS, type PublicationState, publicationStateOf } from './publication.tsx'

type Row = Record<string, unknown>

/** The flags of a type a list can filter on and change in bulk, named by their API field. */
export interface ListFlags {
  /** Whether visitors see the item at all: the definition's `visibility`. */
  visibility?: string
  /** Whether the item is shown first: the definition's `featured`. */
  featured?: string
  /** The item's picture, for a thumbnail. */
  picture?: string
}

export function listFlagsOf(definition: ResourceDefinition): ListFlags {
  const pictures = Object.entries(definition.media ?? {})
  return {
    visibility: definition.visibility ?? undefined,
    featured: definition.featured ?? undefined,
    picture: pictures.find(([, bucket]) => bucket === 'images')?.[0],
  }
}

/** Lower case without accents: the owner types 'meditacion' for 'Meditación'. */
export function foldedText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export const FILTER_TEXTS = {
  search: 'Buscar por nombre',
  state: 'Estado',
  all: 'Todos',
  visible: 'Visibles',
  hidden: 'Ocultos',
  featured: 'Destacados',
} as const

/**
 * A state filter: a flag of the type, or a publication state (`publication:draft`), so a state
 * `publication.tsx` adds shows up as soon as an item is in it.
 */
export type StateFilter = '' | 'visible' | 'hidden' | 'featured' | `publication:${PublicationState}`

export interface FilterOption {
  value: StateFilter
  label: string
}

/** The states the owner can filter on: the type's flags, then the publication states present. */
export function stateFiltersOf(flags: ListFlags, rows: readonly object[]): FilterOption[] {
  const present = new Set(rows.map((row) => publicationStateOf(row as Row)))
  const publication = (Object.keys(PUBLICATION_TEXTS) as PublicationState[])
    .filter((state) => present.has(state))
    .map((state) => ({
      value: `publication:${state}` as const,
      label: PUBLICATION_TEXTS[state],
    }))
  return [
    { value: '', label: FILTER_TEXTS.all },
    ...(flags.visibility
      ? [
          { value: 'visible' as const, label: FILTER_TEXTS.visible },
          { value: 'hidden' as const, label: FILTER_TEXTS.hidden },
        ]
      : []),
    ...(flags.featured ? [{ value: 'featured' as const, label: FILTER_TEXTS.featured }] : []),
    ...publication,
  ]
}

function inState(row: Row, state: StateFilter, flags: ListFlags): boolean {
  if (state === '') return true
  if (state === 'visible') return flags.visibility !== undefined && row[flags.visibility] === true
  if (state === 'hidden') return flags.visibility !== undefined && row[flags.visibility] === false
  if (state === 'featured') return flags.featured !== undefined && row[flags.featured] === true
  return `publication:${publicationStateOf(row)}` === state
}

export type SortDirection = 'ascending' | 'descending'
export interface SortOrder {
  field: string
  direction: SortDirection
}

/**
 * Columns worth sorting besides the name: when (an activity's first day; its free-text date
 * orders nothing), how much, and the owner's own order.
 */
export const SORTABLE_FIELDS: ReadonlySet<string> = new Set(['startDate', 'price', 'order'])

/** Ascending, descending, then back to the list's own order. */
export function nextSort(current: SortOrder | undefined, field: string): SortOrder | undefined {
  if (current?.field !== field) return { field, direction: 'ascending' }
  return current.direction === 'ascending' ? { field, direction: 'descending' } : undefined
}

const collator = onFirstUse(() => new Intl.Collator('es', { sensitivity: 'base', numeric: true }))

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** Numbers as numbers, text as a Spanish reader orders it ('10' after '9'). */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator().compare(String(a), String(b))
}

export interface ListView {
  search: string
  state: StateFilter
  sort?: SortOrder
}

export const NO_VIEW: ListView = { search: '', state: '' }

/** Whether the owner narrowed or re-sorted the list (then it is not hers to put in order). */
export function isNarrowed(view: ListView): boolean {
  return view.search.trim() !== '' || view.state !== '' || view.sort !== undefined
}

/**
 * Each row's folded name, kept while the row object lives: the query's data holds the same
 * objects until it is read again, so a keystroke folds only the search, not 2,000 names.
 */
const foldedNames = new WeakMap<object, { name: string; folded: string }>()

function foldedNameOf<T extends object>(row: T, nameOf: (row: T) => string): string {
  const name = nameOf(row)
  const kept = foldedNames.get(row)
  if (kept?.name === name) return kept.folded
  const folded = foldedText(name)
  foldedNames.set(row, { name, folded })
  return folded
}

/** The rows the owner asked for: named like the search, in the state chosen, sorted. */
export function rowsInView<T extends object>(
  rows: readonly T[],
  view: ListView,
  flags: ListFlags,
  nameOf: (row: T) => string,
): T[] {
  const search = foldedText(view.search.trim())
  const kept = rows.filter(
    (row) =>
      inState(row as Row, view.state, flags) &&
      (search === '' || foldedNameOf(row, nameOf).includes(search)),
  )
  const { sort } = view
  if (!sort) return kept
  const sign = sort.direction === 'ascending' ? 1 : -1
  return kept.sort((a, b) => {
    const [va, vb] = [(a as Row)[sort.field], (b as Row)[sort.field]]
    // Empty values stay last whichever the direction.
    if (isEmpty(va) || isEmpty(vb)) return Number(isEmpty(va)) - Number(isEmpty(vb))
    return sign * compareValues(va, vb)
  })
}
