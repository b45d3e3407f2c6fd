/**
 * axe-core on every route a visitor can reach, at both widths, once the page has settled with
 * every island loaded (each comes within a screen of the viewport as the page is scrolled to its
 * end, so the home sections show the demo's backgrounds): no violation of any rule axe runs by
 * default (WCAG 2.0-2.2 A and AA plus axe's best practices), colour contrast included.
 * The same visit, watched from its first byte, has no Content Security Policy violation (the
 * static host's headers, scripts/security-headers.ts; the admin screens' check is in
 * security-headers.e2e.ts): scrolled through, each page has run every script it has.
 */
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { violationWatch } from './csp-violations.ts'
import {
  DESKTOP,
  expect,
  expectNoAxeViolation,
  islandsSettled,
  MOBILE,
  motionFinished,
  nearIslandsLive,
  test,
} from './fixtures.ts'
import {
  EXPECTATIONS,
  MISSING_ALBUM_ANSWER,
  notFoundPage,
  UNKNOWN_PATH,
  VISITOR_PATHS,
  whereIs,
} from './public-routes.ts'

const MISSING_ALBUM = '/album/999999'

const PATHS = [...VISITOR_PATHS, MISSING_ALBUM]

/** A screen at a time to the page's end (which may grow as islands draw), then back to the top. */
async function scrollThrough(page: Page) {
  const screen = page.viewportSize()?.height ?? 800
  for (let y = screen; ; y += screen) {
    const end = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end))
    await nearIslandsLive(page)
    if (y >= end) break
  }
  await islandsSettled(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await motionFinished(page)
}

describe.for([MOBILE, DESKTOP])('accessibility at %i px', (width) => {
  test.for(PATHS)('%s has no axe violation and no CSP violation', async (path, { visit }) => {
    const csp = violationWatch()
    // Not left to go idle first: the scroll through waits on each screen's islands and then on
    // the network, which is what loading the whole page takes.
    const page = await visit(path, {
      width,
      settle: false,
      before: csp.before,
      // An unknown address and the missing album's are answered with status 404, and the api
      // answers 404 for the missing album: the browser reports each in the console.
      expectedErrors:
        path === MISSING_ALBUM
          ? [MISSING_ALBUM_ANSWER, notFoundPage(path)]
          : path === UNKNOWN_PATH
            ? [notFoundPage(path)]
            : [],
    })
    // Redirecting pages are checked where they land, once the new screen is in.
    const landsOn = EXPECTATIONS[path as keyof typeof EXPECTATIONS]?.landsOn
    if (landsOn) {
      await expect.poll(() => whereIs(page)).toBe(landsOn)
      await expect.poll(() => page.locator('h1').count()).toBe(1)
      await page.waitForLoadState('networkidle')
    }
    await scrollThrough(page)
    await expectNoAxeViolation(page)
    expect(await csp.violations(), 'CSP violations').toEqual([])
  })
})
