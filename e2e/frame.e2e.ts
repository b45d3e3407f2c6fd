/**
 * The frame around the screens: the mobile drawer, the logo, the not-found screen, and the
 * admin's one menu (issue 39, item 6).
 */
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { MENU_LABEL } from '../web/src/admin/frame/frame-texts.ts'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE, settle } from './fixtures.ts'
import { signInAndOpen, lookingTest as test } from './owner.ts'
import { HEADER_LINKS, notFoundPage, whereIs } from './public-routes.ts'

describe('mobile drawer at 390 px', () => {
  test('opens on the menu button, holds every header link and Login, and closes on a link', async ({
    visit,
  }) => {
    const page = await visit('/nosotros', { width: MOBILE })
    const header = page.getByRole('banner')
    expect(await header.getByRole('link', { name: 'Terapias', exact: true }).isVisible()).toBe(
      false,
    )
    await header.getByRole('button', { name: /menú/i }).click()
    const drawer = page.getByRole('dialog')
    await drawer.waitFor({ state: 'visible' })
    for (const link of HEADER_LINKS) {
      const item = drawer.getByRole('link', { name: link.label, exact: true })
      expect(await item.getAttribute('href'), link.label).toBe(link.href)
    }
    expect(
      await drawer.getByRole('link', { name: 'Login', exact: true }).getAttribute('href'),
    ).toBe('/admin')
    await screenshot(page, 'frame', 'drawer-open', `${MOBILE}px`)
    await drawer.getByRole('link', { name: 'Nutrición', exact: true }).click()
    await expect.poll(() => whereIs(page)).toBe('/nutricion')
    await drawer.waitFor({ state: 'hidden' })
  })

  // /libros is an islands-only page: there the drawer works without the app around it.
  test('is keyboard operable: Enter opens it, focus stays inside, Escape closes it and returns focus', async ({
    visit,
  }) => {
    const page = await visit('/libros', { width: MOBILE })
    const menuButton = page.getByRole('banner').getByRole('button', { name: /menú/i })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog')
    await drawer.waitFor({ state: 'visible' })
    await expect
      .poll(() => drawer.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true)
    // Tabbing through more stops than the drawer has never leaves it.
    for (let step = 0; step < HEADER_LINKS.length + 4; step++) {
      await page.keyboard.press('Tab')
      expect(
        await drawer.evaluate((dialog) => dialog.contains(document.activeElement)),
        `focus inside the drawer after ${step + 1} Tab`,
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    await expect
      .poll(() => menuButton.evaluate((button) => button === document.activeElement))
      .toBe(true)
    await menuButton.press('Enter')
    await drawer.waitFor({ state: 'visible' })
    const target = drawer.getByRole('link', { name: 'Recursos', exact: true })
    await target.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => whereIs(page)).toBe('/recursos')
    await drawer.waitFor({ state: 'hidden' })
  })
})

describe('header', () => {
  test('the logo on home scrolls smoothly back to the top and stays on home', async ({ visit }) => {
    const page = await visit('/', { width: DESKTOP })
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByRole('banner').getByRole('link').first().click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(whereIs(page)).toBe('/')
  })
})

describe('not-found screen', () => {
  test.for([MOBILE, DESKTOP])('an unknown path shows it at %i px', async (width, { visit }) => {
    const page = await visit('/esta-pagina-no-existe/de-verdad', {
      width,
      expectedErrors: [notFoundPage('/esta-pagina-no-existe/de-verdad')],
    })
    const heading = page.getByRole('heading', { level: 1 })
    await expect.poll(() => heading.textContent()).toBe('404 Page Not Found')
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    )
    await screenshot(page, 'frame', 'not-found', `${width}px`)
  })

  test("the page is titled '404 Page Not Found'", async ({ visit }) => {
    const page = await visit('/esta-pagina-no-existe', {
      expectedErrors: [notFoundPage('/esta-pagina-no-existe')],
    })
    await expect.poll(() => page.title()).toContain('404 Page Not Found')
  })
})

/** Every screen of the signed-in admin, by the address the menu leads to. */
const ADMIN_SCREENS = [
  '/admin',
  '/admin/content-editor?type=services',
  '/admin/albums-form',
  '/admin/medios',
  '/admin/papelera',
]

const SIGN_OUT = 'Cerrar sesión'

/** Opens an admin screen in her signed-in window and waits until its menu is drawn. */
async function openScreen(page: Page, path: string) {
  await page.goto(path)
  // Folded on a phone, the menu is out of the accessibility tree until opened.
  await page.locator(`nav[aria-label="${MENU_LABEL}"]`).waitFor({ state: 'attached' })
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await settle(page)
}

/** What the menu offers: each link with its address, then each button. */
function menuEntries(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: MENU_LABEL })
    .evaluate((nav) =>
      [...nav.querySelectorAll('a, button')].map((entry) =>
        entry instanceof HTMLAnchorElement
          ? `${entry.textContent} → ${entry.getAttribute('href')}`
          : (entry.textContent ?? ''),
      ),
    )
}

describe("the admin's one menu", () => {
  // One walk for both rules at 1280 px (the menu was walked once for its entries, again for its
  // button): the same screens, the same hands. Five screens and a sign-in: longer than one
  // journey. axe reads the menu with «Cerrar sesión» under the pointer on the first screen; the
  // screens themselves it reads on a desktop in admin.e2e (the dashboard, media, albums) and
  // owner-toasts-and-fit (every list, the Papelera's too).
  test('at 1280 px by mouse: every screen offers the same destinations, Cambiar contraseña and «Cerrar sesión», which is in view and free; axe is clean', {
    timeout: 180_000,
  }, async ({ ownerWindow }) => {
    // Her own sign-in: it ends in «Cerrar sesión», which ends the session it made on the server,
    // not the stored one the other tests share.
    const page = await (await ownerWindow(DESKTOP)).newPage()
    await signInAndOpen(page, ADMIN_SCREENS[0])
    const menus: Record<string, string[]> = {}
    for (const path of ADMIN_SCREENS) {
      await openScreen(page, path)
      menus[path] = await menuEntries(page)
      const signOut = page.getByRole('button', { name: SIGN_OUT, exact: true })
      await signOut.scrollIntoViewIfNeeded()
      await signOut.hover()
      // Nothing lies over it where the pointer is: a click there reaches the button.
      expect(
        await signOut.evaluate((button) => {
          const box = button.getBoundingClientRect()
          const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return button.contains(under)
        }),
        path,
      ).toBe(true)
      if (path === ADMIN_SCREENS[0]) await expectNoAxeViolation(page)
      if (path === '/admin' || path.startsWith('/admin/content-editor')) {
        await screenshot(page, 'frame', 'admin-menu', path, `${DESKTOP}px`)
      }
    }
    const first = menus[ADMIN_SCREENS[0]]
    expect(first).toEqual(
      expect.arrayContaining([
        'Vista general → /admin',
        'Actividades → /admin/content-editor?type=activities',
        'Álbumes y música → /admin/albums-form',
        'Medios → /admin/medios',
        'Papelera → /admin/papelera',
        'Configuración → /admin/content-editor?type=settings',
        'Cambiar contraseña',
        SIGN_OUT,
      ]),
    )
    for (const path of ADMIN_SCREENS) expect(menus[path], path).toEqual(first)
    await page.getByRole('button', { name: SIGN_OUT, exact: true }).click()
    await page.waitForURL('**/auth')
  })

  test('at 390 px by keyboard: the menu opens, axe is clean, Tab reaches «Cerrar sesión» on every screen', async ({
    ownerWindow,
  }) => {
    // Her own sign-in: it ends in «Cerrar sesión», which ends the session it made on the server,
    // not the stored one the other tests share.
    const page = await (await ownerWindow(MOBILE)).newPage()
    await signInAndOpen(page, ADMIN_SCREENS[0])
    for (const path of ADMIN_SCREENS) {
      await openScreen(page, path)
      const menuButton = page.getByRole('button', { name: 'Menú' })
      await menuButton.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true')
      await expectNoAxeViolation(page)
      if (path === '/admin' || path.startsWith('/admin/content-editor')) {
        await screenshot(page, 'frame', 'admin-menu-open', path, `${MOBILE}px`)
      }
      let reached = false
      for (let step = 0; step < 40 && !reached; step++) {
        await page.keyboard.press('Tab')
        reached = await page.evaluate(
          (name) => document.activeElement?.textContent === name,
          SIGN_OUT,
        )
      }
      expect(reached, `Tab reaches «${SIGN_OUT}» on ${path}`).toBe(true)
      if (path === ADMIN_SCREENS.at(-1)) {
        await page.keyboard.press('Enter')
        await page.waitForURL('**/auth')
      }
    }
  })
})
