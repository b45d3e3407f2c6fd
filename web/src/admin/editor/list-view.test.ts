import { describe, expect, it } from 'vitest'
import { books } from '../../../../edge-functions/_shared/resources/books.ts'
import { services } from '../../../../edge-functions/_shared/resources/services.ts'
import {
  isNarrowed,
  type ListView,
  listFlagsOf,
  NO_VIEW,
  nextSort,
  rowsInView,
  stateFiltersOf,
} from './list-view.ts'

const published = { publishedAt: '2026-01-01T00:00:00Z', draft: null }
const rows = [
  { id: 1, title: 'Meditación guiada', visible: true, featured: false, order: 2, ...published },
  { id: 2, title: 'Yoga', visible: false, featured: true, order: 10, ...published },
  {
    id: 3,
    title: 'Reiki',
    visible: true,
    featured: true,
    order: null,
    publishedAt: null,
    draft: null,
  },
]
const bookFlags = listFlagsOf(books)
const titles = (view: Partial<ListView>) =>
  rowsInView(rows, { ...NO_VIEW, ...view }, bookFlags, (row) => row.title).map((row) => row.title)

describe('list view', () => {
  it('the search ignores accents and case', () => {
    expect(titles({ search: 'MEDITACION' })).toEqual(['Meditación guiada'])
    expect(titles({ search: 'meditación' })).toEqual(['Meditación guiada'])
  })

  it('filters by the visible, hidden and featured flags and by publication state', () => {
    expect(titles({ state: 'visible' })).toEqual(['Meditación guiada', 'Reiki'])
    expect(titles({ state: 'hidden' })).toEqual(['Yoga'])
    expect(titles({ state: 'featured' })).toEqual(['Yoga', 'Reiki'])
    expect(titles({ state: 'publication:draft' })).toEqual(['Reiki'])
  })

  it('sorts text as a Spanish reader does and numbers as numbers, empty values last', () => {
    expect(titles({ sort: { field: 'title', direction: 'descending' } })).toEqual([
      'Yoga',
      'Reiki',
      'Meditación guiada',
    ])
    expect(titles({ sort: { field: 'order', direction: 'ascending' } })).toEqual([
      'Meditación guiada',
      'Yoga',
      'Reiki',
    ])
    expect(titles({ sort: { field: 'order', direction: 'descending' } })).toEqual([
      'Yoga',
      'Meditación guiada',
      'Reiki',
    ])
  })

  it('a header sorts ascending, then descending, then back to the list’s own order', () => {
    const first = nextSort(undefined, 'title')
    expect(first).toEqual({ field: 'title', direction: 'ascending' })
    const second = nextSort(first, 'title')
    expect(second).toEqual({ field: 'title', direction: 'descending' })
    expect(nextSort(second, 'title')).toBeUndefined()
  })

  it('offers a flag filter only for a type with that flag', () => {
    const serviceOptions = stateFiltersOf(listFlagsOf(services), rows).map((o) => o.value)
    expect(serviceOptions).not.toContain('visible')
    expect(serviceOptions).not.toContain('featured')
    const bookOptions = stateFiltersOf(bookFlags, rows).map((o) => o.value)
    expect(bookOptions).toEqual(expect.arrayContaining(['visible', 'hidden', 'featured']))
  })

  it('offers the publication states the items are in, by their Spanish names', () => {
    const labels = stateFiltersOf(bookFlags, rows).map((option) => option.label)
    expect(labels).toContain('Borrador')
    expect(labels).toContain('Publicado')
    expect(labels).not.toContain('Cambios sin publicar')
  })

  it('a book’s picture is its cover', () => {
    expect(bookFlags.picture).toBe('coverUrl')
    expect(listFlagsOf(services).picture).toBeUndefined()
  })

  it('a search, a filter or a sort narrows the list; whitespace alone does not', () => {
    expect(isNarrowed({ ...NO_VIEW, search: '  ' })).toBe(false)
    expect(isNarrowed({ ...NO_VIEW, state: 'hidden' })).toBe(true)
    expect(isNarrowed({ ...NO_VIEW, sort: { field: 'title', direction: 'ascending' } })).toBe(true)
  })
})
