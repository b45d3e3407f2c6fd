import { describe, expect, it } from 'vitest'
import {
  publicationStateOf,
  publishLabel,
  scheduleTextOf,
  visitorsTimelineOf,
  withDraft,
} from './publication.tsx'

const published = { id: 1, title: 'Reiki', publishedAt: '2026-11-01T10:00:00Z', draft: null }

describe('publication', () => {
  it('an item never published is a Borrador, one with pending changes has Cambios sin publicar', () => {
    expect(publicationStateOf({ ...published, publishedAt: null })).toBe('draft')
    expect(publicationStateOf(published)).toBe('published')
    expect(publicationStateOf({ ...published, draft: { title: 'Reiki nuevo' } })).toBe('changed')
  })

  it('an item published from a later minute is Programado, one past its Retirar el is Retirado', () => {
    const now = Date.parse('2026-12-01T09:00:00Z')
    const later = '2026-12-03T09:00:00Z'
    expect(publicationStateOf({ ...published, publishedAt: later }, now)).toBe('scheduled')
    expect(publicationStateOf({ ...published, unpublishedAt: later }, now)).toBe('published')
    expect(publicationStateOf({ ...published, unpublishedAt: '2026-11-30T09:00:00Z' }, now)).toBe(
      'retired',
    )
  })

  it('says when a scheduled item appears and when a published one leaves, on Madrid’s clock', () => {
    const now = Date.parse('2026-12-01T09:00:00Z')
    expect(scheduleTextOf({ ...published, publishedAt: '2026-12-03T09:00:00Z' }, now)).toBe(
      'Se publica el 3 de diciembre de 2026 a las 10:00',
    )
    expect(scheduleTextOf({ ...published, unpublishedAt: '2027-07-01T08:00:00Z' }, now)).toBe(
      'Se retira el 1 de julio de 2027 a las 10:00',
    )
    expect(scheduleTextOf(published, now)).toBeNull()
  })

  it('changes scheduled for a minute are Cambios programados, and say when', () => {
    const now = Date.parse('2026-12-01T09:00:00Z')
    const changing = {
      ...published,
      draft: { title: 'Reiki nuevo' },
      draftPublishAt: '2026-12-03T09:00:00Z',
      unpublishedAt: '2027-07-01T08:00:00Z',
    }
    expect(publicationStateOf(changing, now)).toBe('changeScheduled')
    expect(scheduleTextOf(changing, now)).toBe(
      'Los cambios se publican el 3 de diciembre de 2026 a las 10:00 · Se retira el 1 de julio de 2027 a las 10:00',
    )
  })

  it('the notice says what visitors see now and what they will see from when', () => {
    const now = Date.parse('2026-12-01T09:00:00Z')
    const changing = {
      ...published,
      draft: { title: 'Reiki nuevo', publishedAt: '2026-12-03T09:00:00Z' },
      draftPublishAt: '2026-12-03T09:00:00Z',
    }
    expect(visitorsTimelineOf(changing, '2026-12-03T10:00', false, now)).toBe(
      'Los visitantes ven la versión publicada; los cambios se publicarán el 3 de diciembre de 2026 a las 10:00.',
    )
    // Typed but not saved yet: what «Programar» will do.
    expect(visitorsTimelineOf(published, '2026-12-03T10:00', true, now)).toBe(
      'Los visitantes ven la versión publicada; al pulsar «Programar» la seguirán viendo hasta el 3 de diciembre de 2026 a las 10:00 y desde entonces verán los cambios.',
    )
    expect(visitorsTimelineOf(undefined, '2026-12-03T10:00', true, now)).toBe(
      'Al pulsar «Programar», los visitantes lo verán desde el 3 de diciembre de 2026 a las 10:00.',
    )
    expect(visitorsTimelineOf({ ...published, draft: { title: 'x' } }, '', false, now)).toBe(
      'Los visitantes ven la versión publicada; los cambios guardados como borrador no se verán hasta que pulses «Publicar».',
    )
    expect(visitorsTimelineOf(published, '2026-11-01T11:00', true, now)).toBeNull()
  })

  it('the form edits the pending changes over what visitors see', () => {
    expect(withDraft({ ...published, draft: { title: 'Reiki nuevo' } }).title).toBe('Reiki nuevo')
    expect(withDraft(published).title).toBe('Reiki')
  })

  it('the submit button says Publicar while visitors do not see the item as edited', () => {
    expect(publishLabel(undefined, 'Crear')).toBe('Crear')
    expect(publishLabel(published, 'Guardar cambios')).toBe('Guardar cambios')
    expect(publishLabel({ ...published, publishedAt: null }, 'Guardar cambios')).toBe('Publicar')
    expect(publishLabel({ ...published, draft: { title: 'x' } }, 'Guardar cambios')).toBe(
      'Publicar',
    )
  })

  it('the submit button says Programar while «Publicar el» is a later minute', () => {
    const now = Date.parse('2026-12-01T09:00:30Z')
    // 10:01 in Madrid (winter, UTC+1) is the minute after now; 10:00 has begun.
    expect(publishLabel(published, 'Guardar cambios', '2026-12-01T10:01', now)).toBe('Programar')
    expect(publishLabel(undefined, 'Crear', '2026-12-01T10:01', now)).toBe('Programar')
    expect(publishLabel(published, 'Guardar cambios', '2026-12-01T10:00', now)).toBe(
      'Guardar cambios',
    )
    expect(publishLabel(undefined, 'Crear', '', now)).toBe('Crear')
  })
})
