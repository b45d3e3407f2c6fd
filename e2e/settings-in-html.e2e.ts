/**
 * What the owner sets is in the pages' HTML, as visitors get it: nothing drawn from the settings
 * or the home sections' backgrounds changes after load, each home section with a page of its own
 * links to it, and the form pages show the centre's e-mail, phone and WhatsApp while no form is
 * set, where the floating chat button does not cover them. (Reads only: a visitors' file.)
 */
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, islandsSettled, MOBILE, test } from './fixtures.ts'
import { ROUTE_CASES } from './public-routes.ts'

const FORM_PAGES = [
  '/contacto',
  '/colaboracion-trabajo',
  '/inscripcion/crisis-cielo',
  '/inscripcion/hooponopono',
] as const

/** The demo's contact settings, as the seed stores them. */
async function contactSettings(sql: import('postgres').Sql) {
  const rows = await sql<{ key: string; value: string }[]>`
    select key, value from public.site_settings
    where key in ('contact_email', 'contact_phone', 'chat_phone')`
  return Object.fromEntries(rows.map((row) => [row.key, row.value]))
}

/** Whether `link`, scrolled into the middle of the screen, is what a finger there would touch. */
async function reachable(page: Page, selector: string) {
  const link = page.locator(selector).first()
  await link.scrollIntoViewIfNeeded()
  return link.evaluate((element) => {
    // A link wrapped over two lines: its first line.
    const box = element.getClientRects()[0]
    const points = [
      [box.left + 2, box.top + box.height / 2],
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.right - 2, box.top + box.height / 2],
    ]
    return points.every(([x, y]) => {
      const touched = document.elementFromPoint(x, y)
      return touched !== null && (touched === element || element.contains(touched))
    })
  })
}

/** Every public page that stays where it is (the redirect pages move on), and one of each kind. */
const STILL_PAGES = [
  ...ROUTE_CASES.filter((route) => !route.expect.landsOn).map((route) => route.path),
  '/album/1',
  '/actividades/1',
]

function headingsOf(page: Page) {
  return page
    .locator('h1, h2, h3, h4')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''))
}

// Once every island near the viewport is live and the network quiet, nothing is left that could
// change a heading by itself: the page is compared then, not after a fixed 5 s.
test.for(STILL_PAGES)(
  '%s: the headings without JavaScript are the headings once the islands have settled',
  async (path, { visit }) => {
    const [bare, live] = await Promise.all([
      visit(path, { javaScript: false }),
      visit(path, { settle: false }),
    ])
    await islandsSettled(live)
    expect(await headingsOf(live)).toEqual(await headingsOf(bare))
  },
)

const WHOLE_LISTS = [
  { section: 'actividades', to: '/actividades', label: 'Ver todas las actividades' },
  { section: 'productos', to: '/productos', label: 'Ver todos los productos' },
  { section: 'libros', to: '/libros', label: 'Ver todos los libros' },
  { section: 'musica', to: '/musica', label: 'Ver toda la música' },
] as const

test.for([MOBILE, DESKTOP])(
  'each home section whose whole list has a page links to it, at %i px',
  async (width, { visit }) => {
    const page = await visit('/', { width, javaScript: false })
    for (const { section, to, label } of WHOLE_LISTS) {
      const link = page.locator(`#${section} a[href="${to}"]`, { hasText: label })
      expect(await link.count(), `${label} in #${section}`).toBe(1)
    }
    await page.locator('#musica').scrollIntoViewIfNeeded()
    await screenshot(page, 'owner-settings', 'inicio-musica', width)
  },
)

describe.for([MOBILE, DESKTOP])('form pages without a form, at %i px', (width) => {
  test.for(FORM_PAGES)(
    '%s shows e-mail, phone and WhatsApp in its HTML, nothing covering them',
    async (path, { visit, sql }) => {
      const contact = await contactSettings(sql)
      const page = await visit(path, { width, javaScript: false })
      expect(await page.locator('iframe').count()).toBe(0)
      expect(await page.getByText('Cargando el formulario…').count()).toBe(0)
      await expect
        .poll(() => page.getByText('El formulario no está disponible en este momento').isVisible())
        .toBe(true)
      const mail = `a[href="mailto:${contact.contact_email}"]`
      const phone = `main a[href="tel:${contact.contact_phone.replace(/[^\d+]/g, '')}"]`
      const chat = `main a[href="https://wa.me/${contact.chat_phone.replace(/\D/g, '')}"]`
      for (const selector of [mail, phone, chat]) {
        expect(await reachable(page, selector), `${selector} on ${path}`).toBe(true)
      }
      await screenshot(page, 'owner-settings', path, 'sin-formulario', width)
    },
  )
})
