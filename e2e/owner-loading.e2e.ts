/**
 * The owner's screens on a slow phone (issue 28): from the first paint the page says it is
 * loading, never a blank white page while its scripts arrive; once the screen is drawn that
 * indicator is gone. The sign-in is in /auth's HTML: its form shows and takes what she types
 * before any script has run, and keeps it (or sends it) once the scripts arrive. The app's
 * scripts are asked for only when needed: on her first interaction, or at once for a stored
 * session (web/src/lib/app-starter.ts). Moving to another screen whose code is still on its way,
 * the screen she leaves says so and takes no taps (web/src/admin/frame/admin-link.tsx).
 */
import type { Page, Route } from 'playwright-core'
import { LOGIN_FORM_ID } from '../web/src/admin/auth/prerendered-form.ts'
import { LEAVING_TEXT } from '../web/src/admin/frame/frame-texts.ts'
import { screenshot } from './artifacts.ts'
import {
  DESKTOP,
  expect,
  expectNoAxeViolation,
  MOBILE,
  site,
  test,
  viewportFor,
} from './fixtures.ts'
import { layoutShift } from './layout-shift.ts'
import { DEMO_ADMIN, ownerContext, signIn, signInAndOpen } from './owner.ts'

/** What the empty root draws after its spinner: the indicator's words, or 'none'. */
async function loadingText(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root')
    return root ? getComputedStyle(root, '::after').content : 'no root'
  })
}

test('an owner screen says it is loading from its first paint, before any script has run', async ({
  browser,
}) => {
  for (const width of [MOBILE, DESKTOP]) {
    for (const path of ['/admin']) {
      const context = await browser.newContext({ viewport: viewportFor(width) })
      const page = await context.newPage()
      // Scripts that never arrive: what a phone shows while they are on their way.
      await page.route(/\.js(\?|$)/, (route) => route.abort())
      await page.goto(`${site.url}${path}`)
      expect(await loadingText(page), `${path} at ${width} px`).toBe('"Cargando…"')
      await context.close()
    }
  }
})

test('the loading indicator is gone once the screen is drawn', async ({ browser }) => {
  const context = await browser.newContext({ viewport: viewportFor(MOBILE) })
  const page = await context.newPage()
  await page.goto(`${site.url}/auth`)
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor()
  expect(await loadingText(page)).toBe('none')
  await context.close()
})

/** Holds every script of the page back until `release()`: what a slow phone's network does. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(/\.js(\?|$)/, (route) => {
    if (released) void route.continue()
    else held.push(route)
  })
  return {
    release: async () => {
      released = true
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

async function typeSignIn(page: Page) {
  await page.getByLabel('Usuario o correo electrónico').fill(DEMO_ADMIN.username)
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password)
}

test('the sign-in form is in the HTML: it shows and takes typing before any script, and keeps it once live', async ({
  browser,
}) => {
  for (const width of [MOBILE, DESKTOP]) {
    const context = await ownerContext(browser, width)
    const page = await context.newPage()
    const scripts = await holdScripts(page)
    await page.goto('/auth', { waitUntil: 'commit' })
    const heading = page.getByRole('heading', { name: 'Acceso de administración' })
    await heading.waitFor()
    const button = page.getByRole('button', { name: 'Iniciar sesión' })
    const before = await button.boundingBox()
    await typeSignIn(page)
    await scripts.release()
    await page.locator(`#${LOGIN_FORM_ID}[data-live]`).waitFor()
    expect(await page.getByLabel('Usuario o correo electrónico').inputValue()).toBe(
      DEMO_ADMIN.username,
    )
    expect(await page.locator('input[name="password"]').inputValue()).toBe(DEMO_ADMIN.password)
    expect(await button.boundingBox(), `the button did not move at ${width} px`).toEqual(before)
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01)
    await expectNoAxeViolation(page)
    await button.click()
    await page.waitForURL('**/admin')
    await context.close()
  }
})

test('a sign-in sent before any script has run is sent once the scripts arrive', async ({
  browser,
}) => {
  for (const width of [MOBILE, DESKTOP]) {
    const context = await ownerContext(browser, width)
    const page = await context.newPage()
    const scripts = await holdScripts(page)
    await page.goto('/auth', { waitUntil: 'commit' })
    await typeSignIn(page)
    await page.locator('input[name="password"]').press('Enter')
    // Held by the page's own script: no page load with the fields in it.
    expect(await page.locator(`#${LOGIN_FORM_ID}[data-early-submit]`).count()).toBe(1)
    expect(page.url()).toBe(`${site.url}/auth`)
    await scripts.release()
    await page.waitForURL('**/admin')
    await context.close()
  }
})

/** The site's scripts the page has asked for so far. */
function scriptRequests(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(site.url)) {
      requested.push(new URL(request.url()).pathname)
    }
  })
  return requested
}

test('the sign-in asks for no script of the app before the owner interacts with it', async ({
  browser,
}) => {
  const context = await ownerContext(browser, MOBILE)
  const page = await context.newPage()
  const requested = scriptRequests(page)
  await page.goto('/auth', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor()
  expect(requested).toEqual([])
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0)
  await context.close()
})

test('focus in a field of the sign-in starts the app', async ({ browser }) => {
  const context = await ownerContext(browser, DESKTOP)
  const page = await context.newPage()
  const requested = scriptRequests(page)
  await page.goto('/auth', { waitUntil: 'networkidle' })
  await page.getByLabel('Usuario o correo electrónico').focus()
  await page.locator(`#${LOGIN_FORM_ID}[data-live]`).waitFor()
  expect(requested.length).toBeGreaterThan(0)
  // Focus stays where she put it while the form comes to life.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username')
  await context.close()
})

test('with a stored session the sign-in sends her on to /admin without any interaction', async ({
  browser,
}) => {
  const context = await ownerContext(browser, MOBILE)
  const first = await context.newPage()
  await signIn(first)
  await first.waitForURL('**/admin')
  await first.close()
  const page = await context.newPage()
  await page.goto('/auth')
  await page.waitForURL('**/admin')
  await context.close()
})

test('screenshots: /auth at 390 and 1280 px, as its HTML paints it and once live', async ({
  browser,
}) => {
  for (const width of [MOBILE, DESKTOP]) {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: viewportFor(width), javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(`${site.url}/auth`)
      if (javaScriptEnabled) {
        // A touch on the page's background: the app starts on the first interaction.
        await page.mouse.move(2, 2)
        await page.mouse.down()
        await page.mouse.up()
        await page.locator(`#${LOGIN_FORM_ID}[data-live]`).waitFor()
      }
      await page.getByRole('heading', { name: 'Acceso de administración' }).waitFor()
      await screenshot(page, 'owner-loading', 'auth', width, javaScriptEnabled ? 'js' : 'no-js')
      await context.close()
    }
  }
})

test('moving to a screen whose code is on its way: the one she leaves says so and takes no taps, by touch on a phone and by mouse on a laptop', async ({
  browser,
}) => {
  for (const width of [MOBILE, DESKTOP]) {
    const context = await ownerContext(browser, width)
    const page = await context.newPage()
    await signInAndOpen(page, '/admin')
    const title = page.getByRole('heading', { name: 'Panel de Administración', level: 1 })
    await title.waitFor()
    const scripts = await holdScripts(page)
    const menu = page.getByRole('button', { name: 'Menú' })
    const media = page.getByRole('link', { name: 'Medios', exact: true })
    if (width === MOBILE) {
      await menu.tap()
      await media.tap()
    } else {
      await media.click()
    }

    const leaving = page.getByRole('progressbar', { name: LEAVING_TEXT })
    await leaving.waitFor()
    // It fades in after a moment, so that a quick move shows nothing.
    const barShown = () =>
      leaving.evaluate((bar) => getComputedStyle(bar.parentElement ?? bar).opacity)
    await expect.poll(barShown).toBe('1')
    expect(await title.isVisible()).toBe(true)
    const frame = page.locator('[aria-busy="true"]')
    expect(await frame.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none')
    await screenshot(page, 'owner-loading', 'leaving-dashboard', width)
    await expectNoAxeViolation(page)
    // A tap on the screen she left does nothing: on a phone its menu stays closed.
    const box = await (width === MOBILE ? menu : title).boundingBox()
    if (!box) throw new Error('the screen she left is not drawn')
    if (width === MOBILE) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    if (width === MOBILE) expect(await menu.getAttribute('aria-expanded')).toBe('false')

    await scripts.release()
    await page.getByRole('heading', { name: 'Medios', level: 1 }).waitFor()
    expect(await leaving.count()).toBe(0)
    await context.close()
  }
})
