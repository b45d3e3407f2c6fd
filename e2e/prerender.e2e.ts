/**
 * The HTML each public route is served as, before any script runs: what search engines, link
 * previews and a visitor on a slow phone see first.
 */
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe } from 'vitest'
import { OG_IMAGE_PATH } from '../web/src/app/head.ts'
import { SITE_AUTHOR } from '../web/src/app/site.ts'
import { expect, site, test, type Visit } from './fixtures.ts'
import { notFoundPage, ROUTE_CASES, whereIs } from './public-routes.ts'

/**
 * The page as served, parsed by the browser with scripts off: read once its HTML is parsed, where
 * only its text is checked (titles, meta tags, headings' text, structured data).
 */
function served(visit: Visit, path: string) {
  return visit(path, { javaScript: false, settle: false, waitUntil: 'domcontentloaded' })
}

/** The same, once it has loaded with its styles and pictures: for what is checked as shown. */
function shown(visit: Visit, path: string) {
  return visit(path, { javaScript: false, settle: false })
}

function meta(page: Page, selector: string) {
  return page.locator(selector).getAttribute('content')
}

function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute('href')
}

describe('prerendered HTML', () => {
  test.for(ROUTE_CASES)('$path holds its title, description and h1', async (route, { visit }) => {
    const page = await served(visit, route.path)
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    expect(await page.title()).toBe(route.title)
    expect(await meta(page, 'meta[name="description"]')).toBe(route.description)
    const headings = page.locator('h1')
    expect(await headings.count(), 'exactly one <h1>').toBe(1)
    expect((await headings.textContent())?.trim(), 'the <h1> has text').not.toBe('')
    if ('indexable' in route && route.indexable === false) {
      expect(await meta(page, 'meta[name="robots"]')).toContain('noindex')
    } else {
      // /servicios and /terapias are one screen: either may be named the canonical address.
      const canonicalPaths =
        route.path === '/servicios' ? ['/servicios', '/terapias'] : [route.path]
      expect(canonicalPaths.map((path) => `${site.url}${path}`)).toContain(await canonical(page))
    }
  })

  test('home carries social-sharing tags, a canonical link, Spanish and an author', async ({
    visit,
  }) => {
    const page = await served(visit, '/')
    const home = ROUTE_CASES.find((route) => route.path === '/')
    if (!home) throw new Error('the home page is not among the public pages')
    expect(await meta(page, 'meta[property="og:title"]')).toBe(home.title)
    expect(await meta(page, 'meta[property="og:description"]')).toBe(home.description)
    expect(await meta(page, 'meta[property="og:url"]')).toBe(`${site.url}/`)
    expect(await meta(page, 'meta[property="og:image"]')).toBe(`${site.url}${OG_IMAGE_PATH}`)
    expect(await meta(page, 'meta[name="author"]')).toBe(SITE_AUTHOR)
    expect(await canonical(page)).toBe(`${site.url}/`)
  })

  test('the Open Graph image is a 1200x630 PNG', async () => {
    const response = await fetch(site.url + OG_IMAGE_PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([image.format, image.width, image.height]).toEqual(['png', 1200, 630])
  })

  test("/redir-servicios says 'Redirigiendo a Terapias...' before any script runs", async ({
    visit,
  }) => {
    const page = await served(visit, '/redir-servicios')
    expect(await page.locator('body').textContent()).toContain('Redirigiendo a Terapias...')
  })
})

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${site.url}${path}`)
  expect(answer.status, path).toBe(200)
  return (await answer.json()) as T
}

/** The schema.org types of a page's JSON-LD, as a visitor without scripts gets it. */
async function structuredTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string; '@graph'?: { '@type': string }[] }
    return data['@graph'] ? data['@graph'].map((item) => item['@type']) : [data['@type'] ?? '']
  })
}

describe('the lists are in the HTML', () => {
  test('/actividades shows every visible activity, its filters with counts and their Events', async ({
    visit,
  }) => {
    const activities = await api<{ title: string }[]>('/api/activities/visible')
    const page = await shown(visit, '/actividades')
    const text = (await page.locator('main').textContent()) ?? ''
    for (const activity of activities) expect(text).toContain(activity.title)
    expect(
      await page
        .getByRole('button', { name: `Todas (${activities.length})` })
        .first()
        .isVisible(),
    ).toBe(true)
    expect(await structuredTypes(page)).toContain('Event')
  })

  test('/productos shows every featured product, with its Product data', async ({ visit }) => {
    const products = await api<{ title: string }[]>('/api/products/featured')
    const page = await shown(visit, '/productos')
    for (const product of products) {
      expect(await page.getByRole('heading', { name: product.title }).first().isVisible()).toBe(
        true,
      )
    }
    expect((await structuredTypes(page)).filter((type) => type === 'Product')).toHaveLength(
      products.length,
    )
  })

  test('/libros shows its books expanded, as on start, with "Ver menos" and their Book data', async ({
    visit,
  }) => {
    const page = await shown(visit, '/libros')
    expect(
      await page
        .getByRole('button', { name: /Ver menos/ })
        .first()
        .isVisible(),
    ).toBe(true)
    expect(await structuredTypes(page)).toContain('Book')
  })

  test('every featured album has a page of its own with its tracks and MusicAlbum data', async ({
    visit,
  }) => {
    const albums = await api<{ id: number; title: string }[]>('/api/albums/featured')
    expect(albums.length).toBeGreaterThan(0)
    for (const album of albums) {
      const tracks = await api<{ title: string }[]>(`/api/albums/${album.id}/tracks`)
      const page = await shown(visit, `/album/${album.id}`)
      expect(await page.title()).toContain(album.title)
      expect(
        await page.getByRole('heading', { level: 1, name: album.title }).first().isVisible(),
      ).toBe(true)
      for (const track of tracks)
        expect(await page.getByText(track.title).first().isVisible()).toBe(true)
      expect(await structuredTypes(page)).toContain('MusicAlbum')
    }
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`${site.url}/album/${albums[0].id}</loc>`)
  })
})

describe('every album and every visible activity has its page', () => {
  test('every album, featured or not, has a page of its own, in the sitemap', async ({ visit }) => {
    const albums =
      await api<{ id: number; title: string; featured: boolean }[]>('/api/albums/public')
    expect(
      albums.some((album) => !album.featured),
      'the demo has an album not featured',
    ).toBe(true)
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    for (const album of albums) {
      const page = await shown(visit, `/album/${album.id}`)
      expect(await page.title()).toContain(album.title)
      expect(
        await page.getByRole('heading', { level: 1, name: album.title }).first().isVisible(),
      ).toBe(true)
      expect(sitemap).toContain(`${site.url}/album/${album.id}</loc>`)
    }
  })

  test("each visible activity's page: its full description, date, place, price, buttons, head and Event", async ({
    visit,
  }) => {
    const activities =
      await api<
        {
          id: number
          title: string
          description: string
          date: string | null
          location: string | null
          price: string | null
          imageUrl: string | null
        }[]
      >('/api/activities/visible')
    expect(activities.length).toBeGreaterThan(0)
    const list = await served(visit, '/actividades')
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    let events = 0
    for (const activity of activities) {
      const path = `/actividades/${activity.id}`
      expect(await list.locator(`a[href="${path}"]`).count(), `a link to ${path}`).toBeGreaterThan(
        0,
      )
      expect(sitemap).toContain(`${site.url}${path}</loc>`)
      const page = await served(visit, path)
      expect(await page.title()).toBe(`${activity.title} | Centro de Bienestar Integral`)
      expect(await page.locator('h1').count()).toBe(1)
      expect((await page.locator('h1').textContent())?.trim()).toBe(activity.title)
      const main = (await page.locator('main').textContent()) ?? ''
      const firstLine = activity.description.split('\n')[0].trim()
      expect(main).toContain(firstLine)
      for (const fact of [activity.date, activity.location, activity.price]) {
        if (fact) expect(main).toContain(fact)
      }
      expect(await canonical(page)).toBe(`${site.url}${path}`)
      expect(await meta(page, 'meta[property="og:title"]')).toBe(await page.title())
      expect(await meta(page, 'meta[property="og:url"]')).toBe(`${site.url}${path}`)
      expect(await meta(page, 'meta[name="description"]')).toBeTruthy()
      if (activity.imageUrl) {
        expect(await meta(page, 'meta[property="og:image"]')).toBe(
          new URL(activity.imageUrl, `${site.url}/`).href,
        )
      }
      if ((await structuredTypes(page)).includes('Event')) events += 1
      // Read: its pictures need not go on loading beside the next one's.
      await page.close()
    }
    expect(events, 'activities whose date names a day carry their Event').toBeGreaterThan(0)
  })

  test('an id no visible activity has is a 404', async () => {
    const answer = await fetch(`${site.url}/actividades/987654`)
    expect(answer.status).toBe(404)
    expect(await answer.text()).toContain('<meta name="robots" content="noindex" />')
  })
})

describe('every other address is a real 404', () => {
  test.for(['/esta-pagina-no-existe', '/esta-pagina-no-existe/de-verdad', '/album/999999'])(
    '%s answers 404 with noindex',
    async (path) => {
      const answer = await fetch(`${site.url}${path}`)
      expect(answer.status).toBe(404)
      expect(await answer.text()).toContain('<meta name="robots" content="noindex" />')
    },
  )

  test("an unknown address shows the spec's 404 page before any script runs", async ({ visit }) => {
    const page = await visit('/esta-pagina-no-existe', {
      javaScript: false,
      settle: false,
      expectedErrors: [notFoundPage('/esta-pagina-no-existe')],
    })
    expect(await page.title()).toContain('404 Page Not Found')
    expect((await page.locator('h1').textContent())?.trim()).toBe('404 Page Not Found')
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    )
    expect(await meta(page, 'meta[name="robots"]')).toContain('noindex')
  })

  test.for([
    ['/album/999999', 'Álbum no encontrado'],
    ['/actividades/987654', 'Actividad no encontrada'],
  ])('%s says «%s» before any script runs', async ([path, message], { visit }) => {
    const page = await visit(path, {
      javaScript: false,
      settle: false,
      expectedErrors: [notFoundPage(path)],
    })
    expect((await page.locator('h1').textContent())?.trim()).toBe(message)
    expect(await page.title()).toContain(message)
    expect(await meta(page, 'meta[name="robots"]')).toContain('noindex')
  })

  test.for(['/admin', '/admin/albums-form'])(
    "the owner's %s is still the app, with status 200",
    async (path) => {
      const answer = await fetch(`${site.url}${path}`)
      expect(answer.status).toBe(200)
      expect(await answer.text()).toContain('<div id="root"></div>')
    },
  )

  test('the sign-in, /auth, is its form in the HTML, with status 200 and noindex', async () => {
    const answer = await fetch(`${site.url}/auth`)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('Acceso de administración')
    expect(html).toMatch(/<input[^>]*name="password"/)
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/)
  })
})

describe('redirects without a script', () => {
  test.for([
    ['/redir-servicios', '/terapias'],
    ['/reproductor-musica', '/#musica'],
    ['/reproductor-musica?titulo=Algo', '/#musica'],
  ])('%s reaches %s with JavaScript off', async ([path, target], { visit }) => {
    const page = await visit(path, { javaScript: false, settle: false })
    await expect.poll(() => whereIs(page), { timeout: 10_000 }).toBe(target)
    await expect.poll(() => page.locator('h1').count()).toBe(1)
  })
})

/** The attributes of each `<tag …>` opening tag in the HTML. */
function openingTags(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) => match[1])
}

// What the HTML names is its text: read as served, without a browser.
describe('when the islands start', () => {
  test.for(['/', '/actividades', '/libros', '/terapias', '/recursos', '/nosotros'])(
    '%s, whose largest paint is prerendered, asks for no script before it: its HTML names none',
    async (path) => {
      const answer = await fetch(`${site.url}${path}`)
      expect(answer.status).toBe(200)
      const html = await answer.text()
      const scripts = openingTags(html, 'script')
      expect(scripts.filter((attributes) => /\ssrc=/i.test(attributes))).toEqual([])
      expect(
        openingTags(html, 'link').filter((attributes) => /\srel="modulepreload"/i.test(attributes)),
      ).toEqual([])
      expect(scripts.filter((attributes) => !/\s(src|type)=/i.test(attributes))).toHaveLength(1)
    },
  )
})
