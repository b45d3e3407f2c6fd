/**
 * The owner's media library, in one signed-in browser: she sees where a picture is used, chooses
 * it for a new activity from the library, replaces it everywhere by dropping a new file on it,
 * is refused when deleting a file in use, deletes an unused one by keyboard and clears the unused
 * files she filtered; each change seen on the public site. axe at 1366 and 390 px.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import postgres from 'postgres'
import sharp from 'sharp'
import { afterAll, beforeAll, describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { expect, MOBILE, site, test, viewportFor } from './fixtures.ts'

const WIDE = 1366
const DEMO_ADMIN = { username: 'admin', password: 'bienestar-demo' }
/** Every file of this run carries it, so its searches never meet another test's files. */
const RUN = `biblio${Date.now().toString(36)}`

let browser: Browser
let context: BrowserContext
let page: Page
let sql: postgres.Sql
let token = ''
const uncaught: string[] = []

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  sql = postgres(site.dbUrl, { max: 2, prepare: false, onnotice: () => {} })
  context = await browser.newContext({
    baseURL: site.url,
    viewport: viewportFor(WIDE),
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  })
  context.on('page', (opened) =>
    opened.on('pageerror', (error) => uncaught.push(`${opened.url()}: ${error.message}`)),
  )
  page = await context.newPage()
  const login = await fetch(`${site.functionsUrl}/api/login`, {
    method: 'POST',
    headers: { apikey: site.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  token = ((await login.json()) as { session: { access_token: string } }).session.access_token
  await page.goto('/auth')
  await page.getByLabel('Usuario o correo electrónico').fill(DEMO_ADMIN.username)
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await page.waitForURL((address) => address.pathname === '/admin')
})

afterAll(async () => {
  await sql`delete from public.activities where title like ${`%${RUN}%`}`
  await browser?.close()
  await sql?.end({ timeout: 1 })
  expect(uncaught).toEqual([])
})

/** A real picture of one colour, as the owner's camera would not make it but a browser reads. */
function pictureOf(colour: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .webp()
    .toBuffer()
}

/** Puts a file in the images bucket as the owner's browser does after converting it. */
async function stored(name: string, bytes: Buffer) {
  const response = await fetch(`${site.apiUrl}/storage/v1/object/images/${name}`, {
    method: 'POST',
    headers: {
      apikey: site.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'image/webp',
    },
    body: new Uint8Array(bytes),
  })
  expect(response.status, await response.text()).toBe(200)
  return `${site.apiUrl}/storage/v1/object/public/images/${name}`
}

async function objectExists(name: string) {
  const rows =
    await sql`select 1 from storage.objects where bucket_id = 'images' and name = ${name}`
  return rows.length > 0
}

async function noAxeViolations(target: Page) {
  const { violations } = await new AxeBuilder({ page: target })
    .exclude('[data-scope="toast"]')
    .analyze()
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} -> ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    ),
  ).toEqual([])
}

async function auditScreen(name: string) {
  for (const width of [WIDE, MOBILE]) {
    await page.setViewportSize(viewportFor(width))
    await noAxeViolations(page)
    await screenshot(page, 'media-library', name, width)
  }
  await page.setViewportSize(viewportFor(WIDE))
}

/** A form control by its label, whether or not the label carries the required mark. */
function field(label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`))
}

async function openLibrary(search: string) {
  await page.goto('/admin/medios')
  await page.getByRole('heading', { name: 'Medios', level: 1 }).waitFor()
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(search)
}

function card(fileName: string) {
  return page.getByRole('listitem').filter({ hasText: fileName })
}

/** Whether the public activities page shows a picture whose address holds `stem`. */
async function activitiesShowPicture(stem: string) {
  const visitor = await context.newPage()
  try {
    await visitor.goto('/actividades')
    const picture = visitor.locator(`img[src*="${stem}"], img[srcset*="${stem}"]`).first()
    await picture.waitFor({ state: 'attached', timeout: 15_000 })
    return true
  } finally {
    await visitor.close()
  }
}

describe('the media library', () => {
  const first = `${RUN}-amanecer.webp`
  const second = `${RUN}-atardecer.webp`
  const title = `Retiro de silencio ${RUN}`

  test('the owner chooses a stored picture for a new activity, from the library', async () => {
    const address = await stored(`uploads/2026/${first}`, await pictureOf('#c9a227'))
    await page.goto('/admin/content-editor?type=activities')
    await page.getByRole('button', { name: 'Crear nuevo' }).click()
    await field('Título').fill(title)
    await field('Descripción').fill('Un fin de semana en silencio junto al mar.')
    await page.getByRole('button', { name: 'Elegir de la biblioteca' }).first().click()
    const picker = page.getByRole('dialog')
    await picker.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(RUN)
    await picker.getByRole('button', { name: `Elegir ${first}` }).waitFor()
    await screenshot(page, 'media-library', 'picker', WIDE)
    await noAxeViolations(page)
    await picker.getByRole('button', { name: `Elegir ${first}` }).click()
    await expect.poll(() => picker.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Crear', exact: true }).click()
    await expect
      .poll(
        async () =>
          (await sql`select image_url from public.activities where title = ${title}`)[0]?.image_url,
      )
      .toBe(address)
    expect(await activitiesShowPicture(first)).toBe(true)
  })

  test('the library shows where the picture is used, with a link to edit it', async () => {
    await openLibrary(RUN)
    const used = card(first)
    await used.getByText(`Actividad «${title}»`).waitFor()
    await expect.poll(() => used.getByText(/1200 × 800 px/).count()).toBe(1)
    await auditScreen('library')
    await used.getByRole('link', { name: `Actividad «${title}»` }).click()
    await expect.poll(() => page.url()).toContain('/admin/content-editor?type=activities')
  })

  test('dropping a new picture on it replaces it everywhere, and the old file goes', async () => {
    await openLibrary(RUN)
    await card(first).waitFor()
    const bytes = await pictureOf('#2a6f97')
    await card(first)
      .getByLabel(`Archivo nuevo para ${first}`)
      .evaluate(
        (input, dropped) => {
          const data = Uint8Array.from(atob(dropped.base64), (char) => char.charCodeAt(0))
          const transfer = new DataTransfer()
          transfer.items.add(new File([data], dropped.name, { type: 'image/webp' }))
          for (const type of ['dragenter', 'dragover', 'drop']) {
            input.dispatchEvent(
              new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
            )
          }
        },
        { base64: bytes.toString('base64'), name: second },
      )
    await page.getByText('Archivo reemplazado').waitFor({ timeout: 30_000 })
    const [row] = await sql`select image_url from public.activities where title = ${title}`
    expect(row.image_url).not.toContain(first)
    expect(await objectExists(`uploads/2026/${first}`)).toBe(false)
    const stem =
      new URL(row.image_url).pathname
        .split('/')
        .at(-1)
        ?.replace(/\.webp$/, '') ?? ''
    expect(await activitiesShowPicture(stem)).toBe(true)
  })

  test('a picture in use cannot be deleted: the library says where it is used', async () => {
    const [row] = await sql`select image_url from public.activities where title = ${title}`
    const name = new URL(row.image_url).pathname.split('/').at(-1) ?? ''
    await openLibrary(name)
    await card(name)
      .getByRole('button', { name: `Eliminar ${name}` })
      .click()
    await card(name)
      .getByRole('alert')
      .getByText(/No se puede eliminar: se usa en Actividad/)
      .waitFor()
    expect(await objectExists(new URL(row.image_url).pathname.split('/images/')[1])).toBe(true)
  })

  test('an unused picture is deleted by keyboard after the question', async () => {
    const loose = `${RUN}-suelta.webp`
    await stored(`uploads/2026/${loose}`, await pictureOf('#7a9e7e'))
    await openLibrary(loose)
    const remove = card(loose).getByRole('button', { name: `Eliminar ${loose}` })
    await remove.focus()
    await page.keyboard.press('Enter')
    const question = page.getByRole('alertdialog')
    await question.getByText('¿Eliminar este archivo?').waitFor()
    await question.getByRole('button', { name: 'Eliminar' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => objectExists(`uploads/2026/${loose}`)).toBe(false)
    await page.getByText('Ningún archivo coincide con el filtro.').waitFor()
  })

  test('"Eliminar archivos sin usar" says how many and how much first, then clears them', async () => {
    for (const colour of ['#111111', '#222222']) {
      await stored(`limpieza/${RUN}-${colour.slice(1)}.webp`, await pictureOf(colour))
    }
    await openLibrary(`limpieza/${RUN}`)
    await page.getByText('Sin usar', { exact: true }).first().click()
    const clear = page.getByRole('button', { name: /^Eliminar archivos sin usar \(2 · / })
    await clear.click()
    await page
      .getByRole('alertdialog')
      .getByText(/^2 archivos, /)
      .waitFor()
    await auditScreen('delete-unused-question')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
    await page.getByText('2 archivos eliminados').waitFor()
    const left = await sql`select 1 from storage.objects where name like ${`limpieza/${RUN}%`}`
    expect(left).toHaveLength(0)
  })
})
