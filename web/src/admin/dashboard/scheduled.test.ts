import { describe, expect, test } from 'vitest'
import { SCHEDULED_SOURCES, scheduledItems } from './scheduled.ts'

const NOW = Date.parse('2026-12-01T09:00:00Z')
const sourceOf = (resource: string) => {
  const source = SCHEDULED_SOURCES.find((each) => each.list.resource === resource)
  if (!source) throw new Error(resource)
  return source
}
const published = { publishedAt: '2026-11-01T10:00:00Z', draft: null }

describe('the dashboard’s scheduled list', () => {
  test('holds items published later and items that retire later, soonest first', () => {
    const items = scheduledItems(
      [
        {
          source: sourceOf('activities'),
          rows: [
            { ...published, id: 1, title: 'Retiro', unpublishedAt: '2026-12-20T10:00:00Z' },
            { ...published, id: 2, title: 'Taller' },
          ],
        },
        {
          source: sourceOf('services'),
          rows: [{ ...published, id: 3, title: 'Reiki', publishedAt: '2026-12-03T09:00:00Z' }],
        },
      ],
      NOW,
    )
    expect(items.map(({ name, type, when }) => ({ name, type, when }))).toEqual([
      {
        name: 'Reiki',
        type: 'Servicios',
        when: 'Se publica el 3 de diciembre de 2026 a las 10:00',
      },
      {
        name: 'Retiro',
        type: 'Actividades',
        when: 'Se retira el 20 de diciembre de 2026 a las 11:00',
      },
    ])
  })

  test('holds changes scheduled for a published item, before its retire minute', () => {
    const items = scheduledItems(
      [
        {
          source: sourceOf('promotions'),
          rows: [
            {
              ...published,
              id: 4,
              title: 'Bono',
              draft: { title: 'Bono de invierno' },
              draftPublishAt: '2026-12-03T09:00:00Z',
              unpublishedAt: '2026-12-20T10:00:00Z',
            },
            { ...published, id: 5, title: 'Sin programar', draft: { title: 'Borrador' } },
          ],
        },
      ],
      NOW,
    )
    expect(items.map(({ name, when }) => ({ name, when }))).toEqual([
      { name: 'Bono', when: 'Los cambios se publican el 3 de diciembre de 2026 a las 10:00' },
    ])
  })

  test('leaves out drafts and items already retired', () => {
    const items = scheduledItems(
      [
        {
          source: sourceOf('promotions'),
          rows: [
            { id: 1, title: 'Borrador', publishedAt: null, draft: null },
            { ...published, id: 2, title: 'Pasada', unpublishedAt: '2026-11-30T10:00:00Z' },
          ],
        },
      ],
      NOW,
    )
    expect(items).toEqual([])
  })

  test('links each item to its own form', () => {
    const later = { ...published, publishedAt: '2026-12-03T09:00:00Z' }
    const items = scheduledItems(
      [
        { source: sourceOf('services'), rows: [{ ...later, id: 3, title: 'Reiki' }] },
        { source: sourceOf('albums'), rows: [{ ...later, id: 7, title: 'Raíces' }] },
      ],
      NOW,
    )
    expect(items.map((item) => item.to)).toEqual([
      '/admin/content-editor?type=services&editar=3',
      '/admin/albums-form?editar=7',
    ])
  })

  test('reads every promotion, not only the active ones, and names a testimonial by its name', () => {
    expect(sourceOf('promotions').path).toBe('/api/promotions/all')
    expect(sourceOf('testimonials').list.label).toBe('name')
  })
})
