/**
 * Vista previa (issue 26, part 2). The owner saves a draft change to a published service by
 * keyboard on a phone and opens "Vista previa": the home page, drawn by the site's own screens,
 * shows the draft at 390 and 1280 px. By mouse on a laptop she previews what she has typed and not
 * saved. Meanwhile visitors (their page, the prerendered HTML, the API) still get the published
 * text.
 */

import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { ARTIFACTS_DIR, artifactName } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE, site } from './fixtures.ts'
import { test } from './owner.ts'

const RUN = Date.now().toString(36)
const PUBLISHED = `Servicio publicado ${RUN}`
const DRAFT = `Título en borrador ${RUN}`
const TYPED = `Descripción sin guardar ${RUN}`

/** What the owner sees: the preview covers the screen, so the viewport, not the whole page. */
const screenshot = (page: Page, name: string, width: number) =>
  page.screenshot({
    path: join(ARTIFACTS_DIR, 'owner-preview', `${artifactName(name, width)}.png`),
  })

const html = async (path: string) => (await fetch(`${site.url}${path}`)).text()

const previewOf = (page: Page) => page.frameLocator('iframe[title^="Vista previa"]')

describe('the owner previews a draft on the real page', () => {
  test('by keyboard on a phone: Guardar borrador, Vista previa at 390 and 1280 px, Cerrar', async ({
    ownerPage,
    sql,
  }) => {
    await sql`insert into public.services (title, description, icon) values (${PUBLISHED}, 'Ya visible', 'tag')`
    const page = await ownerPage(MOBILE, '/admin/content-editor?type=services')
    await page.getByRole('button', { name: `Editar: ${PUBLISHED}` }).focus()
    await page.keyboard.press('Enter')
    await page.getByLabel(/^Título/).focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(DRAFT)
    await page.getByRole('button', { name: 'Guardar borrador' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('Borrador guardado').first().isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Vista previa' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect
      .poll(() => dialog.getByText('así verán los visitantes este borrador').isVisible())
      .toBe(true)
    const preview = previewOf(page)
    await expect.poll(() => preview.getByText(DRAFT).isVisible(), { timeout: 20_000 }).toBe(true)
    expect(await preview.getByText(PUBLISHED).count()).toBe(0)
    await expect
      .poll(() =>
        preview.locator('html').evaluate((root) => root.ownerDocument.defaultView?.innerWidth),
      )
      .toBe(MOBILE)
    // The sections above the item's draw placeholders, then their lists: once the page has
    // stopped growing, the item is still where the preview opened, in the frame's view.
    const pageHeight = () => preview.locator('html').evaluate((root) => root.scrollHeight)
    let lastHeight = -1
    await expect
      .poll(
        async () => {
          const height = await pageHeight()
          const settled = height === lastHeight
          lastHeight = height
          return settled
        },
        { timeout: 30_000, interval: 1_500 },
      )
      .toBe(true)
    expect(
      await preview.getByText(DRAFT).evaluate((item) => {
        const { top, bottom } = item.getBoundingClientRect()
        return top >= 0 && bottom <= (item.ownerDocument.defaultView?.innerHeight ?? 0)
      }),
    ).toBe(true)
    await screenshot(page, 'vista-previa', MOBILE)
    await expectNoAxeViolation(page)

    await dialog.getByRole('button', { name: 'Escritorio (1280 px)' }).focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(() =>
        dialog.getByRole('button', { name: 'Escritorio (1280 px)' }).getAttribute('aria-pressed'),
      )
      .toBe('true')
    await expect
      .poll(() => previewOf(page).getByText(DRAFT).isVisible(), { timeout: 20_000 })
      .toBe(true)
    await expect
      .poll(() =>
        previewOf(page)
          .locator('html')
          .evaluate((root) => root.ownerDocument.defaultView?.innerWidth),
      )
      .toBe(DESKTOP)
    await screenshot(page, 'vista-previa-escritorio-en-movil', MOBILE)

    await dialog.getByRole('button', { name: 'Cerrar' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.count()).toBe(0)
  })

  test('by mouse on a laptop: what she typed and has not saved, at both widths', async ({
    ownerPage,
  }) => {
    const page = await ownerPage(DESKTOP, '/admin/content-editor?type=services')
    await page.getByRole('button', { name: new RegExp(`^Editar: .*${RUN}`) }).click()
    await page.getByLabel(/^Descripción/).fill(TYPED)
    await page.getByRole('button', { name: 'Vista previa' }).click()
    const dialog = page.getByRole('dialog')
    await expect
      .poll(() => dialog.getByText('Con lo que has escrito en el formulario').isVisible())
      .toBe(true)
    await expect
      .poll(() => previewOf(page).getByText(TYPED).isVisible(), { timeout: 20_000 })
      .toBe(true)
    expect(await previewOf(page).getByText(DRAFT).count()).toBe(1)
    // On a laptop it opens at a laptop's width.
    await expect
      .poll(() =>
        previewOf(page)
          .locator('html')
          .evaluate((root) => root.ownerDocument.defaultView?.innerWidth),
      )
      .toBe(DESKTOP)
    await screenshot(page, 'vista-previa', DESKTOP)
    await expectNoAxeViolation(page)

    await dialog.getByRole('button', { name: 'Móvil (390 px)' }).click()
    await expect
      .poll(() => previewOf(page).getByText(TYPED).isVisible(), { timeout: 20_000 })
      .toBe(true)
    await expect
      .poll(() =>
        previewOf(page)
          .locator('html')
          .evaluate((root) => root.ownerDocument.defaultView?.innerWidth),
      )
      .toBe(MOBILE)
    await screenshot(page, 'vista-previa-movil-en-escritorio', DESKTOP)
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
  })

  test('visitors still get the published text: their page, the prerendered HTML and the API', async ({
    visit,
  }) => {
    await expect
      .poll(async () => (await html('/')).includes(PUBLISHED), { timeout: 90_000, interval: 1_000 })
      .toBe(true)
    const home = await html('/')
    expect(home).not.toContain(DRAFT)
    expect(home).not.toContain(TYPED)
    const services = (await (await fetch(`${site.url}/api/services`)).json()) as {
      title: string
      draft: unknown
    }[]
    const service = services.find((each) => each.title === PUBLISHED)
    expect(service?.draft).toBeNull()
    expect(JSON.stringify(services)).not.toContain(DRAFT)

    const page = await visit('/#servicios', { width: MOBILE })
    await expect.poll(() => page.getByText(PUBLISHED).first().isVisible()).toBe(true)
    expect(await page.getByText(DRAFT).count()).toBe(0)
  })
})
