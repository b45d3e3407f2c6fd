/**
 * What the owner sets reaches the site's HTML: the form pages show the centre's e-mail, phone and
 * WhatsApp until she sets a form's address, and the form once she has (Configuración →
 * Formularios, by keyboard on a phone and by mouse on a laptop); the legal pages name her;
 * nothing drawn from the settings changes after the page has loaded.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe } from 'vitest'
import { SITE_SETTINGS } from '../edge-functions/_shared/resources/site-settings.ts'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, MOBILE, site, test, viewportFor } from './fixtures.ts'
import { ROUTE_CASES } from './public-routes.ts'

const FORM_PAGES = [
  { path: '/contacto', key: 'contact_form_url' },
  { path: '/colaboracion-trabajo', key: 'collaboration_form_url' },
  { path: '/inscripcion/crisis-cielo', key: 'enrolment_crisis_cielo_form_url' },
  { path: '/inscripcion/hooponopono', key: 'enrolment_hooponopono_form_url' },
] as const

const formAddress = (key: string) => `https://docs.google.com/forms/d/e/${key}/viewform`

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

test.for(STILL_PAGES)(
  '%s: the headings without JavaScript are the headings 5 s after load',
  async (path, { visit }) => {
    const bare = await headingsOf(await visit(path, { javaScript: false }))
    const live = await visit(path)
    await live.waitForTimeout(5_000)
    expect(await headingsOf(live)).toEqual(bare)
  },
)

describe.for([MOBILE, DESKTOP])('form pages without a form, at %i px', (width) => {
  test.for(FORM_PAGES)(
    '$path shows e-mail, phone and WhatsApp in its HTML, nothing covering them',
    async ({ path }, { visit, sql }) => {
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

describe('the owner sets the four form addresses in Configuración → Formularios', () => {
  const contexts: BrowserContext[] = []
  afterAll(async () => {
    for (const context of contexts) await context.close()
  })

  async function signedIn(browser: import('playwright-core').Browser, width: number) {
    const context = await browser.newContext({
      baseURL: site.url,
      viewport: viewportFor(width),
      hasTouch: width === MOBILE,
      isMobile: width === MOBILE,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    })
    contexts.push(context)
    const page = await context.newPage()
    await page.goto('/auth')
    await page.getByLabel('Usuario o correo electrónico').fill('admin')
    await page.locator('input[name="password"]').fill('bienestar-demo')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await page.waitForURL('**/admin')
    await page.goto('/admin/content-editor?type=settings')
    await page.getByRole('tab', { name: 'Formularios' }).waitFor()
    return page
  }

  test('by keyboard on a phone: a wrong address is refused, naming the services', async ({
    browser,
    sql,
  }) => {
    const page = await signedIn(browser, MOBILE)
    await page.getByRole('tab', { name: 'Llamada a la acción' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByRole('tab', { name: 'Formularios' }).getAttribute('aria-selected'))
      .toBe('true')
    const contactForm = page.getByLabel(SITE_SETTINGS.contact_form_url.label)
    await contactForm.focus()
    await page.keyboard.type('https://evil.example/formulario')
    await page.getByRole('button', { name: 'Guardar configuración' }).focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByText('Google Forms (docs.google.com)').first().isVisible())
      .toBe(true)
    await screenshot(page, 'owner-settings', 'formularios-error', MOBILE)
    const [stored] =
      await sql`select value from public.site_settings where key = 'contact_form_url'`
    expect(stored.value).toBe('')

    await contactForm.focus()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(formAddress('contact_form_url'))
    await page.getByRole('button', { name: 'Guardar configuración' }).focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(async () => {
        const [row] =
          await sql`select value from public.site_settings where key = 'contact_form_url'`
        return row.value
      })
      .toBe(formAddress('contact_form_url'))
  })

  test('by mouse on a laptop, then every form page frames its form in the HTML', async ({
    browser,
    visit,
    sql,
  }) => {
    const page = await signedIn(browser, DESKTOP)
    await page.getByRole('tab', { name: 'Formularios' }).click()
    for (const { key } of FORM_PAGES) {
      await page.getByLabel(SITE_SETTINGS[key].label).fill(formAddress(key))
    }
    await screenshot(page, 'owner-settings', 'formularios', DESKTOP)
    await page.getByRole('button', { name: 'Guardar configuración' }).click()
    await expect
      .poll(() => page.getByText('Configuración actualizada').first().isVisible())
      .toBe(true)

    for (const { path, key } of FORM_PAGES) {
      await expect
        .poll(
          async () => {
            const html = await (await fetch(`${site.url}${path}`)).text()
            return html.includes(`src="${formAddress(key)}"`)
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true)
      for (const width of [MOBILE, DESKTOP]) {
        const visitor = await visit(path, { width, javaScript: false })
        const frame = visitor.locator('iframe')
        expect(await frame.getAttribute('src')).toBe(formAddress(key))
        expect(await frame.getAttribute('height')).toBe('800')
        await screenshot(visitor, 'owner-settings', path, 'con-formulario', width)
      }
    }
    await sql`update public.site_settings set value = '' where key like '%_form_url'`
  })
})
