import { describe, expect, it } from 'vitest'
import {
  activityPlaces,
  albumPlaces,
  bookPlaces,
  heroPlaces,
  productPlaces,
  promotionPlaces,
  servicePlaces,
  testimonialPlaces,
  videoPlaces,
} from './placements.ts'

const paths = (placement: { places: { path: string }[] }) =>
  placement.places.map((place) => place.path)

describe('where an item appears on the site', () => {
  it('an activity: home when featured and visible, /actividades and its page when visible, else nowhere', () => {
    expect(paths(activityPlaces({ id: 5, isFeatured: false, isVisible: true }))).toEqual([
      '/actividades',
      '/actividades/5',
    ])
    expect(paths(activityPlaces({ isFeatured: true, isVisible: true }))).toEqual([
      '/#actividades',
      '/actividades',
    ])
    expect(paths(activityPlaces({ isFeatured: false, isVisible: true }))).toEqual(['/actividades'])
    expect(activityPlaces({ isFeatured: true, isVisible: false })).toEqual({
      places: [],
      nowhere: 'márcala como «Visible en el sitio».',
    })
  })

  it('an activity whose end has passed leaves home, and stays on /actividades', () => {
    const now = new Date('2027-05-16T10:00:00Z')
    const item = { id: 4, isFeatured: true, isVisible: true, startDate: '2027-05-15' }
    expect(paths(activityPlaces(item, undefined, now))).toEqual(['/actividades', '/actividades/4'])
    expect(paths(activityPlaces({ ...item, endDate: '2027-05-16' }, undefined, now))).toEqual([
      '/#actividades',
      '/actividades',
      '/actividades/4',
    ])
  })

  it("the form's empty or half-typed dates are no dates: nothing throws while she types", () => {
    for (const startDate of ['', '0002-12-04', '2026-1', '275760-09-13']) {
      const item = { isFeatured: true, isVisible: true, startDate, startTime: '', endDate: '' }
      expect(() => activityPlaces({ ...item, endTime: '' })).not.toThrow()
    }
    expect(
      paths(activityPlaces({ isFeatured: true, isVisible: true, startDate: '', endDate: '' })),
    ).toEqual(['/#actividades', '/actividades'])
  })

  it('a service: always a card on home', () => {
    expect(servicePlaces({})).toEqual({ places: [{ label: 'Inicio', path: '/#servicios' }] })
  })

  it('a product: home and /productos when featured; not featured, nowhere', () => {
    expect(productPlaces({ featured: true }).places).toEqual([
      { label: 'Inicio', path: '/#productos' },
      { label: '/productos', path: '/productos' },
    ])
    expect(productPlaces({ featured: false })).toEqual({
      places: [],
      nowhere: 'márcalo como destacado.',
    })
  })

  it('a testimonial: home and /testimonios when featured; not featured, nowhere', () => {
    expect(paths(testimonialPlaces({ featured: true }))).toEqual(['/#testimonios', '/testimonios'])
    expect(testimonialPlaces({ featured: false }).nowhere).toMatch(/márcalo como destacado/)
  })

  it('a video: home, /videos and (among the first eight visible) resources; hidden, nowhere', () => {
    const list = Array.from({ length: 9 }, (_, index) => ({ id: index + 1, visible: true }))
    expect(paths(videoPlaces({ id: 2, visible: true, featured: false }, list))).toEqual([
      '/#videos',
      '/videos',
      '/recursos#videos',
    ])
    expect(paths(videoPlaces({ id: 9, visible: true }, list))).toEqual(['/#videos', '/videos'])
    expect(paths(videoPlaces({ visible: true }, list.slice(0, 3)))).toContain('/recursos#videos')
    expect(videoPlaces({ id: 2, visible: false }, list).nowhere).toMatch(/Visible en el sitio/)
  })

  it("a book: home when featured, /libros when featured or in 'Todos', resources when shown", () => {
    expect(paths(bookPlaces({ visible: true, featured: true, visibleInAll: false }))).toEqual([
      '/#libros',
      '/libros',
      '/recursos#libros',
    ])
    expect(paths(bookPlaces({ visible: true, featured: false, visibleInAll: true }))).toEqual([
      '/libros',
      '/recursos#libros',
    ])
    expect(paths(bookPlaces({ visible: true, featured: false, visibleInAll: false }))).toEqual([
      '/recursos#libros',
    ])
    expect(bookPlaces({ visible: false, featured: true }).nowhere).toMatch(/Visible en el sitio/)
  })

  it('a promotion: home and /promociones when active; inactive, nowhere', () => {
    expect(paths(promotionPlaces({ isActive: true }))).toEqual(['/#promociones', '/promociones'])
    expect(promotionPlaces({ isActive: false }).nowhere).toMatch(/márcala como activa/)
  })

  it('a hero item: its slide among the first three active ones by order; else nowhere', () => {
    const list = [
      { id: 1, order: 1, title: 'Uno', isActive: true },
      { id: 2, order: 2, title: 'Dos', isActive: true },
      { id: 3, order: 3, title: 'Tres', isActive: true },
      { id: 4, order: 0, title: 'Apagada', isActive: false },
    ]
    expect(heroPlaces(list[1], list).places).toEqual([
      { label: 'Inicio (diapositiva 2)', path: '/' },
    ])
    expect(heroPlaces({ title: 'Nueva', order: 0, isActive: true }, list).places).toEqual([
      { label: 'Inicio (diapositiva 1)', path: '/' },
    ])
    expect(heroPlaces({ title: 'Nueva', order: 9, isActive: true }, list).nowhere).toMatch(
      /tres primeras diapositivas activas/,
    )
    expect(heroPlaces(list[3], list).nowhere).toBe('márcalo como activo.')
  })

  it('an album: home, /musica, resources and its own page when featured; else nowhere', () => {
    expect(paths(albumPlaces({ id: 3, featured: true }))).toEqual([
      '/#musica',
      '/musica',
      '/recursos#musica',
      '/album/3',
    ])
    expect(paths(albumPlaces({ featured: true }))).not.toContain('/album/undefined')
    expect(albumPlaces({ id: 3, featured: false })).toEqual({
      places: [],
      nowhere: 'márcalo como destacado.',
    })
  })
})
