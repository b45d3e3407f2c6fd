import { describe, expect, it } from 'vitest'
import { publicationStateOf, publishLabel, withDraft } from './publication.tsx'

const published = { id: 1, title: 'Reiki', publishedAt: '2026-11-01T10:00:00Z', draft: null }

describe('publication', () => {
  it('an item never published is a Borrador, one with pending changes has Cambios sin publicar', () => {
    expect(publicationStateOf({ ...published, publishedAt: null })).toBe('draft')
    expect(publicationStateOf(published)).toBe('published')
    expect(publicationStateOf({ ...published, draft: { title: 'Reiki nuevo' } })).toBe('changed')
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
})
