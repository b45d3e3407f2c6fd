/**
 * What every end-to-end test gets: `visit(path, { width })` opens the path in a fresh browser
 * context of that width on the site under test and waits until the page has settled (its data
 * islands loaded). Every console error, uncaught exception and dialog (alert, confirm) on those
 * pages fails the test after its body has run, and a failing test leaves a screenshot of each
 * page in e2e-artifacts/.
 * `sql` is a connection as the database owner, to arrange and inspect data.
 * `expectNoAxeViolation(page)` is the one axe check every file runs.
 */

import { AxeBuilder } from '@axe-core/playwright'
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
} from 'playwright-core'
import postgres from 'postgres'
import { test as base, expect, inject, type TestContext } from 'vitest'
import { ISLAND_ATTRIBUTE, LIVE_ISLAND_ATTRIBUTE } from '../web/src/lib/island-markers.ts'
import { screenshot } from './artifacts.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

export { expect }

export const site = inject('site')

export const MOBILE = 390
export const DESKTOP = 1280

export type VisitOptions = {
  width?: number
  /** Stop after the page's own load event instead of waiting for the network to go quiet. */
  settle?: boolean
  /** false: the served HTML as it is, no script runs. */
  javaScript?: boolean
  /**
   * What opening the page waits for: its load event (pictures, fonts) unless told
   * 'domcontentloaded', enough where only the HTML's text is read.
   */
  waitUntil?: 'load' | 'domcontentloaded'
  /** Runs on the page before it is opened (e.g. to hold back a request with `page.route`). */
  before?: (page: Page) => Promise<void>
  /** Console errors this visit expects (e.g. the 404 of a missing album), matched on the report. */
  expectedErrors?: readonly RegExp[]
}

export type Visit = (path: string, options?: VisitOptions) => Promise<Page>

type TestFixtures = {
  visit: Visit
  /** Console errors and uncaught exceptions seen so far; the test fails if any is left. */
  pageErrors: string[]
}
type WorkerFixtures = { browser: Browser; sql: postgres.Sql }

export function viewportFor(width: number) {
  return { width, height: width < 600 ? 844 : 800 }
}

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
}

const openRequests = new WeakMap<Page, Set<Request>>()

/** The page's requests still open, counted from the first call on (`visit` calls it first). */
function watchRequests(page: Page): Set<Request> {
  let open = openRequests.get(page)
  if (!open) {
    const pending = new Set<Request>()
    page.on('request', (request) => pending.add(request))
    page.on('requestfinished', (request) => pending.delete(request))
    page.on('requestfailed', (request) => pending.delete(request))
    openRequests.set(page, pending)
    open = pending
  }
  return open
}

/**
 * No request open for half a second from now on. Playwright's `networkidle` comes once per load
 * and answers at once ever after, so it cannot see what a scroll, a click or an island started
 * since; this can. A request still open after `timeout` fails the wait, naming it.
 */
export async function networkQuiet(page: Page, { quietMs = 500, timeout = 30_000 } = {}) {
  const open = watchRequests(page)
  const started = Date.now()
  let quietSince = started
  for (;;) {
    const now = Date.now()
    if (open.size > 0) quietSince = now
    else if (now - quietSince >= quietMs) return
    if (now - started > timeout) {
      const urls = [...open].map((request) => request.url())
      throw new Error(`Requests still open after ${timeout} ms: ${urls.join(', ')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// The app (the music player's page, the owner's area) draws its islands itself and marks none
// live: only a page whose one script is the islands entry is waited on.
const allNearAreLive = ([island, live]: string[]) =>
  [...document.scripts].some((script) => script.src && !/\/islands-[^/]*\.js$/.test(script.src)) ||
  [...document.querySelectorAll<HTMLElement>(`[${island}]`)]
    .filter((spot) => !spot.parentElement?.closest(`[${island}]`))
    .every((spot) => {
      const shown = spot.firstElementChild ?? spot.parentElement
      if (!shown || shown.getClientRects().length === 0) return true
      const box = shown.getBoundingClientRect()
      const near = box.bottom >= -window.innerHeight && box.top <= 2 * window.innerHeight
      return !near || spot.hasAttribute(live)
    })

const ISLAND_MARKERS = [ISLAND_ATTRIBUTE, LIVE_ISLAND_ATTRIBUTE]

/**
 * On an islands-only page, every island within a screen of the viewport, where the page is
 * scrolled now, is live (the margin `web/src/lib/near.ts` starts them at). An island in a hidden
 * box (a closed tab's panel) never starts and is not waited for.
 */
export async function nearIslandsLive(page: Page) {
  await page.waitForFunction(allNearAreLive, ISLAND_MARKERS)
}

/**
 * The near islands are live and the network is quiet: what an islands-only page does by itself
 * after load is done. The islands start after the largest paint, up to a second after load, and
 * each reads its list again as it starts; a list drawn may bring another island near, so it is
 * asked again until nothing is left to start.
 */
export async function islandsSettled(page: Page) {
  for (;;) {
    await nearIslandsLive(page)
    await networkQuiet(page)
    if (await page.evaluate(allNearAreLive, ISLAND_MARKERS)) return
  }
}

/**
 * No transition or animation running: a colour mid-fade is not the one a reader sees. One that
 * never ends (a spinner, a progress bar with no value) is the page's steady state.
 */
export async function motionFinished(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/**
 * axe-core finds nothing on the page once no transition runs (a button mid-fade measured 2.26:1
 * once), with every rule axe runs by default (WCAG 2.0-2.2 A and AA plus its best practices).
 * Toasts aside: the shared success toast (white-green text on green, 2.63:1) is the toaster's own
 * matter, reported to its owner, and toasts come and go on their own timer.
 * A violation reads as its rule, impact and help, and the first five elements with what fails.
 */
export async function expectNoAxeViolation(page: Page) {
  await motionFinished(page)
  const { violations } = await new AxeBuilder({ page }).exclude('[data-scope="toast"]').analyze()
  expect(
    violations.map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
      return `${violation.id} (${violation.impact}): ${violation.help} -> ${nodes.join(' | ')}`
    }),
  ).toEqual([])
}

export const test = base.extend<{ $test: TestFixtures; $worker: WorkerFixtures }>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads the fixture's dependencies from it
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS],
      })
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
  sql: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads the fixture's dependencies from it
    async ({}, use) => {
      const sql = postgres(site.dbUrl, { max: 2, prepare: false, onnotice: () => {} })
      await use(sql)
      await sql.end({ timeout: 1 })
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads the fixture's dependencies from it
  pageErrors: async ({}, use) => {
    await use([])
  },
  // Annotated by hand: a fixture whose value is itself a function defeats the inference.
  visit: async (
    { browser, pageErrors, task }: TestContext & TestFixtures & WorkerFixtures,
    use: (visit: Visit) => Promise<void>,
  ) => {
    const opened: { context: BrowserContext; page: Page; label: string }[] = []
    await use(async (path, options = {}) => {
      const { width = DESKTOP, settle: waitForQuiet = true, javaScript = true } = options
      const expected = options.expectedErrors ?? []
      const context = await browser.newContext({
        baseURL: site.url,
        javaScriptEnabled: javaScript,
        viewport: viewportFor(width),
        locale: 'es-ES',
        timezoneId: 'Europe/Madrid',
      })
      const page = await context.newPage()
      watchRequests(page)
      const label = `${path} @${width}px`
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url, lineNumber } = message.location()
        const report = `${label}: console error: ${message.text()} (${url}:${lineNumber})`
        if (!expected.some((pattern) => pattern.test(report))) pageErrors.push(report)
      })
      page.on('pageerror', (error) => {
        pageErrors.push(`${label}: uncaught ${error.name}: ${error.message}`)
      })
      page.on('dialog', (dialog) => {
        pageErrors.push(`${label}: unexpected ${dialog.type()} dialog: ${dialog.message()}`)
        void dialog.dismiss()
      })
      opened.push({ context, page, label })
      await options.before?.(page)
      await page.goto(path, { waitUntil: options.waitUntil ?? 'load' })
      if (waitForQuiet) await settle(page)
      return page
    })
    if (task.result?.state === 'fail' || pageErrors.length > 0) {
      for (const { page, label } of opened) {
        if (!page.isClosed()) await screenshot(page, 'failures', task.name, label).catch(() => {})
      }
    }
    for (const { context } of opened) await context.close()
    if (pageErrors.length > 0) {
      throw new Error(`The page reported errors:\n${pageErrors.join('\n')}`)
    }
  },
})
