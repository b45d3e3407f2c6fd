/**
 * The owner's sign-in through the /auth form, and the session it leaves in her browser. Free of
 * the test fixtures (whose module reads the injected site), so e2e/global-setup.ts can sign her in
 * once per stack and every owner test can open her screens already signed in.
 */
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { DEMO_ADMIN } from '../local/db.ts'
import { LIVE_FORM_ATTRIBUTE, LOGIN_FORM_ID } from '../web/src/admin/auth/prerendered-form.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

/** What Playwright keeps of a signed-in window: her cookies and each origin's localStorage. */
export type OwnerSession = Awaited<ReturnType<BrowserContext['storageState']>>

/** Fills and sends the sign-in form; where it lands is the caller's to check. */
export async function signIn(
  page: Page,
  username: string = DEMO_ADMIN.username,
  password: string = DEMO_ADMIN.password,
) {
  await page.goto('/auth')
  // The app starts on the first touch (web/src/lib/app-starter.ts). Typing while it starts was
  // seen lost once in owner-history (fields emptied, no message) and not since, in 46 tries (the
  // CPU slowed 4-8 x, the app's chunks held back, the site rebuilding meanwhile; issue 28);
  // owner-loading keeps typing before the app is live. The owner tests sign in once it is.
  const usernameField = page.getByLabel('Usuario o correo electrónico')
  await usernameField.focus()
  await page.locator(`#${LOGIN_FORM_ID}[${LIVE_FORM_ATTRIBUTE}]`).waitFor()
  await usernameField.fill(username)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

/**
 * The demo admin signed in once through the form on `siteUrl`, as a browser keeps it. Every test
 * that opens her screens with it shares one Auth session: a test that signs out (which ends the
 * session on the server, even with scope local) signs in on its own. The access token lives an
 * hour (local/auth.ts), longer than the suite.
 */
export async function ownerSessionFor(siteUrl: string): Promise<OwnerSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  })
  try {
    const context = await browser.newContext({ baseURL: siteUrl, locale: 'es-ES' })
    const page = await context.newPage()
    await signIn(page)
    await page.waitForURL('**/admin', { timeout: 120_000 })
    return await context.storageState()
  } finally {
    await browser.close()
  }
}
