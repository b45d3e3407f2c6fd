/**
 * The owner's journeys through the admin area, in one signed-in browser context: the guard, signing
 * in through /auth, every list type created, edited, seen on the public site and deleted, lists put
 * in order (by keyboard, by dragging, by the Subir / Bajar buttons) and seen in that order on the
 * public site, a stale edit, a refused form, a dirty form left, signing out, and axe on every
 * admin screen.
 */
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import postgres from 'postgres'
import sharp from 'sharp'
import { afterAll, beforeAll, describe } from 'vitest'
import {
  activities,
  books,
  heroContent,
  products,
  promotions,
  services,
  testimonials,
  videos,
} from '../edge-functions/_shared/index.ts'
import type { ResourceDefinition } from '../edge-functions/_shared/resource.ts'
import { createUser } from '../local/db.ts'
import { shortName } from '../web/src/admin/media-library/library-queries.ts'
import { screenshot } from './artifacts.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import {
  DESKTOP,
  expect,
  expectNoAxeViolation,
  MOBILE,
  motionFinished,
  site,
  viewportFor,
} from './fixtures.ts'
import { DEMO_ADMIN, ownerContext, recordSignIn, signIn, test } from './owner.ts'

const WIDE = 1366
const RUN = Date.now().toString(36)

let browser: Browser
let context: BrowserContext
let page: Page
let sql: postgres.Sql
/** Uncaught exceptions on the owner's pages; refused requests (401, 409, 422) are expected here. */
const uncaught: string[] = []

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  sql = postgres(site.dbUrl, { max: 2, prepare: false, onnotice: () => {} })
  context = await newContext()
  page = await context.newPage()
})

afterAll(async () => {
  await browser?.close()
  await sql?.end({ timeout: 1 })
  expect(uncaught).toEqual([])
})

/** A browser window of the owner's: wide, or a phone she drives by touch. */
async function newContext({ phone = false } = {}) {
  const created = await ownerContext(browser, phone ? MOBILE : WIDE)
  created.on('page', (opened) =>
    opened.on('pageerror', (error) => uncaught.push(`${opened.url()}: ${error.message}`)),
  )
  return created
}

function pathOf(target: Page) {
  return new URL(target.url()).pathname
}

/**
 * Lists fetched and fades and moves finished: colours mid-fade are not the ones the owner reads.
 */
async function motionSettled(target: Page) {
  await target.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
  await motionFinished(target)
  await target.waitForFunction(() =>
    [...document.querySelectorAll('main li, [role="dialog"] li')].every(
      (item) => getComputedStyle(item).opacity === '1',
    ),
  )
}

async function noAxeViolations(target: Page) {
  await motionSettled(target)
  await expectNoAxeViolation(target)
}

/** axe at both widths, with a screenshot at each, then back to the wide window. */
async function auditScreen(name: string) {
  for (const width of [WIDE, MOBILE]) {
    await page.setViewportSize(viewportFor(width))
    await noAxeViolations(page)
    await screenshot(page, 'admin', name, width)
  }
  await page.setViewportSize(viewportFor(WIDE))
}

/** Answers the page's next dialog; the returned list receives its question. */
function answerNextDialog(answer: 'accept' | 'dismiss'): string[] {
  const questions: string[] = []
  page.once('dialog', (dialog) => {
    questions.push(dialog.message())
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss())
  })
  return questions
}

/** A form control by its label, whether or not the label carries the required mark. */
function field(label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))
}

/** Waits for a save's success toast; a failure names what the screen said instead. */
async function savedOrWhy(success: string | RegExp) {
  try {
    await page.getByText(success).first().waitFor({ timeout: 20_000 })
  } catch {
    const said = await page.locator('[data-scope="toast"], [role="alert"]').allInnerTexts()
    throw new Error(
      `The save did not say «${success}»; the screen said: ${said.join(' | ') || 'nothing'}`,
    )
  }
}

async function openEditor(type: string) {
  await page.goto(`/admin/content-editor?type=${type}`)
  await page.getByRole('button', { name: 'Crear nuevo' }).waitFor()
}

/** Whether the public page shows the text once its data islands have loaded. */
/**
 * Whether a visitor loading `path` finds `text` there: at once when a list island reads it, or
 * once the pages are prerendered again after the edit (a page of new content, text in the HTML).
 */
async function publicPageShows(path: string, text: string) {
  const visitor = await context.newPage()
  try {
    const deadline = Date.now() + 60_000
    for (;;) {
      await visitor.goto(path)
      try {
        await visitor.getByText(text).first().waitFor({ state: 'attached', timeout: 10_000 })
        return true
      } catch (error) {
        if (Date.now() > deadline) throw error
      }
    }
  } finally {
    await visitor.close()
  }
}

async function rowCount(table: string) {
  const [{ count }] = await sql.unsafe<{ count: number }[]>(
    `select count(*)::int as count from public.${table}`,
  )
  return count
}

/** A real picture of one colour, as the owner's browser would store it after converting it. */
function pictureOf(colour: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .webp()
    .toBuffer()
}

let storageToken: string | undefined

/** Puts a picture in the images bucket as the owner's browser does, with her own token. */
async function storedPicture(name: string, colour: string) {
  if (!storageToken) {
    const login = await fetch(`${site.functionsUrl}/api/login`, {
      method: 'POST',
      headers: { apikey: site.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    })
    storageToken = ((await login.json()) as { session: { access_token: string } }).session
      .access_token
  }
  const response = await fetch(`${site.apiUrl}/storage/v1/object/images/${name}`, {
    method: 'POST',
    headers: {
      apikey: site.anonKey,
      authorization: `Bearer ${storageToken}`,
      'content-type': 'image/webp',
    },
    body: new Uint8Array(await pictureOf(colour)),
  })
  expect(response.status, await response.text()).toBe(200)
  return `${site.apiUrl}/storage/v1/object/public/images/${name}`
}

async function objectExists(name: string) {
  const rows =
    await sql`select 1 from storage.objects where bucket_id = 'images' and name = ${name}`
  return rows.length > 0
}

type DroppedFile = { base64: string; name: string; type: string }

/**
 * A real drop on the upload field whose file input carries the label: the file is rebuilt in the
 * page from the bytes made here and handed over in a DataTransfer, as a dragged file would be.
 * Every upload phase shown meanwhile is recorded, however briefly it shows.
 */
async function dropFile(inputLabel: string, file: DroppedFile) {
  await page.evaluate(() => {
    const seen = new Set<string>()
    Object.assign(window, { uploadPhasesSeen: seen })
    const look = () => {
      const text = document.body.textContent ?? ''
      for (const phase of ['Subiendo archivo...', 'Archivo subido']) {
        if (text.includes(phase)) seen.add(phase)
      }
      if (document.querySelector('[role="progressbar"]')) seen.add('progressbar')
    }
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
  await page.getByLabel(inputLabel).evaluate((input, dropped) => {
    const bytes = Uint8Array.from(atob(dropped.base64), (char) => char.charCodeAt(0))
    const transfer = new DataTransfer()
    transfer.items.add(new File([bytes], dropped.name, { type: dropped.type }))
    for (const type of ['dragenter', 'dragover', 'drop']) {
      input.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
      )
    }
  }, file)
}

async function uploadPhasesSeen() {
  return page.evaluate(() =>
    [...(window as unknown as { uploadPhasesSeen: Set<string> }).uploadPhasesSeen].sort(),
  )
}

/** A mono 16-bit WAV of the given length, silent but for a soft tone. */
function wavOf(seconds: number) {
  const rate = 44_100
  const samples = rate * seconds
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  for (let index = 0; index < samples; index += 1) {
    wav.writeInt16LE(
      Math.round(2000 * Math.sin((2 * Math.PI * 440 * index) / rate)),
      44 + index * 2,
    )
  }
  return wav
}

/** The titles of a list in the order the database keeps, e.g. `tracks`, `album_id = 5`. */
async function titlesInOrder(table: string, where = 'true') {
  const rows = await sql.unsafe<{ title: string }[]>(
    `select title from public.${table} where ${where} order by sort_order, id`,
  )
  return rows.map((row) => row.title)
}

/** Puts back the order a list had (`[id, sort_order]` pairs, as read before the test). */
async function restoreOrder(table: string, rows: readonly { id: string; sort_order: number }[]) {
  for (const row of rows) {
    await sql.unsafe(`update public.${table} set sort_order = $1 where id = $2`, [
      row.sort_order,
      row.id,
    ])
  }
}

/** What the ordering live region says last (its no-break space, there to repeat a step, aside). */
async function announced() {
  return ((await page.getByRole('status').textContent()) ?? '').trim()
}

/** The next save of a list's order, and its status. */
function orderSaved(path: string) {
  return page
    .waitForResponse(
      (answer) =>
        answer.request().method() === 'PUT' && new URL(answer.url()).pathname.endsWith(path),
    )
    .then((answer) => answer.status())
}

/** Drags a row by its handle with the mouse until it is over the lower half of `target`. */
/** Where an element rests once the list's layout animation has carried it there. */
async function restingBox(element: Locator) {
  let previous = await element.boundingBox()
  for (let frame = 0; frame < 60; frame += 1) {
    await page.waitForTimeout(50)
    const current = await element.boundingBox()
    if (current && previous && current.x === previous.x && current.y === previous.y) return current
    previous = current
  }
  throw new Error('the list never came to rest')
}

async function dragRow(handle: Locator, target: Locator) {
  const from = await restingBox(handle)
  const to = await restingBox(target)
  const x = from.x + from.width / 2
  await page.mouse.move(x, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(x, to.y + to.height * 0.8, { steps: 25 })
  await page.mouse.up()
}

/** axe and a screenshot of an ordering list, on a phone and on a desktop. */
async function auditOrdering(name: string) {
  for (const width of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewportFor(width))
    await noAxeViolations(page)
    await screenshot(page, 'admin', `order-${name}`, width)
  }
  await page.setViewportSize(viewportFor(WIDE))
}

/**
 * Whether a visitor loading `path` comes to see `expected`, as `read` reads it: the page's own
 * list reading it again, or the page prerendered again after the edit (an album's tracks are
 * kept 60 s, so its page shows a new order once rebuilt).
 */
async function publicShowsOrder(
  path: string,
  read: (visitor: Page) => Promise<string[]>,
  expected: string[],
) {
  const visitor = await context.newPage()
  try {
    await expect
      .poll(
        async () => {
          await visitor.goto(path)
          await visitor.waitForLoadState('networkidle')
          return read(visitor)
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toEqual(expected)
  } finally {
    await visitor.close()
  }
}

const homeServices = async (visitor: Page) => {
  // The services island loads as the visitor scrolls near it.
  await visitor.locator('#servicios').scrollIntoViewIfNeeded()
  return visitor.locator('#servicios h3').allTextContents()
}

const heroSlides = async (visitor: Page) =>
  (
    await visitor
      .getByRole('group', { name: 'Elegir diapositiva' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Diapositiva \d+: /, ''))

const albumTracks = (visitor: Page) =>
  visitor.locator('main ol li > span:nth-child(2)').allTextContents()

type ListJourney = {
  type: string
  /** Its table and the column naming an item (its `label`) are the definition's. */
  definition: ResourceDefinition
  publicPath: string
  /** The form's label of the field that names the item. */
  nameLabel: string
  fill: () => Promise<void>
}

const toggle = (label: string) => page.getByText(label, { exact: true }).click()

/**
 * Waits for the form to say the item was created, as the owner does before leaving it: the row is
 * in the database before the answer reaches the page, and until then the form still holds unsaved
 * typing, so "Volver a la lista" would ask first (and the test's browser dismisses the question).
 */
const savedShown = (on: Page) =>
  on
    .getByText(/cread[oa] correctamente$/)
    .first()
    .waitFor()

const LIST_JOURNEYS: ListJourney[] = [
  {
    type: 'activities',
    definition: activities,
    publicPath: '/actividades',
    nameLabel: 'Título',
    fill: () => field('Descripción').fill('Una mañana de respiración consciente junto al río.'),
  },
  {
    type: 'services',
    definition: services,
    publicPath: '/',
    nameLabel: 'Título',
    fill: async () => {
      await field('Icono').selectOption('utensils')
      await field('Descripción').fill('Acompañamiento para comer con calma y con gusto.')
    },
  },
  {
    type: 'products',
    definition: products,
    publicPath: '/productos',
    nameLabel: 'Título',
    fill: async () => {
      await field('Descripción').fill('Una infusión de plantas del monte para las tardes.')
      await toggle('Destacado')
    },
  },
  {
    type: 'testimonials',
    definition: testimonials,
    publicPath: '/testimonios',
    nameLabel: 'Nombre',
    fill: async () => {
      await field('Cita').fill('Volví a dormir del tirón.')
      await field('Contenido').fill('Después de tres semanas noté la diferencia en el descanso.')
      await toggle('Destacado')
    },
  },
  {
    type: 'videos',
    definition: videos,
    publicPath: '/videos',
    nameLabel: 'Título',
    fill: async () => {
      await field('Enlace del video').fill('https://www.youtube.com/watch?v=abcdefghijk')
      await toggle('Destacado')
    },
  },
  {
    type: 'books',
    definition: books,
    publicPath: '/libros',
    nameLabel: 'Título',
    fill: async () => {
      await field('Autor').fill('Elena Marín')
      await toggle('Destacado')
    },
  },
  {
    type: 'promotions',
    definition: promotions,
    publicPath: '/promociones',
    nameLabel: 'Título',
    fill: () => field('Descripción').fill('Dos sesiones de masaje al precio de una este mes.'),
  },
  {
    type: 'hero',
    definition: heroContent,
    publicPath: '/',
    nameLabel: 'Título',
    fill: () => field('Subtítulo').fill('Un lugar para volver a ti'),
  },
]

describe('the owner', () => {
  test('signed out, and as a user who is not an admin, is sent from /admin to /auth', async () => {
    await page.goto('/admin')
    await expect.poll(() => pathOf(page)).toBe('/auth')
    await page.getByLabel('Usuario o correo electrónico').waitFor()
    await auditScreen('auth')

    const visitorContext = await newContext()
    try {
      const visitor = await visitorContext.newPage()
      const name = `visitante${RUN}`
      await createUser(sql, {
        username: name,
        email: `${name}@example.com`,
        password: 'una-contraseña-cualquiera',
        isAdmin: false,
      })
      const signedIn = visitor.waitForResponse((answer) => answer.url().includes('/api/login'))
      await signIn(visitor, name, 'una-contraseña-cualquiera')
      await signedIn
      await visitor.goto('/admin')
      await expect.poll(() => pathOf(visitor)).toBe('/auth')
    } finally {
      await visitorContext.close()
    }
  })

  test('signs in through the /auth form as the demo admin', async () => {
    await signIn(page, DEMO_ADMIN.username, DEMO_ADMIN.password)
    await expect.poll(() => pathOf(page)).toBe('/admin')
    await page.getByRole('tab', { name: 'Vista general' }).waitFor()
    await auditScreen('dashboard-overview')
    await page.getByRole('tab', { name: 'Contenido' }).click()
    await page.getByText(/actividades disponibles/).waitFor()
    await auditScreen('dashboard-content')
    await page.getByRole('tab', { name: 'Configuración' }).click()
    await page.getByText('Configuración general').first().waitFor()
    await auditScreen('dashboard-settings')
  })

  for (const journey of LIST_JOURNEYS) {
    test(`creates, edits, sees on ${journey.publicPath} and deletes one of ${journey.type}`, async () => {
      const title = `Prueba ${journey.type} ${RUN}`
      const edited = `${title} editado`
      const before = await rowCount(journey.definition.table)
      await openEditor(journey.type)
      if (journey.type === 'activities') await auditScreen('editor-list')
      await page.getByRole('button', { name: 'Crear nuevo' }).click()
      await field(journey.nameLabel).fill(title)
      await journey.fill()
      if (journey.type === 'activities') await auditScreen('editor-form')
      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await expect.poll(() => rowCount(journey.definition.table)).toBe(before + 1)
      await savedShown(page)

      await page.getByRole('button', { name: 'Volver a la lista' }).click()
      await page.getByRole('button', { name: `Editar: ${title}` }).click()
      // Typed once the form holds the saved item, as she would see it before changing it.
      await expect.poll(() => field(journey.nameLabel).inputValue()).toBe(title)
      await field(journey.nameLabel).fill(edited)
      await page.getByRole('button', { name: 'Guardar cambios' }).click()
      await savedOrWhy(/actualizad[oa] correctamente$/)
      await expect
        .poll(
          async () =>
            (
              await sql.unsafe(
                `select 1 from public.${journey.definition.table} where ${journey.definition.fields[journey.definition.label]} = $1`,
                [edited],
              )
            ).length,
        )
        .toBe(1)
      expect(await publicPageShows(journey.publicPath, edited)).toBe(true)

      await page.getByRole('button', { name: 'Volver a la lista' }).click()
      await page.getByRole('button', { name: `Eliminar: ${edited}` }).click()
      const dialog = page.getByRole('alertdialog')
      await dialog.getByText('¿Está seguro de eliminar este elemento?').waitFor()
      await dialog.getByRole('button', { name: 'Eliminar' }).click()
      await expect.poll(() => rowCount(journey.definition.table)).toBe(before)
      await page.getByRole('button', { name: `Eliminar: ${edited}` }).waitFor({ state: 'detached' })
    })
  }

  test('drops an image on the activity form, sees it upload, and finds it on /actividades', async () => {
    const title = `Actividad con imagen ${RUN}`
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 90 } },
    })
      .png()
      .toBuffer()
    await openEditor('activities')
    await page.getByRole('button', { name: 'Crear nuevo' }).click()
    await field('Título').fill(title)
    await field('Descripción').fill('Un taller de dibujo del natural en el patio.')
    await dropFile('Archivo para Imagen', {
      base64: png.toString('base64'),
      name: 'patio.png',
      type: 'image/png',
    })
    await page.getByText('Archivo subido').waitFor({ timeout: 20_000 })
    await page.getByAltText('Vista previa: Imagen').waitFor()
    expect(await uploadPhasesSeen()).toContain('Subiendo archivo...')
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    let stored = ''
    await expect
      .poll(async () => {
        const [row] = await sql`select image_url from public.activities where title = ${title}`
        stored = row?.image_url ?? ''
        return stored
      })
      .not.toBe('')
    const stem =
      stored
        .split('/')
        .pop()
        ?.replace(/\.[a-z0-9]+$/i, '') ?? stored
    const visitor = await context.newPage()
    try {
      await visitor.goto('/actividades')
      const picture = visitor.locator(`img[src*="${stem}"], img[srcset*="${stem}"]`).first()
      await picture.scrollIntoViewIfNeeded()
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
    } finally {
      await visitor.close()
      await sql`delete from public.activities where title = ${title}`
    }
  })

  test('creates an album, adds a track by dropping a large WAV, and finds it on its page', async () => {
    const title = `Álbum de prueba ${RUN}`
    const track = `Pista larga ${RUN}`
    await page.goto('/admin/albums-form')
    await page.getByRole('button', { name: 'Crear álbum', exact: true }).click()
    await field('Título').fill(title)
    await field('Artista').fill('Tomás Requena')
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    let albumId = 0
    await expect
      .poll(async () => {
        const [row] = await sql`select id from public.albums where title = ${title}`
        albumId = Number(row?.id ?? 0)
        return albumId
      })
      .toBeGreaterThan(0)
    await page.getByRole('button', { name: new RegExp(`^${title}`) }).click()
    await page.getByRole('button', { name: 'Añadir pista' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/^Título/).fill(track)
    const resumable: string[] = []
    const noteResumable = (request: { url(): string; method(): string }) => {
      if (request.url().includes('/storage/v1/upload/resumable')) resumable.push(request.method())
    }
    page.on('request', noteResumable)
    const wav = wavOf(80)
    expect(wav.length).toBeGreaterThan(6 * 1024 * 1024)
    await dropFile('Archivo para Archivo de audio o URL', {
      base64: wav.toString('base64'),
      name: 'pista-larga.wav',
      type: 'audio/wav',
    })
    await expect.poll(() => dialog.getByLabel(/^Duración/).inputValue()).toBe('1:20')
    await dialog.getByText('Archivo subido').waitFor({ timeout: 60_000 })
    expect(await uploadPhasesSeen()).toContain('Subiendo archivo...')
    page.off('request', noteResumable)
    expect(resumable).toContain('POST')
    await dialog.getByRole('button', { name: 'Añadir pista' }).click()
    await expect
      .poll(async () => (await sql`select 1 from public.tracks where title = ${track}`).length)
      .toBe(1)
    expect(await publicPageShows(`/album/${albumId}`, track)).toBe(true)
    await sql`delete from public.albums where id = ${albumId}`
  })

  test('changes the CTA title and a section background, and sees both on home', async () => {
    const [cta] = await sql`select value from public.site_settings where key = 'cta_title'`
    const [background] =
      await sql`select title, background_color from public.carousel_backgrounds where section = 'services'`
    const ctaTitle = `Empieza hoy tu camino ${RUN}`
    const servicesTitle = `Lo que hacemos ${RUN}`
    try {
      await page.goto('/admin/content-editor?type=cta')
      await field('Título').fill(ctaTitle)
      await page.getByRole('button', { name: 'Guardar cambios' }).click()
      await expect
        .poll(
          async () =>
            (await sql`select value from public.site_settings where key = 'cta_title'`)[0]?.value,
        )
        .toBe(ctaTitle)

      await page.goto('/admin/content-editor?type=carousel-backgrounds')
      await page.getByLabel('Sección de la página').selectOption('services')
      // The services section's form, with its picture field (the hero's has none), once loaded.
      await field('Imagen de fondo').waitFor()
      const save = page.getByRole('button', {
        name: background ? 'Guardar cambios' : 'Crear fondo',
      })
      await save.waitFor()
      await field('Título').fill(servicesTitle)
      await field('Color de fondo').fill('#eef6f1')
      await save.click()
      await savedOrWhy('El fondo de la sección se ha guardado.')
      await expect
        .poll(
          async () =>
            (await sql`select title from public.carousel_backgrounds where section = 'services'`)[0]
              ?.title,
        )
        .toBe(servicesTitle)

      const visitor = await context.newPage()
      try {
        // The banner is in the page's HTML: it shows the new title once the pages are
        // prerendered again after the edit (seconds), as a visitor loading the page then sees.
        await expect
          .poll(
            async () => {
              await visitor.goto('/')
              return visitor.getByText(ctaTitle).count()
            },
            { timeout: 60_000, interval: 2_000 },
          )
          .toBeGreaterThan(0)
        await visitor
          .locator('section[aria-labelledby="llamada-a-la-accion-titulo"]')
          .scrollIntoViewIfNeeded()
        // So does the services heading, as the visitor scrolls back up to it.
        await visitor.locator('#servicios').scrollIntoViewIfNeeded()
        await visitor.getByText(servicesTitle).first().waitFor({ timeout: 15_000 })
        await screenshot(visitor, 'admin', 'home-after-cta-and-background')
      } finally {
        await visitor.close()
      }
    } finally {
      if (cta)
        await sql`update public.site_settings set value = ${cta.value} where key = 'cta_title'`
      else await sql`delete from public.site_settings where key = 'cta_title'`
      if (background) {
        await sql`update public.carousel_backgrounds set title = ${background.title}, background_color = ${background.background_color} where section = 'services'`
      } else {
        await sql`delete from public.carousel_backgrounds where section = 'services'`
      }
    }
  })

  test('saving a stale edit gets the conflict message and keeps the typed text', async () => {
    const title = `Promoción en conflicto ${RUN}`
    await sql`insert into public.promotions (title, description) values (${title}, 'Una descripción cualquiera')`
    await openEditor('promotions')
    await page.getByRole('button', { name: `Editar: ${title}` }).click()
    const typed = `${title} con mi cambio`
    await field('Título').fill(typed)
    await sql`update public.promotions set subtitle = 'Cambiado en otra pestaña', updated_at = now() + interval '1 second' where title = ${title}`
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await page.getByText('Este elemento ha cambiado en otro lugar').waitFor()
    expect(await field('Título').inputValue()).toBe(typed)
    const [row] = await sql`select title from public.promotions where title = ${title}`
    expect(row?.title).toBe(title)
    await page.getByRole('button', { name: 'Descartar mis cambios' }).click()
    await expect.poll(() => field('Título').inputValue()).toBe(title)
    await sql`delete from public.promotions where title = ${title}`
  })

  test('an empty title is refused with the spec message and writes nothing', async () => {
    const before = await rowCount('services')
    await openEditor('services')
    await page.getByRole('button', { name: 'Crear nuevo' }).click()
    await field('Icono').selectOption('utensils')
    await field('Descripción').fill('Un servicio que no debe guardarse.')
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.getByText('El título es obligatorio', { exact: true }).waitFor()
    expect(await rowCount('services')).toBe(before)
  })

  test('leaving a dirty form asks first', async () => {
    await openEditor('products')
    await page.getByRole('button', { name: 'Crear nuevo' }).click()
    await field('Título').fill('Algo a medio escribir')
    const questions = answerNextDialog('dismiss')
    await page.getByRole('button', { name: 'Volver a la lista' }).click()
    await expect.poll(() => questions.length).toBe(1)
    expect(questions[0]).toBe('Tienes cambios sin guardar. ¿Quieres salir sin guardarlos?')
    expect(await field('Título').inputValue()).toBe('Algo a medio escribir')
    answerNextDialog('accept')
    await page.getByRole('button', { name: 'Volver a la lista' }).click()
    await page.getByRole('button', { name: 'Crear nuevo' }).waitFor()
  })

  test("the browser's Back button on a dirty form asks first and keeps the typing", async () => {
    await openEditor('services')
    await page.getByRole('link', { name: 'Productos', exact: true }).click()
    await expect.poll(() => page.url()).toContain('type=products')
    await page.getByRole('button', { name: 'Crear nuevo' }).click()
    await field('Título').fill('Lo que no quiero perder')
    const questions = answerNextDialog('dismiss')
    await page.evaluate(() => window.history.back())
    await expect.poll(() => questions.length).toBe(1)
    expect(questions[0]).toBe('Tienes cambios sin guardar. ¿Quieres salir sin guardarlos?')
    await expect.poll(() => page.url()).toContain('type=products')
    expect(await field('Título').inputValue()).toBe('Lo que no quiero perder')
    // The form has its own address (editar=nuevo): leaving it, Back closes it onto its list.
    answerNextDialog('accept')
    await page.evaluate(() => window.history.back())
    await expect.poll(() => new URL(page.url()).search).toBe('?type=products')
    await page.getByRole('heading', { name: 'Gestionar productos' }).waitFor()
    expect(await field('Título').count()).toBe(0)
    await page.evaluate(() => window.history.back())
    await expect.poll(() => page.url()).toContain('type=services')
    await page.getByRole('heading', { name: 'Gestionar servicios' }).waitFor()
  })

  test('on a phone, by touch alone: signs in, opens the editor from the folded sidebar, creates and deletes a testimonial', async () => {
    const phone = await newContext({ phone: true })
    try {
      const touch = await phone.newPage()
      const input = (label: string) => touch.getByLabel(new RegExp(`^${label}\\s*\\*?$`))
      await touch.goto('/auth')
      // She types as soon as she has touched the field, while the app starts: what was lost, if
      // this ever fails, is in the record (once in CI at a26fd46; issue 28's note).
      const record = recordSignIn(touch)
      await touch.getByLabel('Usuario o correo electrónico').tap()
      await touch.keyboard.type(DEMO_ADMIN.username)
      await touch.locator('input[name="password"]').tap()
      await touch.keyboard.type(DEMO_ADMIN.password)
      await touch.getByRole('button', { name: 'Iniciar sesión' }).tap()
      try {
        await expect.poll(() => pathOf(touch)).toBe('/admin')
      } catch (error) {
        const fields = await touch
          .locator('input')
          .evaluateAll((inputs) =>
            inputs.map(
              (input) =>
                `${(input as HTMLInputElement).name}: ${(input as HTMLInputElement).value.length} characters`,
            ),
          )
          .catch(() => [])
        const alerts = await touch
          .getByRole('alert')
          .allTextContents()
          .catch(() => [])
        throw new Error(
          `The sign-in by touch did not reach /admin (on ${touch.url()}; fields ${fields.join(', ')}; alerts ${alerts.join(' | ')}):\n${record.stop()}`,
          { cause: error },
        )
      }
      record.stop()
      await touch.getByRole('heading', { name: 'Panel de Administración' }).waitFor()

      await touch.getByRole('button', { name: 'Menú' }).tap()
      await touch.getByRole('link', { name: 'Actividades', exact: true }).tap()
      await expect.poll(() => pathOf(touch)).toBe('/admin/content-editor')
      await touch.getByRole('heading', { name: 'Gestionar actividades' }).waitFor()
      await touch.getByRole('button', { name: 'Menú' }).tap()
      await touch.getByRole('link', { name: 'Testimonios', exact: true }).tap()
      await touch.getByRole('heading', { name: 'Gestionar testimonios' }).waitFor()

      const name = `Tocado ${RUN}`
      const before = await rowCount('testimonials')
      await touch.getByRole('button', { name: 'Crear nuevo' }).tap()
      for (const [label, text] of [
        ['Nombre', name],
        ['Cita', 'Se hace todo con el dedo.'],
        ['Contenido', 'Escrito y guardado desde el teléfono, sin ratón ni teclado físico.'],
      ]) {
        await input(label).tap()
        await touch.keyboard.type(text)
      }
      await touch.getByRole('button', { name: 'Publicar', exact: true }).tap()
      await expect.poll(() => rowCount('testimonials')).toBe(before + 1)
      await savedShown(touch)

      await touch.getByRole('button', { name: 'Volver a la lista' }).tap()
      await touch.getByRole('button', { name: `Eliminar: ${name}` }).tap()
      await touch.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).tap()
      await expect.poll(() => rowCount('testimonials')).toBe(before)
    } finally {
      await phone.close()
    }
  })

  test('puts the services in order by keyboard and by dragging, and home shows the new order', async () => {
    const original = await sql<{ id: string; sort_order: number }[]>`
      select id, sort_order from public.services`
    const titles = await titlesInOrder('services')
    const [first, second, third] = titles
    const last = titles[titles.length - 1]
    const total = titles.length
    try {
      await openEditor('services')
      await page.getByRole('button', { name: `Mover: ${last}` }).waitFor()
      await auditOrdering('services')

      await page.getByRole('button', { name: `Mover: ${last}` }).focus()
      await page.keyboard.press('Space')
      expect(await announced()).toBe(`${last}: elegido, posición ${total} de ${total}`)
      for (let step = 1; step < total; step += 1) await page.keyboard.press('ArrowUp')
      expect(await announced()).toBe(`${last}: posición 1 de ${total}`)
      const byKeyboard = orderSaved('/api/services/order')
      await page.keyboard.press('Space')
      expect(await byKeyboard).toBe(200)
      expect(await announced()).toBe(`${last}: soltado en la posición 1 de ${total}`)
      const afterKeyboard = [last, ...titles.slice(0, -1)]
      await expect.poll(() => titlesInOrder('services')).toEqual(afterKeyboard)

      const rowOf = (title: string) =>
        page.getByRole('row').filter({ has: page.getByRole('button', { name: `Mover: ${title}` }) })
      const byMouse = orderSaved('/api/services/order')
      await dragRow(page.getByRole('button', { name: `Mover: ${first}` }), rowOf(third))
      expect(await byMouse).toBe(200)
      const afterDrag = [last, second, third, first, ...titles.slice(3, -1)]
      await expect.poll(() => titlesInOrder('services')).toEqual(afterDrag)
      expect(await announced()).toBe(`${first}: posición 4 de ${total}`)

      await publicShowsOrder('/', homeServices, afterDrag)
    } finally {
      await restoreOrder('services', original)
    }
  })

  test('puts the hero slides in order with Bajar and Subir, and home shows each order', async () => {
    const original = await sql<{ id: string; sort_order: number }[]>`
      select id, sort_order from public.hero_content`
    const active = await titlesInOrder('hero_content', 'is_active')
    const [first, second] = active
    try {
      await openEditor('hero')
      await page.getByRole('button', { name: `Bajar: ${first}` }).waitFor()
      await auditOrdering('hero')

      const down = orderSaved('/api/hero-content/order')
      await page.getByRole('button', { name: `Bajar: ${first}` }).click()
      expect(await down).toBe(200)
      await expect
        .poll(() => titlesInOrder('hero_content', 'is_active'))
        .toEqual([second, first, ...active.slice(2)])
      await publicShowsOrder('/', heroSlides, [second, first, ...active.slice(2, 3)])

      const up = orderSaved('/api/hero-content/order')
      await page.getByRole('button', { name: `Subir: ${first}` }).click()
      expect(await up).toBe(200)
      await expect.poll(() => titlesInOrder('hero_content', 'is_active')).toEqual(active)
      await publicShowsOrder('/', heroSlides, active.slice(0, 3))
    } finally {
      await restoreOrder('hero_content', original)
    }
  })

  test("puts an album's tracks in order with Subir and Bajar, and the album's page shows it", async () => {
    const title = `Álbum para ordenar ${RUN}`
    const [album] = await sql`
      insert into public.albums (title, artist) values (${title}, 'Tomás Requena') returning id`
    const where = `album_id = ${Number(album.id)}`
    for (const [index, track] of ['Amanecer', 'Mediodía', 'Atardecer'].entries()) {
      await sql`insert into public.tracks (album_id, title, file_url, sort_order)
        values (${album.id}, ${track}, '/demo/cuenco.wav', ${index + 1})`
    }
    try {
      await page.goto('/admin/albums-form')
      await page.getByRole('button', { name: new RegExp(`^${title}`) }).click()
      await page.getByRole('button', { name: 'Subir: Atardecer' }).waitFor()
      await auditOrdering('tracks')

      const up = orderSaved(`/api/albums/${album.id}/tracks/order`)
      await page.getByRole('button', { name: 'Subir: Atardecer' }).click()
      expect(await up).toBe(200)
      expect(await announced()).toBe('Atardecer: posición 2 de 3')
      const down = orderSaved(`/api/albums/${album.id}/tracks/order`)
      await page.getByRole('button', { name: 'Bajar: Amanecer' }).click()
      expect(await down).toBe(200)
      const expected = ['Atardecer', 'Amanecer', 'Mediodía']
      await expect.poll(() => titlesInOrder('tracks', where)).toEqual(expected)
      await publicShowsOrder(`/album/${album.id}`, albumTracks, expected)
    } finally {
      await sql`delete from public.albums where id = ${album.id}`
    }
  })

  describe('the media library', () => {
    const first = `${RUN}-amanecer.webp`
    const second = `${RUN}-atardecer.webp`
    const activity = `Retiro de silencio ${RUN}`
    const testimonial = `Lucía ${RUN}`

    /** What the library's searches see of this run's pictures, in the order the steps need them. */
    const card = (fileName: string) => page.getByRole('listitem').filter({ hasText: fileName })

    async function openLibrary(search: string) {
      await page.goto('/admin/medios')
      await page.getByRole('heading', { name: 'Medios', level: 1 }).waitFor()
      await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(search)
    }

    async function chooseFromLibrary(fileName: string) {
      await page.getByRole('button', { name: 'Elegir de la biblioteca' }).first().click()
      const picker = page.getByRole('dialog')
      await picker.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(fileName)
      await picker.getByRole('button', { name: `Elegir ${fileName}` }).click()
      await expect.poll(() => picker.isVisible()).toBe(false)
    }

    async function testimonialsShowPicture(stem: string) {
      const visitor = await context.newPage()
      try {
        await visitor.goto('/testimonios')
        const picture = visitor.locator(`img[src*="${stem}"], img[srcset*="${stem}"]`).first()
        await picture.waitFor({ state: 'attached', timeout: 15_000 })
        return true
      } finally {
        await visitor.close()
      }
    }

    afterAll(async () => {
      await sql`delete from public.activities where title = ${activity}`
      await sql`delete from public.testimonials where name like ${`%${RUN}%`}`
    })

    test('chooses a stored picture from the library for a new activity and a new testimonial; the testimonial shows it', async () => {
      const address = await storedPicture(`uploads/2026/${first}`, '#c9a227')
      await openEditor('activities')
      await page.getByRole('button', { name: 'Crear nuevo' }).click()
      await field('Título').fill(activity)
      await field('Descripción').fill('Un fin de semana en silencio junto al mar.')
      // Prepared off the site: the public lists other tests count stay as they are.
      await page.getByText('Visible en el sitio').click()
      await chooseFromLibrary(first)
      await screenshot(page, 'admin', 'media-chosen', WIDE)
      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await expect
        .poll(
          async () =>
            (await sql`select image_url from public.activities where title = ${activity}`)[0]
              ?.image_url,
        )
        .toBe(address)
      const [kept] = await sql`select is_visible from public.activities where title = ${activity}`
      expect(kept.is_visible).toBe(false)

      await openEditor('testimonials')
      await page.getByRole('button', { name: 'Crear nuevo' }).click()
      await field('Nombre').fill(testimonial)
      await field('Cita').fill('Volví con calma.')
      await field('Contenido').fill('Volví a casa con calma y con ganas de volver.')
      // /testimonios shows the featured ones.
      await page.getByText('Destacado', { exact: true }).click()
      await page.getByRole('button', { name: 'Elegir de la biblioteca' }).first().click()
      const picker = page.getByRole('dialog')
      await picker.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(first)
      // The search runs after a pause: the list narrows to the one file before axe reads it.
      await expect.poll(() => picker.getByRole('button', { name: /^Elegir / }).count()).toBe(1)
      await auditScreen('media-picker')
      await picker.getByRole('button', { name: `Elegir ${first}` }).click()
      await expect.poll(() => picker.isVisible()).toBe(false)
      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await expect
        .poll(
          async () =>
            (await sql`select avatar_url from public.testimonials where name = ${testimonial}`)[0]
              ?.avatar_url,
        )
        .toBe(address)
      expect(await testimonialsShowPicture(first.replace(/\.webp$/, ''))).toBe(true)
    })

    test('Medios shows where the picture is used, with links to edit each use', async () => {
      await openLibrary(RUN)
      const used = card(first)
      await used.getByText(`Actividad «${activity}»`).waitFor()
      await used.getByText(`Testimonio «${testimonial}»`).waitFor()
      await expect.poll(() => used.getByText(/1200 × 800 px/).count()).toBe(1)
      await auditScreen('media-library')
      await used.getByRole('link', { name: `Testimonio «${testimonial}»` }).click()
      await expect.poll(() => page.url()).toContain('/admin/content-editor?type=testimonials')
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
      const [used] = await sql`select image_url from public.activities where title = ${activity}`
      const [quoted] =
        await sql`select avatar_url from public.testimonials where name = ${testimonial}`
      expect(used.image_url).not.toContain(first)
      expect(quoted.avatar_url).toBe(used.image_url)
      expect(await objectExists(`uploads/2026/${first}`)).toBe(false)
      const stem =
        new URL(used.image_url).pathname
          .split('/')
          .at(-1)
          ?.replace(/\.webp$/, '') ?? ''
      expect(await testimonialsShowPicture(stem)).toBe(true)
    })

    test('a picture in use cannot be deleted: the library says where it is used', async () => {
      const [used] = await sql`select image_url from public.activities where title = ${activity}`
      const objectName = new URL(used.image_url).pathname.split('/images/')[1]
      // The card names the file as the owner knows it, without the uploader's random prefix.
      const name = shortName(objectName)
      await openLibrary(name)
      await card(name)
        .getByRole('button', { name: `Eliminar ${name}` })
        .click()
      await card(name)
        .getByRole('alert')
        .getByText(/No se puede eliminar: se usa en /)
        .waitFor()
      expect(await objectExists(objectName)).toBe(true)
    })

    test('an unused picture is deleted by keyboard after the question', async () => {
      const loose = `${RUN}-suelta.webp`
      await storedPicture(`uploads/2026/${loose}`, '#7a9e7e')
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
        await storedPicture(`limpieza/${RUN}-${colour.slice(1)}.webp`, colour)
      }
      await openLibrary(`limpieza/${RUN}`)
      await page.getByText('Sin usar', { exact: true }).first().click()
      await page.getByRole('button', { name: /^Eliminar archivos sin usar \(2 · / }).click()
      await page
        .getByRole('alertdialog')
        .getByText(/^2 archivos, /)
        .waitFor()
      await auditScreen('media-delete-unused')
      await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
      await page.getByText('2 archivos eliminados').waitFor()
      const left = await sql`select 1 from storage.objects where name like ${`limpieza/${RUN}%`}`
      expect(left).toHaveLength(0)
    })

    test('on a phone, by touch: picks a stored picture from the library for a new testimonial', async () => {
      const touchName = `${RUN}-tactil.webp`
      const address = await storedPicture(`uploads/2026/${touchName}`, '#9b5de5')
      const touchTestimonial = `Marta ${RUN}`
      const phone = await newContext({ phone: true })
      try {
        const touch = await phone.newPage()
        const input = (label: string) => touch.getByLabel(new RegExp(`^${label}\\s*\\*?$`))
        await signIn(touch, DEMO_ADMIN.username, DEMO_ADMIN.password)
        await expect.poll(() => pathOf(touch)).toBe('/admin')
        await touch.goto('/admin/content-editor?type=testimonials')
        await touch.getByRole('button', { name: 'Crear nuevo' }).tap()
        await input('Nombre').fill(touchTestimonial)
        await input('Cita').fill('Me llevé la calma.')
        await input('Contenido').fill('Me llevé la calma a casa.')
        await touch.getByRole('button', { name: 'Elegir de la biblioteca' }).first().tap()
        const picker = touch.getByRole('dialog')
        await picker.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(touchName)
        await picker.getByRole('button', { name: `Elegir ${touchName}` }).tap()
        await expect.poll(() => picker.isVisible()).toBe(false)
        await touch.getByRole('button', { name: 'Publicar', exact: true }).tap()
        await expect
          .poll(
            async () =>
              (
                await sql`select avatar_url from public.testimonials where name = ${touchTestimonial}`
              )[0]?.avatar_url,
          )
          .toBe(address)
      } finally {
        await phone.close()
      }
    })
  })

  describe('where an item appears (issue 24, part 5)', () => {
    /** The "Aparece en" notice above the form, as the owner reads it (new-tab hints aside). */
    const placesNotice = async () =>
      ((await page.getByTestId('places-notice').textContent()) ?? '')
        .replace(/ ?\(se abre en una pestaña nueva\)/g, '')
        .replace(/ \(\/[^)]*\)/g, '')
        .trim()

    /** Follows a link that opens the site in a new tab, and returns that tab. */
    async function followToNewTab(open: () => Promise<void>) {
      const [visitor] = await Promise.all([context.waitForEvent('page'), open()])
      await visitor.waitForLoadState()
      return visitor
    }

    test('by keyboard: creates a featured product, is told where it appears, and follows "Ver en el sitio"', async () => {
      const title = `Infusión por teclado ${RUN}`
      try {
        await openEditor('products')
        await page.getByRole('button', { name: 'Crear nuevo' }).focus()
        await page.keyboard.press('Enter')
        await field('Título').focus()
        await page.keyboard.type(title)
        await field('Descripción').focus()
        await page.keyboard.type('Hierbas del monte para las tardes tranquilas.')
        expect(await placesNotice()).toBe(
          'Al guardar no aparecerá en el sitio: márcalo como destacado.',
        )
        await page.getByRole('checkbox', { name: 'Destacado' }).focus()
        await page.keyboard.press('Space')
        await expect.poll(placesNotice).toBe('Al guardar aparecerá en: Inicio, /productos')
        await page.getByRole('button', { name: 'Publicar', exact: true }).focus()
        await page.keyboard.press('Enter')

        await page.getByRole('heading', { name: 'Editar producto' }).waitFor()
        await expect.poll(placesNotice).toBe('Aparece en: Inicio, /productos')
        expect(await field('Título').inputValue()).toBe(title)
        await page.setViewportSize(viewportFor(DESKTOP))
        await noAxeViolations(page)
        await screenshot(page, 'admin', 'places-product-created', DESKTOP)
        await page.setViewportSize(viewportFor(MOBILE))
        await screenshot(page, 'admin', 'places-product-created', MOBILE)
        await page.setViewportSize(viewportFor(WIDE))

        const view = page.getByRole('link', { name: /Ver en el sitio/ })
        expect(await view.getAttribute('href')).toBe('/#productos')
        await view.focus()
        const visitor = await followToNewTab(() => page.keyboard.press('Enter'))
        try {
          expect(new URL(visitor.url()).pathname + new URL(visitor.url()).hash).toBe('/#productos')
          await visitor.locator('#productos').scrollIntoViewIfNeeded()
          await visitor.getByText(title).first().waitFor({ timeout: 15_000 })
        } finally {
          await visitor.close()
        }
      } finally {
        await sql`delete from public.products where title = ${title}`
      }
    })

    test('by mouse: a testimonial not featured appears nowhere; featured, it is on home and /testimonios', async () => {
      const name = `Lucía ${RUN}`
      try {
        await openEditor('testimonials')
        await page.getByRole('button', { name: 'Crear nuevo' }).click()
        await field('Nombre').fill(name)
        await field('Cita').fill('Volví a dormir bien.')
        await field('Contenido').fill('Tres semanas después dormía del tirón.')
        await page.getByRole('button', { name: 'Publicar', exact: true }).click()

        await page.getByRole('heading', { name: 'Editar testimonio' }).waitFor()
        await expect.poll(placesNotice).toBe('No aparece en el sitio: márcalo como destacado.')
        expect(await page.getByRole('link', { name: /Ver en el sitio/ }).count()).toBe(0)
        await screenshot(page, 'admin', 'places-testimonial-nowhere', WIDE)

        await toggle('Destacado')
        await expect.poll(placesNotice).toBe('Al guardar aparecerá en: Inicio, /testimonios')
        await page.getByRole('button', { name: 'Guardar cambios' }).click()
        await expect.poll(placesNotice).toBe('Aparece en: Inicio, /testimonios')

        const listed = await followToNewTab(() =>
          page
            .getByTestId('places-notice')
            .getByRole('link', { name: /^\/testimonios/ })
            .click(),
        )
        try {
          await listed.getByText(name).first().waitFor({ timeout: 15_000 })
        } finally {
          await listed.close()
        }
        const visitor = await followToNewTab(() =>
          page.getByRole('link', { name: /Ver en el sitio/ }).click(),
        )
        try {
          await visitor.locator('#testimonios').scrollIntoViewIfNeeded()
          await visitor.getByText(name).first().waitFor({ timeout: 15_000 })
        } finally {
          await visitor.close()
        }
      } finally {
        await sql`delete from public.testimonials where name = ${name}`
      }
    })

    test('the hero picture is set in Contenido del Hero and shows on home; Fondos de sección sends there', async () => {
      const [first] = await sql<{ id: string; title: string; background_url: string | null }[]>`
        select id, title, background_url from public.hero_content
        where is_active order by sort_order, id limit 1`
      const picture = await storedPicture(`hero-${RUN}.webp`, '#3a6b8c')
      try {
        await page.goto('/admin/content-editor?type=carousel-backgrounds')
        await page.getByRole('button', { name: /^(Crear fondo|Guardar cambios)$/ }).waitFor()
        expect(await page.getByLabel(/^Imagen de fondo/).count()).toBe(0)
        await screenshot(page, 'admin', 'hero-background-no-picture', WIDE)
        // The screen's own link (the menu beside it has one too).
        await page
          .locator('#contenido-admin')
          .getByRole('link', { name: 'Contenido del Hero' })
          .click()
        await page.getByRole('heading', { name: 'Gestionar contenido del hero' }).waitFor()

        await page.getByRole('button', { name: `Editar: ${first.title}` }).click()
        await expect.poll(placesNotice).toBe('Aparece en: Inicio (diapositiva 1)')
        await field('Imagen de fondo').fill(picture)
        await page.getByRole('button', { name: 'Guardar cambios' }).click()
        await expect
          .poll(
            async () =>
              (await sql`select background_url from public.hero_content where id = ${first.id}`)[0]
                ?.background_url,
          )
          .toBe(picture)

        const visitor = await context.newPage()
        try {
          await visitor.goto('/')
          const slide = visitor.locator(`img[src="${picture}"]`).first()
          await expect
            .poll(() => slide.evaluate((image: HTMLImageElement) => image.naturalWidth), {
              timeout: 15_000,
            })
            .toBeGreaterThan(0)
          await screenshot(visitor, 'admin', 'home-hero-picture-from-content')
        } finally {
          await visitor.close()
        }
      } finally {
        await sql`update public.hero_content set background_url = ${first.background_url} where id = ${first.id}`
      }
    })
  })

  test('the albums manager passes axe', async () => {
    await page.goto('/admin/albums-form')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByText('Cargando álbumes...').waitFor({ state: 'detached' })
    await auditScreen('albums')
  })

  test('signs out to /auth', async () => {
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await expect.poll(() => pathOf(page)).toBe('/auth')
    await page.goto('/admin')
    await expect.poll(() => pathOf(page)).toBe('/auth')
  })
})
