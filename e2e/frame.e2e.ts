/** The frame around the screens: the mobile drawer, the logo, the not-found screen. */
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, MOBILE, test } from './fixtures.ts'
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
