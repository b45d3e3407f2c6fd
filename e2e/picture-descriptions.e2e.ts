/**
 * Every content picture says what it shows (issue 38, part 2): on `/` and `/actividades`, once
 * every island has drawn, no <img> has an empty alt unless its picture is marked decorative in
 * the library (public.media_descriptions), at both widths.
 */
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { DESKTOP, expect, islandsSettled, MOBILE, nearIslandsLive, test } from './fixtures.ts'

/** A screen at a time to the page's end, so every island has drawn its pictures. */
async function scrollThrough(page: Page) {
  const screen = page.viewportSize()?.height ?? 800
  for (let y = screen; ; y += screen) {
    const end = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end))
    await nearIslandsLive(page)
    if (y >= end) break
  }
  await islandsSettled(page)
}

describe.for([MOBILE, DESKTOP])('picture descriptions at %i px', (width) => {
  test.for(['/', '/actividades'])(
    '%s: no content picture has an empty alt unless it is marked decorative',
    async (path, { visit, sql }) => {
      const page = await visit(path, { width, settle: false })
      await scrollThrough(page)
      const pictures = await page.locator('main img').evaluateAll((images) =>
        images.map((image) => ({
          src: image.getAttribute('src') ?? '',
          alt: image.getAttribute('alt'),
        })),
      )
      expect(pictures.length).toBeGreaterThan(0)
      const unsaid = pictures
        .filter((picture) => !picture.alt?.trim())
        .map((picture) => picture.src)
      const decorative = await sql<{ src: string }[]>`
        select src from unnest(${unsaid}::text[]) as src
        join public.media_descriptions d on d.picture = private.picture_of(src) and d.decorative`
      expect(unsaid.filter((src) => !decorative.some((row) => row.src === src))).toEqual([])
      expect(pictures.some((picture) => picture.alt?.trim())).toBe(true)
    },
  )
})
