/**
 * axe-core on every route a visitor can reach, at both widths, once the page has settled with
 * every island loaded (each comes within a screen of the viewport as the page is scrolled to its
 * end, so the home sections show the demo's backgrounds): no violation of any rule axe runs by
 * default (WCAG 2.0-2.2 A and AA plus axe's best practices), colour contrast included.
 * The same visit, watched from its first byte, has no Content Security Policy violation (the
 * static host's headers, scripts/security-headers.ts; the admin screens' check is in
 * security-headers.e2e.ts): scrolled through, each page has run every script it has.
 * A document is walked once: a route that redirects is followed to where it lands (another route
 * of the list, walked there) and watched for CSP on the way, and a route served the same bytes as
 * one before it (/servicios is /terapias) is that route's walk.
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
  site,
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

const landsOn = (path: string) => EXPECTATIONS[path as keyof typeof EXPECTATIONS]?.landsOn
for (const path of PATHS) {
  const landing = landsOn(path)
  if (landing && !PATHS.includes(new URL(landing, site.url).pathname)) {
    throw new Error(`${path} lands on ${landing}, which is not walked: add it to VISITOR_PATHS.`)
  }
}

/** The HTML each path is served as, before any script runs. */
const servedHtml = new Map<string, Promise<string>>()
const served = (path: string) => {
  let html = servedHtml.get(path)
  if (!html) {
    html = fetch(new URL(path, site.url)).then((answer) => answer.text())
    servedHtml.set(path, html)
  }
  return html
}

/** The path before this one in PATHS that is served the very same document, if any. */
async function sameDocumentAs(path: string): Promise<string | undefined> {
  const html = await served(path)
  for (const earlier of PATHS.slice(0, PATHS.indexOf(path))) {
    if (!landsOn(earlier) && (await served(earlier)) === html) return earlier
  }
  return undefined
}

/**
 * Two screens at a time to the page's end (which may grow as islands draw), then back to the top:
 * an island starts a screen outside the viewport (web/src/lib/near.ts), so a step of two screens
 * brings every island near, as a screen at a time did.
 */
async function scrollThrough(page: Page) {
  const screen = page.viewportSize()?.height ?? 800
  for (let y = 2 * screen; ; y += 2 * screen) {
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
    const twin = await sameDocumentAs(path)
    if (twin) {
      expect(await served(path), `${path} is served as ${twin} is, and walked there`).toBe(
        await served(twin),
      )
      return
    }
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
    // A redirecting page lands by a page load on a route walked as itself: what is its own is
    // that it lands and what its script did on the way (CSP, from the first byte).
    const landing = landsOn(path)
    if (landing) {
      await expect.poll(() => whereIs(page)).toBe(landing)
      await expect.poll(() => page.locator('h1').count()).toBe(1)
      await page.waitForLoadState('networkidle')
      expect(await csp.violations(), 'CSP violations').toEqual([])
      return
    }
    await scrollThrough(page)
    await expectNoAxeViolation(page)
    expect(await csp.violations(), 'CSP violations').toEqual([])
  })
})
