import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { GOOGLE_SHORT_LINK_MESSAGE } from '../form-services.ts'
import { activities } from './activities.ts'
import { albums } from './albums.ts'
import { books } from './books.ts'
import { carouselCreateSchema } from './carousel-backgrounds.ts'
import { heroContent } from './hero-content.ts'
import { products } from './products.ts'
import { promotions } from './promotions.ts'
import { services } from './services.ts'
import { settingUpdateSchema, settingUpsertSchema } from './site-settings-checks.ts'
import { testimonials } from './testimonials.ts'
import { tracks } from './tracks.ts'
import { videos } from './videos.ts'

function firstMessage(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input)
  return result.success ? undefined : result.issues[0].message
}

function output(schema: v.GenericSchema, input: unknown): Record<string, unknown> {
  return v.parse(schema, input) as Record<string, unknown>
}

const service = { title: 'Nutrición', description: 'Consulta', icon: 'utensils' }

describe('service schema', () => {
  it('requires a title', () => {
    expect(firstMessage(services.createSchema, { ...service, title: '  ' })).toBe(
      'El título es obligatorio',
    )
  })
  it('requires a description', () => {
    expect(firstMessage(services.createSchema, { ...service, description: '' })).toBe(
      'La descripción es obligatoria',
    )
  })
  it('requires an icon', () => {
    expect(firstMessage(services.createSchema, { ...service, icon: undefined })).toBe(
      'El icono es obligatorio',
    )
  })
  it('defaults order to 0 and accepts digits as a number', () => {
    expect(output(services.createSchema, service).order).toBe(0)
    expect(output(services.createSchema, { ...service, order: '3' }).order).toBe(3)
  })
  it('refuses negative and fractional orders', () => {
    expect(firstMessage(services.createSchema, { ...service, order: -1 })).toMatch(/orden/)
    expect(firstMessage(services.createSchema, { ...service, order: 1.5 })).toMatch(/orden/)
  })
  it('refuses a javascript: link', () => {
    expect(firstMessage(services.createSchema, { ...service, link: 'javascript:alert(1)' })).toBe(
      'El enlace debe empezar por http://, https://, / o #',
    )
  })
  it('drops unknown fields', () => {
    expect(output(services.createSchema, { ...service, isAdmin: true })).not.toHaveProperty(
      'isAdmin',
    )
  })
  it('updates only the fields sent', () => {
    expect(output(services.updateSchema, { title: 'Nuevo' })).toEqual({ title: 'Nuevo' })
  })
})

describe('activity schema', () => {
  const activity = { title: 'Retiro', description: 'Tres días' }
  it('fills the defaults of a new activity', () => {
    expect(output(activities.createSchema, activity)).toMatchObject({
      type: 'retiro',
      status: 'proximamente',
      reserveButtonText: 'Reservar plaza',
      isVisible: true,
    })
  })
  it('accepts legacy type and status aliases', () => {
    expect(
      output(activities.createSchema, { ...activity, type: 'workshop', status: 'open' }),
    ).toMatchObject({
      type: 'workshop',
      status: 'open',
    })
  })
  it('refuses a type outside the enumeration', () => {
    expect(firstMessage(activities.createSchema, { ...activity, type: 'fiesta' })).toBe(
      'Tipo de actividad no válido',
    )
  })
  it('refuses a status outside the enumeration', () => {
    expect(firstMessage(activities.createSchema, { ...activity, status: 'abierto' })).toBe(
      'Estado de la actividad no válido',
    )
  })
  it('refuses an image URL that is neither a local path nor http(s)', () => {
    expect(firstMessage(activities.createSchema, { ...activity, imageUrl: 'ftp://x/y.png' })).toBe(
      'La URL debe ser una ruta local (/attached_assets/...) o una URL externa (https://...)',
    )
  })
  it('«Publicar el» and «Retirar el» refuse a value that is not a real minute, with their message', () => {
    const messages = {
      publishedAt: 'Indica en «Publicar el» un día y una hora que existan en Madrid',
      unpublishedAt: 'Indica en «Retirar el» un día y una hora que existan en Madrid',
    }
    for (const [field, message] of Object.entries(messages)) {
      for (const value of [
        '2027-02-29T10:00:00Z',
        '2027-02-29T10:00',
        '2026-07-01T10:00:00Z\n',
        '2026-07-01T10:00\n',
        ' 2026-07-01T10:00',
      ]) {
        expect(firstMessage(activities.createSchema, { ...activity, [field]: value }), value).toBe(
          message,
        )
        expect(firstMessage(promotions.updateSchema, { [field]: value }), value).toBe(message)
      }
    }
    expect(output(activities.updateSchema, { publishedAt: '2028-02-29T10:00:00Z' })).toEqual({
      publishedAt: '2028-02-29T10:00:00.000Z',
    })
  })
  it('refuses a boolean given as text', () => {
    expect(firstMessage(activities.createSchema, { ...activity, isOnline: 'yes' })).toBe(
      'El valor debe ser verdadero o falso',
    )
  })
})

describe('product, testimonial, video, book, promotion and hero schemas', () => {
  it('product image URL must be empty, a path or http(s)', () => {
    expect(
      firstMessage(products.createSchema, { title: 'a', description: 'b', imageUrl: 'x.png' }),
    ).toBe('URL de imagen inválida')
  })
  it('testimonial requires name, quote and content', () => {
    expect(firstMessage(testimonials.createSchema, { quote: 'q', content: 'c' })).toBe(
      'El nombre es obligatorio',
    )
    expect(firstMessage(testimonials.createSchema, { name: 'n', content: 'c' })).toBe(
      'La cita es obligatoria',
    )
    expect(firstMessage(testimonials.createSchema, { name: 'n', quote: 'q' })).toBe(
      'El contenido es obligatorio',
    )
  })
  it('video link is required and must be a URL', () => {
    expect(firstMessage(videos.createSchema, { title: 't' })).toBe('El enlace es obligatorio')
    expect(firstMessage(videos.createSchema, { title: 't', link: 'no es url' })).toBe(
      'URL del video inválida',
    )
    expect(
      firstMessage(videos.createSchema, {
        title: 't',
        link: 'https://youtu.be/x',
        thumbnailUrl: 'javascript:x',
      }),
    ).toBe('URL de miniatura inválida')
  })
  it('book requires an author and non-negative download counts', () => {
    expect(firstMessage(books.createSchema, { title: 't' })).toBe('El autor es obligatorio')
    expect(firstMessage(books.createSchema, { title: 't', author: 'a', downloadCount: -3 })).toBe(
      'El número de descargas debe ser un número entero no negativo',
    )
    expect(firstMessage(books.createSchema, { title: 't', author: 'a', coverUrl: 'c.png' })).toBe(
      'URL de portada inválida',
    )
  })
  it('promotion requires title and description and defaults the icon to tag', () => {
    expect(firstMessage(promotions.createSchema, { title: 't' })).toBe(
      'La descripción es obligatoria',
    )
    expect(output(promotions.createSchema, { title: 't', description: 'd' }).icon).toBe('tag')
  })
  it('hero background must be a valid URL and order non-negative', () => {
    expect(firstMessage(heroContent.createSchema, { title: 't', backgroundUrl: 'data:x' })).toBe(
      'URL de imagen inválida',
    )
    expect(firstMessage(heroContent.createSchema, { title: 't', order: -2 })).toMatch(/orden/)
  })
})

describe('album and track schemas', () => {
  it('album requires title and artist', () => {
    expect(firstMessage(albums.createSchema, { artist: 'a' })).toBe('El título es requerido')
    expect(firstMessage(albums.createSchema, { title: 't' })).toBe('El artista es requerido')
  })
  it('album release date is YYYY-MM-DD', () => {
    expect(
      firstMessage(albums.createSchema, { title: 't', artist: 'a', releaseDate: '2024-13-01' }),
    ).toBe('La fecha de publicación debe tener el formato AAAA-MM-DD')
  })
  it('album player address is https on a DNS host name, since its host is written into the CSP', () => {
    const album = { title: 't', artist: 'a' }
    expect(
      firstMessage(albums.createSchema, {
        ...album,
        iframePlayerUrl: 'https://probe3;script-src-elem/x',
      }),
    ).toMatch(/^La URL del reproductor debe empezar por https:\/\//)
    expect(
      output(albums.createSchema, {
        ...album,
        iframePlayerUrl: ' https://reproductor.estudio.es/a ',
      }).iframePlayerUrl,
    ).toBe('https://reproductor.estudio.es/a')
  })
  it('track requires a title and an audio file or URL', () => {
    expect(firstMessage(tracks.createSchema, { audioUrl: '/a.mp3' })).toBe('El título es requerido')
    expect(firstMessage(tracks.createSchema, { title: 't' })).toBe(
      'Se requiere un archivo de audio o una URL de audio',
    )
  })
})

describe('section background and settings schemas', () => {
  it('background colour has at least 4 characters', () => {
    expect(
      firstMessage(carouselCreateSchema, { section: 'services', backgroundColor: '#ff' }),
    ).toBe('El color es requerido')
  })
  it('opacity is between 0 and 100', () => {
    expect(firstMessage(carouselCreateSchema, { section: 'services', opacity: 101 })).toBe(
      'La opacidad debe ser un número entre 0 y 100',
    )
  })
  it('albums section is stored as music', () => {
    expect(output(carouselCreateSchema, { section: 'albums' }).section).toBe('music')
  })
  it('only hero has positions other than 1', () => {
    expect(firstMessage(carouselCreateSchema, { section: 'books', position: 2 })).toMatch(
      /posición/,
    )
  })
  it.each([
    ['cta_title', 'Hola', 'El título debe tener al menos 5 caracteres'],
    ['cta_subtitle', 'Corto', 'La descripción debe tener al menos 10 caracteres'],
    ['cta_button_text', 'A', 'El texto del botón es requerido'],
    ['cta_button_link', '', 'El enlace del botón es requerido'],
  ])('CTA setting %s keeps its minimum length', (key, value, message) => {
    expect(firstMessage(settingUpsertSchema, { key, value })).toBe(message)
  })
})

describe('a form setting', () => {
  const address = 'https://docs.google.com/forms/d/e/1FAIpQLSf-abc/viewform?embedded=true&hl=es'
  it.each([
    [
      'Google',
      `<iframe src="https://docs.google.com/forms/d/e/1FAIpQLSf-abc/viewform?embedded=true&amp;hl=es" width="640" height="800" frameborder="0">Cargando…</iframe>`,
    ],
    ['single-quoted', `  <iframe width='640' src='${address}'></iframe>\n`],
  ])('keeps the address of embed code pasted whole (%s)', (_, pasted) => {
    for (const schema of [settingUpsertSchema, settingUpdateSchema]) {
      expect(output(schema, { key: 'contact_form_url', value: pasted }).value).toBe(address)
    }
  })
  it('explains how to get the long address when given a forms.gle short link', () => {
    expect(
      firstMessage(settingUpsertSchema, {
        key: 'contact_form_url',
        value: 'https://forms.gle/AbCdEf123',
      }),
    ).toBe(GOOGLE_SHORT_LINK_MESSAGE)
  })
  it('leaves embed code in a setting that is not a form address as it is', () => {
    const pasted = `<iframe src="${address}"></iframe>`
    expect(output(settingUpsertSchema, { key: 'footer_about', value: pasted }).value).toBe(pasted)
  })
})
