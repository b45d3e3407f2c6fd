/**
 * Texts the spec cuts short can be read whole in place ('Leer más', a native <details> that needs
 * no script), and an album's page plays its tracks in one player: the browser's own, in the HTML,
 * nothing downloaded before play; choosing a track plays it and marks it, by mouse or keyboard.
 */
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { DESKTOP, expect, MOBILE, site, test } from './fixtures.ts'

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.functionsUrl}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** Where the list's cards stand on the page (not in the viewport, which a click may scroll). */
function cardTops(page: Page) {
  return page
    .locator('main li')
    .evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top + window.scrollY)),
    )
}

const CASES = [
  {
    path: '/testimonios',
    list: '/api/testimonials/featured',
    text: (item: { content: string }) => item.content,
    limit: 150,
  },
  {
    path: '/productos',
    list: '/api/products/featured',
    text: (item: { description: string | null }) => item.description ?? '',
    limit: 450,
  },
] as const

describe.for([MOBILE, DESKTOP])('Leer más at %i px', (width) => {
  test.for(CASES)(
    '$path: the cut as the spec draws it, the whole text in place',
    async ({ path, list, text, limit }, { visit }) => {
      const items = (await api<never[]>(list)).map((item) => text(item))
      const long = items.find((item) => item.length > limit)
      expect(long, `the demo has a text longer than ${limit} characters`).toBeTruthy()
      const whole = long as string
      const cut = `${whole.slice(0, limit)}...`

      // Without any script: the HTML alone opens and closes it.
      const bare = await visit(path, { width, javaScript: false })
      const bareCard = bare.locator('main li').filter({ hasText: cut })
      await expect.poll(() => bareCard.getByText(cut, { exact: true }).isVisible()).toBe(true)
      expect(await bareCard.getByText(whole, { exact: true }).isVisible()).toBe(false)
      const closedTops = await cardTops(bare)
      await bareCard.locator('summary').click()
      await expect.poll(() => bareCard.getByText(whole, { exact: true }).isVisible()).toBe(true)
      expect(await bareCard.getByText(cut, { exact: true }).isVisible()).toBe(false)
      const bareTops = await cardTops(bare)

      // With the page live: the same, by keyboard; the cards stand where the HTML put them.
      const page = await visit(path, { width })
      expect(await cardTops(page)).toEqual(closedTops)
      const card = page.locator('main li').filter({ hasText: cut })
      const summary = card.locator('summary')
      expect(await summary.getByText('Leer más').isVisible()).toBe(true)
      await summary.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => card.getByText(whole, { exact: true }).isVisible()).toBe(true)
      expect(await summary.getByText('Leer menos').isVisible()).toBe(true)
      expect(await cardTops(page)).toEqual(bareTops)
      await page.keyboard.press('Space')
      await expect.poll(() => card.getByText(cut, { exact: true }).isVisible()).toBe(true)
      expect(await card.getByText(whole, { exact: true }).isVisible()).toBe(false)
    },
  )
})

const isPlaying = (page: Page) =>
  page.locator('main audio').evaluate((audio: HTMLAudioElement) => !audio.paused)

/** The title of the track the album's list marks as the current one. */
const currentTrack = (page: Page) => page.locator('main ol [aria-current="true"]').textContent()

describe.for([MOBILE, DESKTOP])('the album player at %i px', (width) => {
  test('one player in the HTML, on the first track, and nothing is fetched before play', async ({
    visit,
  }) => {
    const [album, tracks] = await Promise.all([
      api<{ title: string }>('/api/albums/1'),
      api<{ title: string }[]>('/api/albums/1/tracks'),
    ])
    const bare = await visit('/album/1', { width, javaScript: false })
    const players = bare.locator('main audio')
    await expect.poll(() => players.count()).toBe(1)
    expect(await players.getAttribute('controls')).not.toBeNull()
    expect(await players.getAttribute('preload')).toBe('none')
    expect(await players.getAttribute('aria-label')).toBe(`Reproductor del álbum ${album.title}`)
    // Each track's title links its recording, which the browser plays without the page's script.
    expect(await bare.locator('main ol li a').allTextContents()).toEqual(
      tracks.map((track) => track.title),
    )
    expect(await currentTrack(bare)).toBe(tracks[0].title)

    const audioRequests: string[] = []
    const page = await visit('/album/1', { width, settle: false })
    page.on('request', (request) => {
      if (request.resourceType() === 'media') audioRequests.push(request.url())
    })
    await page.waitForLoadState('networkidle')
    expect(audioRequests).toEqual([])
    // The spec's button to the external platform stays, on the album that has one.
    const withLink = await visit('/album/2', { width })
    expect(
      await withLink.getByRole('link', { name: /Escuchar en plataforma externa/ }).count(),
    ).toBe(1)
  })

  test('choosing a track plays it and marks it, by mouse and by keyboard', async ({ visit }) => {
    const tracks = await api<{ title: string }[]>('/api/albums/1/tracks')
    const page = await visit('/album/1', { width })
    const links = page.locator('main ol li a')
    await links.nth(1).click()
    await expect.poll(() => isPlaying(page)).toBe(true)
    expect(await currentTrack(page)).toBe(tracks[1].title)

    await links.nth(2).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => currentTrack(page)).toBe(tracks[2].title)
    await expect.poll(() => isPlaying(page)).toBe(true)
    // The track playing, chosen again, pauses.
    await page.keyboard.press('Enter')
    await expect.poll(() => isPlaying(page)).toBe(false)
  })
})
