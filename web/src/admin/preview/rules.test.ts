import { describe, expect, it } from 'vitest'
import { activities } from '../../../../edge-functions/_shared/resources/activities.ts'
import { albums } from '../../../../edge-functions/_shared/resources/albums.ts'
import { products } from '../../../../edge-functions/_shared/resources/products.ts'
import { services } from '../../../../edge-functions/_shared/resources/services.ts'
import { isItemRead, previewAnswer, previewItem, UNSAVED_ID } from './rules.ts'

const published = {
  id: 3,
  title: 'Reiki',
  description: 'Publicado',
  icon: 'tag',
  order: 1,
  publishedAt: '2026-11-01T10:00:00Z',
  draft: { title: 'Reiki en borrador' },
}

describe('the item the preview shows', () => {
  it('is the stored item with its pending changes, under the typed values when they pass the rules', () => {
    const typed = { title: 'Reiki tecleado', description: 'Nuevo texto', icon: 'tag', order: 1 }
    expect(previewItem(services, published, typed)).toEqual({
      item: { ...published, title: 'Reiki tecleado', description: 'Nuevo texto', draft: null },
      source: 'typed',
    })
  })

  it('is the last saved draft when the typed values break a rule, and says so', () => {
    const { item, source } = previewItem(services, published, { ...published, title: '' })
    expect(item.title).toBe('Reiki en borrador')
    expect(source).toBe('saved')
  })

  it('a new item, never saved, takes an id no stored item has', () => {
    const typed = { title: 'Nuevo', description: 'd', icon: 'tag', order: 0 }
    expect(previewItem(services, undefined, typed).item.id).toBe(UNSAVED_ID)
  })
})

describe('what a public read answers in the preview', () => {
  const visitors = [
    { id: 1, title: 'Uno' },
    { id: 3, title: 'Reiki' },
    { id: 4, title: 'Cuatro' },
  ]

  it('a list of the resource holds the item in its place, with its draft', () => {
    const item = { id: 3, title: 'Reiki en borrador' }
    expect(previewAnswer(services, item, '/api/services', visitors)).toEqual([
      visitors[0],
      item,
      visitors[2],
    ])
  })

  it('a draft never published joins the list at its end', () => {
    const item = { id: 9, title: 'Nuevo' }
    expect(previewAnswer(services, item, '/api/services', visitors)).toEqual([...visitors, item])
  })

  it('a list whose rule the item breaks loses it (a product no longer featured)', () => {
    const item = { id: 3, title: 'Reiki', featured: false }
    expect(previewAnswer(products, item, '/api/products/featured', visitors)).toEqual([
      visitors[0],
      visitors[2],
    ])
  })

  it("an activity whose end has passed leaves home's list, and stays on /actividades", () => {
    const now = new Date('2027-05-16T10:00:00Z')
    const item = { id: 3, isFeatured: true, isVisible: true, startDate: '2027-05-15' }
    const featured = previewAnswer(activities, item, '/api/activities/featured', visitors, now)
    const visible = previewAnswer(activities, item, '/api/activities/visible', visitors, now)
    expect((featured as { id: number }[]).map((row) => row.id)).toEqual([1, 4])
    expect((visible as { id: number }[]).map((row) => row.id)).toEqual([1, 3, 4])
  })

  it("the item's own read is the item, which visitors may not read yet", () => {
    const item = { id: 7, title: 'Álbum en borrador', featured: false }
    expect(isItemRead(albums, item, '/api/albums/7')).toBe(true)
    expect(previewAnswer(albums, item, '/api/albums/7', undefined)).toBe(item)
  })

  it('any other read is as visitors have it', () => {
    const item = { id: 3, title: 'Reiki en borrador' }
    const settings = { site_name: 'Centro' }
    expect(previewAnswer(services, item, '/api/settings', settings)).toBe(settings)
    expect(previewAnswer(services, item, '/api/products/featured', visitors)).toBe(visitors)
  })
})
