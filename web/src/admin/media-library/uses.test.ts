import { describe, expect, test } from 'vitest'
import { linkOfUse } from './uses.ts'

const use = (type: string, label: string | null, parentId: number | null = null) => ({
  type,
  id: 7,
  field: 'imageUrl',
  label,
  parentId,
})

describe('how the library names a use and where it leads', () => {
  test('a record of a content type: its singular and its name, to that type in the editor', () => {
    expect(linkOfUse(use('activities', 'Retiro de silencio'))).toEqual({
      text: 'Actividad «Retiro de silencio»',
      to: '/admin/content-editor?type=activities',
    })
  })

  test('a hero slide leads to the hero editor', () => {
    expect(linkOfUse(use('hero-content', 'Bienvenida')).to).toBe('/admin/content-editor?type=hero')
  })

  test('a setting drawn as a link (the footer, the button) names its key and leads to the settings', () => {
    expect(linkOfUse(use('site-settings', 'cta_button_link'))).toEqual({
      text: 'Ajuste «cta_button_link»',
      to: '/admin/content-editor?type=settings',
    })
  })

  test('an item in the Papelera names itself as being there and leads to it', () => {
    expect(linkOfUse(use('trash', 'Retiro de silencio'))).toEqual({
      text: 'En la Papelera «Retiro de silencio»',
      to: '/admin/papelera',
    })
  })

  test('a track names its album and leads to the albums', () => {
    expect(linkOfUse(use('tracks', 'Amanecer', 3))).toEqual({
      text: 'Pista «Amanecer» (álbum 3)',
      to: '/admin/albums-form',
    })
  })

  test('a section background names its section as the owner reads it', () => {
    expect(linkOfUse(use('carousel-backgrounds', 'services')).text).toBe(
      'Fondo de la sección Servicios',
    )
  })

  test('a record without a name is named by its number', () => {
    expect(linkOfUse(use('books', null)).text).toBe('Libro 7')
  })
})
