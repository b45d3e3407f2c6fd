/**
 * The owner in the browser: her window at a width (a phone she drives by touch below 600 px) and
 * her sign-in on /auth, with the demo account unless told otherwise.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { DEMO_ADMIN } from '../local/db.ts'
import { MOBILE, site, viewportFor } from './fixtures.ts'

export { DEMO_ADMIN }

export function ownerContext(browser: Browser, width: number): Promise<BrowserContext> {
  const phone = width <= MOBILE
  return browser.newContext({
    baseURL: site.url,
    viewport: viewportFor(width),
    hasTouch: phone,
    isMobile: phone,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  })
}

/** Fills and sends the sign-in form; where it lands is the caller's to check. */
export async function signIn(
  page: Page,
  username: string = DEMO_ADMIN.username,
  password: string = DEMO_ADMIN.password,
) {
  await page.goto('/auth')
  await page.getByLabel('Usuario o correo electrónico').fill(username)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

/**
 * A new window of the owner's at `width`, signed in with the demo account and opened at `path`.
 * The caller closes its context.
 */
export async function signedInOwner(
  browser: Browser,
  width: number,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ownerContext(browser, width)
  const page = await context.newPage()
  await signIn(page)
  await page.waitForURL('**/admin')
  await page.goto(path)
  return { context, page }
}
