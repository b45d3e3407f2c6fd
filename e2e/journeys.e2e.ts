/**
 * A visitor's journeys through the screens, against the spec and the seeded demo content. Lists
 * are compared with what the `api` function answers (or, for the download counter, with the
 * database itself), so they hold whatever the seed contains.
 */
import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, MOBILE, site, test } from './fixtures.ts'
import { MISSING_ALBUM_ANSWER, notFoundPage, whereIs } from './public-routes.ts'

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.functionsUrl}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The list a 'Ver más' / 'Ver menos' button controls, and how many items it shows. */
async function controlledItems(page: Page, button: Locator) {
  const listId = await button.getAttribute('aria-controls')
  expect(listId, 'the button names the list it controls (aria-controls)').toBeTruthy()
  return page.locator(`[id="${listId}"] > li`).count()
}

async function top(page: Page, selector: string) {
  return page.evaluate(
    (target) => document.querySelector(target)?.getBoundingClientRect().top,
    selector,
  )
}

describe('home hero', () => {
  const TARGETS = ['/servicios', '/recursos', '/actividades']

  test.for([1, 2, 3])(
    'numbered button %i shows its slide, whose button leads where the spec says',
    async (slide, { visit }) => {
      const page = await visit('/', { width: DESKTOP })
      const hero = page.locator('section').filter({
        has: page.getByRole('button', { name: /^(Diapositiva )?1\b/ }),
      })
      await hero.getByRole('button', { name: new RegExp(`^(Diapositiva )?${slide}\\b`) }).click()
      const slideGroup = hero.getByRole('group', { name: new RegExp(`^${slide} de 3$`) })
      const action = slideGroup.getByRole('link')
      await expect.poll(() => action.isVisible()).toBe(true)
      await expect
        .poll(() => slideGroup.evaluate((group) => getComputedStyle(group).opacity))
        .toBe('1')
      await action.click()
      await expect.poll(() => whereIs(page)).toBe(TARGETS[slide - 1])
    },
  )
})

describe('services', () => {
  // Other journeys may add services of their own meanwhile, some without a link.
  type Service = { title: string; link: string | null }

  test('a service card on home opens /terapias and scrolls to its therapy, 100 px below the top', async ({
    visit,
  }) => {
    const services = await api<Service[]>('/api/services')
    const service =
      services.find((entry) => entry.link?.endsWith('#presencial')) ??
      services.findLast((entry) => entry.link?.includes('#'))
    expect(service, 'a seeded service').toBeDefined()
    const anchor = String(service?.link).split('#')[1]
    const page = await visit('/', { width: DESKTOP })
    await page
      .locator('#servicios')
      .getByRole('link', { name: new RegExp(escapeRegExp((service as Service).title)) })
      .first()
      .click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/terapias')
    await expect
      .poll(() => top(page, `[id="${anchor}"]`), { timeout: 5000 })
      .toBeGreaterThanOrEqual(90)
    await expect
      .poll(() => top(page, `[id="${anchor}"]`), { timeout: 5000 })
      .toBeLessThanOrEqual(110)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })

  test("the therapies page's section links scroll to their section, 100 px below the top, by mouse and by keyboard", async ({
    visit,
  }) => {
    const page = await visit('/terapias', { width: MOBILE })
    const sections = page.getByRole('navigation', { name: 'Terapias de esta página' })
    await sections.getByRole('link', { name: 'Suplementos' }).click()
    await expect.poll(() => top(page, '#suplementos'), { timeout: 5000 }).toBeGreaterThanOrEqual(90)
    await expect.poll(() => top(page, '#suplementos'), { timeout: 5000 }).toBeLessThanOrEqual(110)
    expect(new URL(page.url()).hash).toBe('#suplementos')
    await page.evaluate(() => window.scrollTo(0, 0))
    await sections.getByRole('link', { name: 'Comunidad' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => top(page, '#comunidad'), { timeout: 5000 }).toBeGreaterThanOrEqual(90)
    await expect.poll(() => top(page, '#comunidad'), { timeout: 5000 }).toBeLessThanOrEqual(110)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('comunidad')
  })
})

type Activity = { id: number; type: string; featured?: boolean }

const LEGACY_TYPES: Record<string, string> = {
  retreat: 'retiro',
  workshop: 'taller',
  course: 'curso',
  talk: 'charla',
}
const HOME_TYPES = ['retiro', 'taller', 'curso', 'charla', 'reto']

function countByType(activities: Activity[]) {
  const counts = new Map<string, number>()
  for (const activity of activities) {
    const type = LEGACY_TYPES[activity.type] ?? activity.type
    counts.set(type, (counts.get(type) ?? 0) + 1)
  }
  return counts
}

async function filterButtons(scope: Locator) {
  // Home lists below the fold load when they come near the viewport, as a visitor scrolls.
  await scope.scrollIntoViewIfNeeded()
  const group = scope.getByRole('group', { name: /filtr/i })
  await group.waitFor()
  const buttons = group.getByRole('button')
  const labels = await buttons.allInnerTexts()
  return labels.map((label, index) => {
    const match = /^(.*)\s\((\d+)\)$/.exec(label.trim())
    expect(match, `filter button '${label}' shows a count`).not.toBeNull()
    return { label: match?.[1] ?? '', count: Number(match?.[2]), button: buttons.nth(index) }
  })
}

async function shownCards(page: Page, button: Locator) {
  const listId = await button.getAttribute('aria-controls')
  expect(listId, 'the filter names the list it controls (aria-controls)').toBeTruthy()
  return page.locator(`[id="${listId}"] > li`).count()
}

describe('activity filter', () => {
  test('/actividades: Todas plus each type that has activities, each count matching the cards it shows', async ({
    visit,
  }) => {
    const activities = await api<Activity[]>('/api/activities/visible')
    const counts = countByType(activities)
    const page = await visit('/actividades', { width: DESKTOP })
    const buttons = await filterButtons(page.locator('main'))
    expect(buttons[0].label).toBe('Todas')
    expect(buttons[0].count).toBe(activities.length)
    expect(buttons.length - 1, 'one button per type that has activities').toBe(counts.size)
    expect(
      buttons
        .slice(1)
        .map((entry) => entry.count)
        .sort(),
    ).toEqual([...counts.values()].sort())
    for (const { button, count, label } of buttons) {
      await button.click()
      await expect.poll(() => button.getAttribute('aria-pressed'), { message: label }).toBe('true')
      await expect
        .poll(() => shownCards(page, button), { message: `cards for ${label}` })
        .toBe(count)
    }
    await screenshot(page, 'journeys', 'activities-filtered')
  })

  test('/actividades: a filter clicked before the scripts have run is applied once they have', async ({
    visit,
  }) => {
    let releaseIslands = () => {}
    const islandsHeld = new Promise<void>((resolve) => {
      releaseIslands = resolve
    })
    const page = await visit('/actividades', {
      width: MOBILE,
      settle: false,
      before: async (opening) => {
        await opening.route(/\/assets\/islands-[^/]*\.js$/, async (route) => {
          await islandsHeld
          await route.continue()
        })
      },
    })
    const [, second] = await filterButtons(page.locator('main'))
    await second.button.click()
    expect(await second.button.getAttribute('aria-pressed'), 'not live yet').toBe('false')
    releaseIslands()
    await expect.poll(() => second.button.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => shownCards(page, second.button)).toBe(second.count)
  })

  test('home: Todas plus retiro, taller, curso, charla and reto, only those with featured activities', async ({
    visit,
  }) => {
    const featured = await api<Activity[]>('/api/activities/featured')
    const counts = countByType(featured)
    const expectedTypes = HOME_TYPES.filter((type) => (counts.get(type) ?? 0) > 0)
    const page = await visit('/', { width: DESKTOP })
    const buttons = await filterButtons(page.locator('#actividades'))
    expect(buttons[0].label).toBe('Todas')
    expect(buttons.length - 1).toBe(expectedTypes.length)
    expect(
      buttons
        .slice(1)
        .map((entry) => entry.count)
        .sort(),
    ).toEqual(expectedTypes.map((type) => counts.get(type)).sort())
    for (const { button, count, label } of buttons.slice(1)) {
      await button.click()
      await expect
        .poll(() => shownCards(page, button), { message: `cards for ${label}` })
        .toBe(count)
    }
  })
})

type Video = { id: number; visible?: boolean }
type Book = {
  id: number
  title: string
  featured: boolean
  visible?: boolean
  visibleInAll?: boolean
  isDownloadable: boolean
  downloadLink?: string | null
}

describe("'Ver más' / 'Ver menos'", () => {
  test('home videos: the first 4, then all of them, then the first 4 again', async ({ visit }) => {
    const videos = (await api<Video[]>('/api/videos')).filter((video) => video.visible !== false)
    expect(videos.length, 'the seed has more than 4 visible videos').toBeGreaterThan(4)
    const page = await visit('/', { width: DESKTOP })
    const section = page.locator('#videos')
    // Home lists below the fold load when they come near the viewport, as a visitor scrolls.
    await section.scrollIntoViewIfNeeded()
    const more = section.getByRole('button', { name: 'Ver más', exact: true })
    await more.scrollIntoViewIfNeeded()
    expect(await controlledItems(page, more)).toBe(4)
    await more.click()
    const less = section.getByRole('button', { name: 'Ver menos', exact: true })
    await expect.poll(() => controlledItems(page, less)).toBe(videos.length)
    await less.click()
    await expect.poll(() => controlledItems(page, more)).toBe(4)
  })

  test('home books: the first 6 featured, then all featured, then 6 again', async ({ visit }) => {
    const featured = (await api<Book[]>('/api/books')).filter(
      (book) => book.featured && book.visible !== false,
    )
    const page = await visit('/', { width: DESKTOP })
    const section = page.locator('#libros')
    if (featured.length <= 6) {
      expect(await section.getByRole('button', { name: 'Ver más' }).count()).toBe(0)
      return
    }
    const more = section.getByRole('button', { name: 'Ver más', exact: true })
    expect(await controlledItems(page, more)).toBe(6)
    await more.click()
    const less = section.getByRole('button', { name: 'Ver menos', exact: true })
    await expect.poll(() => controlledItems(page, less)).toBe(featured.length)
    await less.click()
    await expect.poll(() => controlledItems(page, more)).toBe(6)
  })

  test('/libros starts expanded, collapses to 6, and a tab switch expands it again', async ({
    visit,
  }) => {
    const books = (await api<Book[]>('/api/books')).filter((book) => book.visible !== false)
    const inAll = books.filter((book) => book.visibleInAll !== false)
    expect(inAll.length, 'the seed has more than 6 books in Todos los libros').toBeGreaterThan(6)
    const page = await visit('/libros', { width: DESKTOP })
    const panel = page.getByRole('tabpanel')
    const less = panel.getByRole('button', { name: 'Ver menos', exact: true })
    await expect.poll(() => controlledItems(page, less)).toBe(inAll.length)
    await less.click()
    const more = panel.getByRole('button', { name: 'Ver más', exact: true })
    await expect.poll(() => controlledItems(page, more)).toBe(6)
    await page.getByRole('tab', { name: 'Destacados', exact: true }).click()
    await page.getByRole('tab', { name: 'Todos los libros', exact: true }).click()
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('button', { name: 'Ver menos' }).count())
      .toBe(1)
  })
})

describe('resources', () => {
  const selectedTab = (page: Page) =>
    page.getByRole('tab', { selected: true }).textContent({ timeout: 5000 })

  test('a hash opens its tab with its list; the arrow keys and Home move between the tabs; a new hash opens another', async ({
    visit,
  }) => {
    const page = await visit('/recursos#musica', { width: MOBILE })
    await expect.poll(() => selectedTab(page)).toBe('Música')
    const panel = page.getByRole('tabpanel')
    await expect.poll(() => panel.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0)
    await page.getByRole('tab', { name: 'Música' }).focus()
    await page.keyboard.press('Home')
    await expect.poll(() => selectedTab(page)).toBe('Acompañamiento')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => selectedTab(page)).toBe('Curso Crisis del Cielo')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Curso Crisis del Cielo',
    )
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('heading', { level: 2 }).textContent())
      .toBe('Curso «Crisis del Cielo»')
    await page.evaluate(() => {
      window.location.hash = '#videos'
    })
    await expect.poll(() => selectedTab(page)).toBe('Vídeos')
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('heading', { level: 3 }).count())
      .toBeGreaterThan(0)
  })
})

describe('book download', () => {
  test('Descargar opens the file in a new tab, thanks the visitor and counts one download', async ({
    visit,
    sql,
  }) => {
    const [book] = await sql<{ id: string; title: string; download_count: number }[]>`
      select id, title, download_count from public.books
      where visible and is_downloadable and download_link is not null
      order by id limit 1`
    expect(book, 'a seeded downloadable book').toBeDefined()
    const page = await visit('/libros', { width: DESKTOP })
    const context = page.context()
    // The file lives on another host; the browser gets a stand-in instead of the network.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4\n' }),
    )
    const card = page
      .getByRole('heading', { name: book.title, exact: true })
      .first()
      .locator('xpath=ancestor::*[.//button[normalize-space()="Descargar"]][1]')
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('button', { name: 'Descargar', exact: true }).click(),
    ])
    await expect.poll(() => tab.url(), { timeout: 10_000 }).toMatch(/^https?:\/\/(?!127\.0\.0\.1)/)
    await expect.poll(() => page.getByText('Descarga iniciada').isVisible()).toBe(true)
    expect(await page.getByText(`Gracias por descargar ${book.title}`).isVisible()).toBe(true)
    await screenshot(page, 'journeys', 'book-downloaded')
    await expect
      .poll(
        async () =>
          (await sql`select download_count from public.books where id = ${book.id}`)[0]
            .download_count,
      )
      .toBe(book.download_count + 1)
  })
})

describe('album detail', () => {
  type AlbumRow = { id: string; title: string; artist: string | null; tracks: number }

  test('shows the album and its tracks in order with number, title and duration', async ({
    visit,
    sql,
  }) => {
    const [album] = await sql<AlbumRow[]>`
      select a.id, a.title, a.artist, count(t.id)::int as tracks
      from public.albums a join public.tracks t on t.album_id = a.id
      group by a.id order by count(t.id) desc, a.id limit 1`
    expect(album, 'a seeded album with tracks').toBeDefined()
    const tracks = await sql<{ title: string; duration: string | null }[]>`
      select title, duration from public.tracks where album_id = ${album.id}
      order by sort_order, id`
    const page = await visit(`/album/${album.id}`, { width: DESKTOP })
    await expect
      .poll(async () => (await page.getByRole('heading', { level: 1 }).textContent())?.trim())
      .toBe(album.title)
    if (album.artist) expect(await page.getByText(album.artist).first().isVisible()).toBe(true)
    // Rendered text keeps the gaps between a track's number, title and duration.
    // biome-ignore lint/performance/useDomNodeTextContent: the layout's spacing is what is read
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    let from = 0
    for (const [index, track] of tracks.entries()) {
      const pattern = new RegExp(
        `\\b${index + 1}\\b[^]{0,20}${escapeRegExp(track.title)}[^]{0,80}${escapeRegExp(track.duration ?? '')}`,
      )
      const found = pattern.exec(text.slice(from))
      expect(found, `track ${index + 1} '${track.title}' ${track.duration} in order`).not.toBeNull()
      from += (found?.index ?? 0) + (found?.[0].length ?? 0)
    }
    await screenshot(page, 'journeys', 'album-detail')
    await page
      .getByRole('link', { name: /volver/i })
      .first()
      .click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
  })

  test("a missing album says 'Álbum no encontrado'", async ({ visit }) => {
    const page = await visit('/album/987654', {
      width: MOBILE,
      expectedErrors: [MISSING_ALBUM_ANSWER, notFoundPage('/album/987654')],
    })
    await expect.poll(() => page.getByText('Álbum no encontrado').first().isVisible()).toBe(true)
  })
})

// Without a url the player sends the visitor to /#musica: music-player.test.tsx («sends a visitor
// without a url to /#musica, by a page load») with a title and no url, and routes.e2e.ts's
// /reproductor-musica, where that page load lands. An address on no album's host and no listed
// service is neither framed nor its title shown: music-player.test.tsx («shows 'Reproductor no
// disponible' and a plain link out for any other host»). What only a browser can tell stays here.
describe('music player', () => {
  test('with a url it shows the title and a sandboxed frame of that address', async ({ visit }) => {
    const address = 'https://example.org/reproductor/cuencos-del-amanecer'
    const page = await visit(
      `/reproductor-musica?titulo=${encodeURIComponent('Cuencos del amanecer')}&url=${encodeURIComponent(address)}`,
      { width: DESKTOP },
    )
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(
      'Cuencos del amanecer',
    )
    expect(await page.getByText('Reproductor de Música').first().isVisible()).toBe(true)
    const frame = page.locator('iframe')
    expect(await frame.getAttribute('src')).toBe(address)
    expect(await frame.getAttribute('sandbox')).not.toBeNull()
    expect(await page.title()).toContain('Cuencos del amanecer')
  })

  test('a javascript: address is refused: no frame runs it and nothing executes', async ({
    visit,
  }) => {
    // A dialog opened by the address would fail the test through the fixture as well.
    const page = await visit(
      `/reproductor-musica?titulo=X&url=${encodeURIComponent('javascript:alert(document.domain)')}`,
      { width: DESKTOP },
    )
    // Once the page says it shows no player, it has decided what to frame: nothing.
    await expect.poll(() => page.getByText('Reproductor no disponible').isVisible()).toBe(true)
    const sources = await page
      .locator('iframe')
      .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src') ?? ''))
    expect(sources.filter((source) => /^\s*javascript:/i.test(source))).toEqual([])
    expect(new URL(page.url()).protocol).toBe('http:')
  })
})
