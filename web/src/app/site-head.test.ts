import { describe, expect, test } from 'vitest'
import { ownerSettingsFrom } from '../features/site-settings/queries.ts'
import { env } from '../lib/env.ts'
import { headHtml, OG_IMAGE_PATH } from './head.ts'
import { headOf, matchRoute } from './pages.ts'

const HERS = {
  site_name: 'Casa Olivo',
  site_tagline: 'Cuidarse sin prisa',
  site_description: 'Terapias y cocina sana en el centro de Albacete, con grupos pequeños.',
}

function settingsOf(values: Record<string, string>) {
  return ownerSettingsFrom(
    Object.entries(values).map(([key, value]) => ({
      key,
      value,
      type: 'string',
      section: 'general',
      createdAt: '',
      updatedAt: '2026-12-02T10:00:00Z',
    })),
  )
}

/** A page's head as the build draws it, with these settings and this share picture. */
async function drawnHead(path: string, values: Record<string, string>, sharePicturePath?: string) {
  const { route, params } = matchRoute(path)
  const settings = settingsOf(values)
  const head = headOf(route, await route.load(), { params, search: '', settings, sharePicturePath })
  const html = headHtml(head, {
    name: settings.values.site_name,
    sharePicturePath: sharePicturePath ?? OG_IMAGE_PATH,
  })
  return { head, html }
}

describe("every page's head names the site as the owner set it", () => {
  test('titles, og:site_name and the share picture follow «Nombre del sitio» and «Imagen para compartir»', async () => {
    const { html } = await drawnHead('/libros', HERS, '/og/abc123.jpg')
    expect(html).toContain('<title>Libros | Casa Olivo</title>')
    expect(html).toContain('<meta property="og:site_name" content="Casa Olivo" />')
    expect(html).toContain('<meta property="og:title" content="Libros | Casa Olivo" />')
    expect(html).toContain('<meta name="twitter:title" content="Libros | Casa Olivo" />')
    expect(html).toContain(`<link rel="canonical" href="${env.siteUrl}/libros" />`)
    expect(html).toContain(`<meta property="og:image" content="${env.siteUrl}/og/abc123.jpg" />`)
    expect(html).toContain(`<meta name="twitter:image" content="${env.siteUrl}/og/abc123.jpg" />`)
    expect(html).toContain('<meta property="og:image:width" content="1200" />')
    expect(html).toContain('<meta property="og:image:height" content="630" />')
  })

  test('the home page is described by «Descripción del sitio», and its LocalBusiness data by all four', async () => {
    const { head, html } = await drawnHead('/', HERS, '/og/abc123.jpg')
    expect(head.title).toBe('Casa Olivo | Terapias, nutrición y retiros en Albacete')
    expect(html).toContain(`<meta name="description" content="${HERS.site_description}" />`)
    expect(html).toContain(`<meta property="og:description" content="${HERS.site_description}" />`)
    expect(html).toContain(`<meta name="twitter:description" content="${HERS.site_description}" />`)
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'HealthAndBeautyBusiness',
      name: 'Casa Olivo',
      slogan: 'Cuidarse sin prisa',
      description: HERS.site_description,
      image: `${env.siteUrl}/og/abc123.jpg`,
    })
  })

  test('with nothing set, the head is today’s: the centre’s name, the drawn picture', async () => {
    const { head, html } = await drawnHead('/', {})
    expect(head.title).toBe(
      'Centro de Bienestar Integral | Terapias, nutrición y retiros en Albacete',
    )
    expect(html).toContain(
      '<meta name="description" content="Terapias naturales, nutrición consciente, actividades y retiros para cuidar cuerpo y mente. Libros descargables, música para el descanso y acompañamiento cercano." />',
    )
    expect(html).toContain(`<meta property="og:image" content="${env.siteUrl}${OG_IMAGE_PATH}" />`)
    expect(head.jsonLd?.[0]).toMatchObject({ image: `${env.siteUrl}${OG_IMAGE_PATH}` })
  })
})
