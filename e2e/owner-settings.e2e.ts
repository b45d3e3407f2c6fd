/**
 * The owner sets the four form addresses in Configuración → Formularios (by keyboard on a phone,
 * by mouse on a laptop), and each form page frames her form in its HTML once the pages are
 * prerendered again. What the pages show before she does is in e2e/settings-in-html.e2e.ts.
 */
import { describe } from 'vitest'
import { SITE_SETTINGS } from '../edge-functions/_shared/resources/site-settings.ts'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, MOBILE, site } from './fixtures.ts'
import { test } from './owner.ts'

const FORM_PAGES = [
  { path: '/contacto', key: 'contact_form_url' },
  { path: '/colaboracion-trabajo', key: 'collaboration_form_url' },
  { path: '/inscripcion/crisis-cielo', key: 'enrolment_crisis_cielo_form_url' },
  { path: '/inscripcion/hooponopono', key: 'enrolment_hooponopono_form_url' },
] as const

const formAddress = (key: string) => `https://docs.google.com/forms/d/e/${key}/viewform`

describe('the owner sets the four form addresses in Configuración → Formularios', () => {
  test('by keyboard on a phone: a wrong address is refused, naming the services', async ({
    ownerPage,
    sql,
  }) => {
    const page = await ownerPage(MOBILE, '/admin/content-editor?type=settings')
    await page.getByRole('tab', { name: 'Formularios' }).waitFor()
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
    ownerPage,
    visit,
    sql,
  }) => {
    const page = await ownerPage(DESKTOP, '/admin/content-editor?type=settings')
    await page.getByRole('tab', { name: 'Formularios' }).waitFor()
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
        expect((await frame.boundingBox())?.height).toBe(800)
        expect(await frame.getAttribute('sandbox')).toContain('allow-forms')
        expect(await frame.getAttribute('title')).toBeTruthy()
        await screenshot(visitor, 'owner-settings', path, 'con-formulario', width)
      }
    }
    await sql`update public.site_settings set value = '' where key like '%_form_url'`
  })
})

describe('a save of Configuración is one write', () => {
  test('by mouse on a laptop: the new holder and NIF go in one request, and /aviso-legal shows both', async ({
    ownerPage,
    sql,
  }) => {
    const before = await sql`
      select key, value from public.site_settings
      where key in ('legal_holder_name', 'legal_tax_id')`
    const holder = 'Centro Bienestar Requena S.L.'
    const taxId = 'B02345678'
    try {
      const page = await ownerPage(DESKTOP, '/admin/content-editor?type=settings')
      const writes: string[] = []
      page.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/api/site-settings')) {
          writes.push(`${request.method()} ${new URL(request.url()).pathname}`)
        }
      })
      await page.getByRole('tab', { name: 'Datos legales' }).click()
      await page.getByLabel(SITE_SETTINGS.legal_holder_name.label).fill(holder)
      await page.getByLabel(SITE_SETTINGS.legal_tax_id.label).fill(taxId)
      await page.getByRole('button', { name: 'Guardar configuración' }).click()
      await expect
        .poll(() => page.getByText('Configuración actualizada').first().isVisible())
        .toBe(true)
      expect(writes).toEqual(['PUT /api/site-settings'])
      await expect
        .poll(
          async () => {
            const html = await (await fetch(`${site.url}/aviso-legal`)).text()
            return html.includes(holder) && html.includes(taxId)
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true)
    } finally {
      for (const key of ['legal_holder_name', 'legal_tax_id']) {
        const row = before.find((setting) => setting.key === key)
        if (row) await sql`update public.site_settings set value = ${row.value} where key = ${key}`
        else await sql`delete from public.site_settings where key = ${key}`
      }
    }
  })
})
