/**
 * The owner in the browser: her window at a width (a phone she drives by touch below 600 px) and
 * her sign-in on /auth, with the demo account unless told otherwise.
 * A file whose journeys write what the other files read (her saves, rows it arranges, a restored
 * copy) takes `test` from here, and only that `test` offers `ownerPage(width, path)`, a window of
 * hers signed in (the session e2e/global-setup.ts stored) and opened at the path: importing it is
 * what puts the file in the owner's project (vitest.e2e.config.ts reads the imports). A file that
 * only looks at her screens takes `lookingTest`, whose `ownerWindow(width)` is one of her windows,
 * not signed in unless asked with `{ signedIn: true }`. Both are closed after the test, and a
 * failing test leaves a screenshot of each of their pages in e2e-artifacts/failures/.
 */
import type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  Frame,
  Locator,
  Page,
  Request,
  Response,
} from 'playwright-core'
import { expect, inject } from 'vitest'
import { DEMO_ADMIN } from '../local/db.ts'
import { screenshot } from './artifacts.ts'
import { test as fixturesTest, MOBILE, site, viewportFor } from './fixtures.ts'
import { type OwnerSession, signIn } from './owner-session.ts'

export { DEMO_ADMIN, signIn }

/** How she works a control in a walk: a finger, a mouse, or a keyboard. */
export type Way = 'touch' | 'mouse' | 'keyboard'

/** Her hand on a control: a finger taps, a mouse clicks, a keyboard reaches it and presses Enter. */
export async function activate(target: Locator, way: Way) {
  if (way === 'touch') await target.tap()
  else if (way === 'mouse') await target.click()
  else {
    await target.focus()
    await target.page().keyboard.press('Enter')
  }
}

/**
 * Her keyboard's answer to a question that opens with the focus on «Cancelar», the harmless
 * answer: once the question holds that focus (a Tab pressed before it lands outside the question,
 * and Enter then answers nothing), Tab reaches `answer`, seen focused before Enter presses it.
 */
export async function answerByKeyboard(question: Locator, answer: string) {
  const keyboard = question.page().keyboard
  const focused = (name: string) =>
    question
      .getByRole('button', { name, exact: true })
      .evaluate((button) => button === document.activeElement)
  await expect.poll(() => focused('Cancelar')).toBe(true)
  await keyboard.press('Tab')
  await expect.poll(() => focused(answer)).toBe(true)
  await keyboard.press('Enter')
}

/** A window of hers; with `session`, already signed in as that stored session is. */
export function ownerContext(
  browser: Browser,
  width: number,
  session?: OwnerSession,
): Promise<BrowserContext> {
  const phone = width <= MOBILE
  return browser.newContext({
    baseURL: site.url,
    viewport: viewportFor(width),
    hasTouch: phone,
    isMobile: phone,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    storageState: session,
  })
}

/**
 * What the page did while the owner signed in (its loads and navigations, requests other than
 * GET, failed answers, console errors): a sign-in that never reaches the panel says what happened.
 */
export function recordSignIn(page: Page): { stop: () => string } {
  const started = Date.now()
  const events: string[] = []
  const note = (event: string) => events.push(`${Date.now() - started} ms ${event}`)
  const onNavigation = (frame: Frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`)
  }
  const onRequest = (request: Request) => {
    if (request.method() !== 'GET') note(`${request.method()} ${request.url()}`)
  }
  const onResponse = (response: Response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.url()}`)
  }
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') note(`console: ${message.text()}`)
  }
  page.on('framenavigated', onNavigation)
  page.on('request', onRequest)
  page.on('response', onResponse)
  page.on('console', onConsole)
  return {
    stop: () => {
      page.off('framenavigated', onNavigation)
      page.off('request', onRequest)
      page.off('response', onResponse)
      page.off('console', onConsole)
      return events.join('\n')
    },
  }
}

/** Signs in through the form and opens `path`; a sign-in that fails says what the page did. */
export async function signInAndOpen(page: Page, path: string) {
  const record = recordSignIn(page)
  try {
    await signIn(page)
    await page.waitForURL('**/admin')
  } catch (error) {
    throw new Error(`The owner's sign-in did not reach /admin:\n${record.stop()}`, { cause: error })
  }
  record.stop()
  await page.goto(path)
}

type OwnerWindows = {
  ownerWindow: (width: number, options?: { signedIn?: boolean }) => Promise<BrowserContext>
}

/** For a file that only looks at her screens: it runs on the visitors' stack. */
export const lookingTest = fixturesTest.extend<OwnerWindows>({
  ownerWindow: async ({ browser, task }, use) => {
    const opened: BrowserContext[] = []
    await use(async (width, { signedIn = false } = {}) => {
      const session = signedIn ? inject('ownerSession') : undefined
      const context = await ownerContext(browser, width, session)
      opened.push(context)
      return context
    })
    for (const context of opened) {
      if (task.result?.state === 'fail') {
        for (const page of context.pages()) {
          await screenshot(page, 'failures', task.name, page.url()).catch(() => {})
        }
      }
      await context.close()
    }
  },
})

type OwnerPage = { ownerPage: (width: number, path: string) => Promise<Page> }

/** For a file that writes what the other files read: it runs in the owner's lane, on her stack. */
export const test = lookingTest.extend<OwnerPage>({
  // Signed in by the stored session, as her browser is after her first visit: the sign-in itself
  // is walked where it is the journey (admin.e2e, owner-loading, owner-toasts-and-fit, account).
  ownerPage: async ({ ownerWindow }, use) => {
    await use(async (width, path) => {
      const page = await (await ownerWindow(width, { signedIn: true })).newPage()
      await page.goto(path)
      return page
    })
  },
})
