/**
 * Texts the spec cuts short can be read whole in place ('Leer más', a native <details> that needs
 * no script), and an album's page plays each track in place: the browser's own player per track,
 * in the HTML, nothing downloaded before play, one playing at a time, by mouse or keyboard.
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
      await bareCard.locator('summary').click()
      await expect.poll(() => bareCard.getByText(whole, { exact: true }).isVisible()).toBe(true)
      expect(await bareCard.getByText(cut, { exact: true }).isVisible()).toBe(false)
      const bareTops = await cardTops(bare)

      // With the page live: the same, by keyboard; the cards stand where the HTML put them.
      const page = await visit(path, { width })
      expect(await cardTops(page)).toEqual(
        await cardTops(await visit(path, { width, javaScript: false })),
      )
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

const isPlaying = (page: Page, index: number) =>
  page
    .locator('main audio')
    .nth(index)
    .evaluate((audio: HTMLAudioElement) => !audio.paused)

describe.for([MOBILE, DESKTOP])('album tracks at %i px', (width) => {
  test('each track has its own player in the HTML, and nothing is fetched before play', async ({
    visit,
  }) => {
    const tracks = await api<{ title: string }[]>('/api/albums/1/tracks')
    const bare = await visit('/album/1', { width, javaScript: false })
    const players = bare.locator('main audio')
    await expect.poll(() => players.count()).toBe(tracks.length)
    for (const [index, track] of tracks.entries()) {
      const player = players.nth(index)
      expect(await player.getAttribute('controls')).not.toBeNull()
      expect(await player.getAttribute('preload')).toBe('none')
      expect(await player.getAttribute('aria-label')).toBe(`Escuchar ${track.title}`)
    }

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

  test('playing one track pauses the other, by mouse and by keyboard', async ({ visit }) => {
    const page = await visit('/album/1', { width })
    const players = page.locator('main audio')
    await players.first().scrollIntoViewIfNeeded()
    // The play button is the control's left end.
    await players.nth(0).click({ position: { x: 20, y: 27 } })
    await expect.poll(() => isPlaying(page, 0)).toBe(true)

    // The keyboard: focus on the second player's controls, Space plays it.
    await players.nth(1).scrollIntoViewIfNeeded()
    await players.nth(1).focus()
    await page.keyboard.press('Space')
    await expect.poll(() => isPlaying(page, 1)).toBe(true)
    await expect.poll(() => isPlaying(page, 0)).toBe(false)

    await players.nth(0).focus()
    await page.keyboard.press('Space')
    await expect.poll(() => isPlaying(page, 0)).toBe(true)
    await expect.poll(() => isPlaying(page, 1)).toBe(false)
  })
})
