/**
 * Issue 28, parts 4 and 5: the owner's toasts tell the truth (a toast belongs to the screen and
 * the try that raised it, the newest replaces the older, none covers a form's buttons, a conflict
 * is said once), and nothing on her screens is clipped, at 390 px by keyboard and touch and at
 * 1366 px by mouse; each list is axe clean and, on a phone, a card per row with nothing behind a
 * sideways scroll (issue 28, part 2); a row she drags stays below the table's header.
 */
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { expect, expectNoAxeViolation, MOBILE, settle } from './fixtures.ts'
import { textOverflows } from './overflow.ts'
import { signInAndOpen, test } from './owner.ts'

const LAPTOP = 1366

/** The lists, each a table on a laptop and a card per row on a phone. */
const LISTS = [
  '/admin/content-editor?type=activities',
  '/admin/content-editor?type=services',
  '/admin/content-editor?type=products',
  '/admin/content-editor?type=testimonials',
  '/admin/content-editor?type=videos',
  '/admin/content-editor?type=books',
  '/admin/content-editor?type=promotions',
  '/admin/content-editor?type=hero',
  '/admin/albums-form',
  '/admin/papelera',
]

/** Every screen of hers: the lists and the screens that are no list. */
const SCREENS = [
  '/admin',
  ...LISTS,
  '/admin/content-editor?type=settings',
  '/admin/content-editor?type=carousel-backgrounds',
  '/admin/content-editor?type=cta',
  '/admin/medios',
]

const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]')
const toastTexts = (page: Page) => toasts(page).allInnerTexts()

/** The screen has drawn its data: its heading is there and nothing is still loading. */
async function screenReady(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await settle(page)
  await expect.poll(() => page.getByText('Cargando', { exact: false }).count()).toBe(0)
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The shown toast covers none of the buttons that end the form (Cancelar, Guardar...). */
async function toastClearOfButtons(page: Page) {
  const toast = await toasts(page).first().boundingBox()
  expect(toast).not.toBeNull()
  const buttons = page.locator('form button[type="submit"]').locator('xpath=..').locator('button')
  for (let index = 0; index < (await buttons.count()); index++) {
    const button = await buttons.nth(index).boundingBox()
    if (toast && button) expect(overlaps(toast, button)).toBe(false)
  }
}

describe("the owner's screens: toasts that tell the truth, nothing clipped", () => {
  for (const width of [MOBILE, LAPTOP]) {
    // One walk through every screen for both rules (owner-lists had its own walk of the lists):
    // fourteen screens, the lists each checked by axe, longer than one journey.
    test(`every admin screen at ${width} px: no text overflows its box; each list is axe clean with nothing behind a sideways scroll on a phone`, {
      timeout: 300_000,
    }, async ({ ownerPage }) => {
      const page = await ownerPage(width, '/admin')
      const found: Record<string, unknown> = {}
      for (const path of SCREENS) {
        await page.goto(path)
        await screenReady(page)
        const overflows = await textOverflows(page)
        if (overflows.length > 0) found[path] = overflows
        if (!LISTS.includes(path)) continue
        // A card per row on a phone: nothing behind a sideways scroll.
        if (width === MOBILE) {
          const wide = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth + 1,
          )
          expect(wide, path).toBe(false)
        }
        await expectNoAxeViolation(page)
        await screenshot(page, 'owner-lists', `${path}-${width}`)
      }
      expect(found).toEqual({})
    })
  }

  test('by keyboard on a phone: a failed sign-in is forgotten once she signs in', async ({
    ownerWindow,
  }) => {
    const page = await (await ownerWindow(MOBILE)).newPage()
    await page.goto('/auth')
    await page.getByLabel('Usuario o correo electrónico').focus()
    await page.keyboard.type('admin')
    await page.keyboard.press('Tab')
    await page.keyboard.type('no-es-la-clave')
    await page.keyboard.press('Enter')
    await expect.poll(() => toastTexts(page)).toEqual([expect.stringContaining('Login fallido')])
    await page.locator('input[name="password"]').focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('bienestar-demo')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin')
    await screenReady(page)
    expect((await toastTexts(page)).join(' ')).not.toContain('Login fallido')
  })

  test('by touch on a phone: a saved form says so clear of its buttons, and leaving takes it away', async ({
    ownerWindow,
  }) => {
    // Her own sign-in: signing out at the end ends the session it made, not the stored one the
    // other tests share.
    const page = await (await ownerWindow(MOBILE)).newPage()
    await signInAndOpen(page, '/admin/content-editor?type=services')
    await screenReady(page)
    await page
      .getByRole('button', { name: /^Editar: / })
      .first()
      .tap()
    await page.getByRole('button', { name: 'Guardar cambios' }).tap()
    await expect
      .poll(() => toastTexts(page))
      .toEqual([expect.stringContaining('Servicio actualizado correctamente')])
    await toastClearOfButtons(page)
    await screenshot(page, 'owner-toasts', 'guardado', MOBILE)
    await page.getByRole('button', { name: 'Menú' }).tap()
    await page.getByRole('link', { name: 'Vista general' }).tap()
    await page.waitForURL('**/admin')
    // The address changes at once; the editor stays drawn until the dashboard's code has arrived,
    // and a menu opened on it would close with it.
    await page.locator('nav[aria-label="Panel de administración"]').waitFor({ state: 'attached' })
    // The saved service's toast belonged to the editor she left.
    await expect.poll(() => toastTexts(page)).toEqual([])
    await page.getByRole('button', { name: 'Menú' }).tap()
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).tap()
    await page.waitForURL('**/auth')
    await expect.poll(() => toastTexts(page)).toEqual([expect.stringContaining('Sesión cerrada')])
  })

  test('by mouse on a laptop: a conflict is said once, by its banner, and no toast covers a button', async ({
    ownerPage,
    sql,
  }) => {
    const page = await ownerPage(LAPTOP, '/admin/content-editor?type=services')
    await screenReady(page)
    const [first] = await sql<{ id: number; title: string }[]>`
      select id, title from public.services order by sort_order, id limit 1`
    await page.getByRole('button', { name: `Editar: ${first.title}` }).click()
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect
      .poll(() => toastTexts(page))
      .toEqual([expect.stringContaining('Servicio actualizado correctamente')])
    await toastClearOfButtons(page)
    await screenshot(page, 'owner-toasts', 'guardado', LAPTOP)
    // Someone saves the same service elsewhere meanwhile.
    await sql`update public.services set updated_at = now() + interval '1 minute'
      where id = ${first.id}`
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect
      .poll(() => page.getByText('Este elemento ha cambiado en otro lugar').count())
      .toBe(1)
    await page.waitForTimeout(500)
    // Neither a toast to try again nor the last save's "actualizado" beside the refusal.
    expect(await toastTexts(page)).toEqual([])
    await screenshot(page, 'owner-toasts', 'conflicto', LAPTOP)
  })

  test('by mouse on a laptop: a dragged row stays below the table header', async ({
    ownerPage,
  }) => {
    const page = await ownerPage(LAPTOP, '/admin/content-editor?type=services')
    await screenReady(page)
    const handle = page.getByRole('button', { name: /^Mover: / }).first()
    const header = await page.locator('thead').first().boundingBox()
    const start = await handle.boundingBox()
    if (!header || !start) throw new Error('La tabla no se ha dibujado')
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(start.x + start.width / 2, start.y - step * 30)
    }
    const dragged = await page.locator('tbody tr').first().boundingBox()
    await screenshot(page, 'owner-fit', 'arrastre', LAPTOP)
    await page.mouse.up()
    expect(dragged?.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
  })
})
