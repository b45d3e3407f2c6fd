/**
 * Activities with real dates (issue 26, part 4). The owner gives an activity its start and end
 * in the admin form, by keyboard on a phone and by mouse on a laptop; once its end has passed it
 * leaves "Próximas" on home at the next build with no edit, and /actividades reads "Finalizado".
 * Visitors add an upcoming one to their calendar: an .ics file and a Google Calendar link, or
 * subscribe to the feed of them all, /actividades.ics, which a calendar parser reads as the owner
 * typed it (Madrid's clock). The activity form says what it does (issue 39): «Publicar», the
 * enrolment first, the other buttons and the free-text date folded, its bar of buttons in view
 * and in one row on a phone, where the form is at most 1,600 px long; its list, her dates.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, onTestFinished } from 'vitest'
import { madridWallTime } from '../edge-functions/_shared/madrid-time.ts'
import { activityDatesText } from '../web/src/features/activities/rules.ts'
import { readCalendar } from '../web/src/test/calendar.ts'
import { screenshot } from './artifacts.ts'
import {
  DESKTOP,
  expect,
  expectNoAxeViolation,
  MOBILE,
  motionFinished,
  site,
  viewportFor,
} from './fixtures.ts'
import { test } from './owner.ts'

const RUN = Date.now().toString(36)
const ENDING = `Taller que termina ayer ${RUN}`
const COMING = `Charla con calendario ${RUN}`
const HIDDEN = `Charla oculta ${RUN}`
const CENTRE_ADDRESS = 'Calle Mayor 1, 02001 Albacete (España)'

/** Madrid's today plus `days`, as `YYYY-MM-DD`. */
function madridDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
  const [year, month, day] = today.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** Madrid's wall clock `days` from now, as a `datetime-local` field takes it. */
function madridDayTime(days: number): string {
  return madridWallTime(new Date(Date.now() + days * 86_400_000))
}

/**
 * Types a day into a date input from the keyboard. The order of its parts follows the browser's
 * own language, not the page's (headless Chromium here: month, day, year), so both orders are
 * tried; the value is what counts.
 */
async function typeDay(page: Page, input: Locator, day: string, click = false) {
  const [year, month, date] = day.split('-')
  for (const keys of [`${month}${date}${year}`, `${date}${month}${year}`]) {
    if (click) await input.click()
    else await input.focus()
    await page.keyboard.type(keys)
    if ((await input.inputValue()) === day) return
  }
  expect(await input.inputValue(), 'the date typed in').toBe(day)
}

/** Types a time of day (`HH:MM`), in 24 hours or, where the browser shows AM/PM, in 12. */
async function typeTime(page: Page, input: Locator, time: string, click = false) {
  const [hours, minutes] = time.split(':').map(Number)
  const twelve = `${String(hours % 12 || 12).padStart(2, '0')}${String(minutes).padStart(2, '0')}${hours < 12 ? 'A' : 'P'}`
  for (const keys of [time.replace(':', ''), twelve]) {
    if (click) await input.click()
    else await input.focus()
    await page.keyboard.type(keys)
    if ((await input.inputValue()) === time) return
  }
  expect(await input.inputValue(), 'the time typed in').toBe(time)
}

async function html(path: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(`${site.url}${path}`)
  return { status: answer.status, text: await answer.text() }
}

/** The subscription feed as a calendar app reads it, and the type the site serves it with. */
async function feed() {
  const answer = await fetch(`${site.url}/actividades.ics`)
  expect(answer.status).toBe(200)
  return { type: answer.headers.get('content-type'), ...readCalendar(await answer.text()) }
}

const feedTitles = async () => (await feed()).events.map((event) => event.summary)

const DATE_FIELDS: Record<string, string> = {
  Empieza: 'startDate',
  'Hora de inicio': 'startTime',
  Termina: 'endDate',
  'Hora de fin': 'endTime',
}

function field(page: Page, label: string) {
  // The date and time inputs by name (their labels are checked in resource-form.test.tsx).
  if (DATE_FIELDS[label]) return page.locator(`input[name="${DATE_FIELDS[label]}"]`)
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))
}

describe('the owner dates activities; visitors add them to their calendars', () => {
  /** Types into a field from the keyboard, as a person tabbing through the form would. */
  async function typeInto(page: Page, label: string, keys: string) {
    await field(page, label).focus()
    await page.keyboard.type(keys)
  }

  test('by keyboard on a phone: an end before the start is refused; once the end has passed the activity leaves home on a fresh build and /actividades reads Finalizado', async ({
    ownerPage,
    sql,
  }) => {
    const page = await ownerPage(MOBILE, '/admin/content-editor?type=activities')
    await page.getByRole('button', { name: 'Crear nuevo' }).waitFor()
    try {
      await page.getByRole('button', { name: 'Crear nuevo' }).focus()
      await page.keyboard.press('Enter')
      await typeInto(page, 'Título', ENDING)
      await typeInto(page, 'Descripción', 'Una tarde de cocina de temporada.')
      await field(page, 'Destacada en la página de inicio').focus()
      await page.keyboard.press('Space')
      await typeDay(page, field(page, 'Empieza'), madridDay(1))
      await typeDay(page, field(page, 'Termina'), madridDay(0))
      await page.getByRole('button', { name: 'Publicar', exact: true }).focus()
      await page.keyboard.press('Enter')
      await page.getByText('La fecha de fin no puede ser anterior a la de inicio').first().waitFor()
      await screenshot(page, 'activity-dates', 'end-before-start', MOBILE)

      // An end tomorrow: it is on home once the pages are built again.
      await typeDay(page, field(page, 'Termina'), madridDay(2))
      await typeTime(page, field(page, 'Hora de fin'), '18:30')
      await page.getByRole('button', { name: 'Publicar', exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect
        .poll(
          async () =>
            (
              await sql`select end_date::text as day from public.activities where title = ${ENDING}`
            )[0]?.day,
        )
        .toBe(madridDay(2))
      await expect
        .poll(async () => (await html('/')).text.includes(ENDING), { timeout: 30_000 })
        .toBe(true)
      // The feed is written just after the pages, by the same prerender.
      await expect.poll(feedTitles, { timeout: 10_000 }).toContain(ENDING)

      // The owner moves its dates into the past: it ended yesterday.
      await page.getByRole('button', { name: 'Guardar cambios' }).waitFor()
      await typeDay(page, field(page, 'Empieza'), madridDay(-3))
      await typeDay(page, field(page, 'Termina'), madridDay(-1))
      await field(page, 'Hora de fin').focus()
      // Emptying one part of the time empties the field: the activity ends with that day.
      await page.keyboard.press('Backspace')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Backspace')
      await page.getByRole('button', { name: 'Guardar cambios' }).focus()
      await page.keyboard.press('Enter')
      await expect
        .poll(async () => {
          const [row] =
            await sql`select end_date::text as day, end_time from public.activities where title = ${ENDING}`
          return `${row?.day} ${row?.end_time}`
        })
        .toBe(`${madridDay(-1)} null`)
      await screenshot(page, 'activity-dates', 'owner-form-ended', MOBILE)

      const featured = (await (await fetch(`${site.url}/api/activities/featured`)).json()) as {
        title: string
      }[]
      expect(featured.map((activity) => activity.title)).not.toContain(ENDING)
      await expect
        .poll(async () => (await html('/')).text.includes(ENDING), { timeout: 30_000 })
        .toBe(false)
      await expect
        .poll(feedTitles, {
          timeout: 10_000,
          message: 'an activity that has ended leaves the feed',
        })
        .not.toContain(ENDING)
      const listed = await html('/actividades')
      expect(listed.text).toContain(ENDING)

      const visitor = await page.context().newPage()
      await visitor.goto('/actividades')
      const card = visitor.locator('li', { has: visitor.getByRole('heading', { name: ENDING }) })
      await card.scrollIntoViewIfNeeded()
      await expect.poll(() => card.getByText('Finalizado', { exact: true }).isVisible()).toBe(true)
      expect(await card.getByText('Añadir al calendario').count()).toBe(0)
      await screenshot(visitor, 'activity-dates', 'ended-card', MOBILE)
      await visitor.close()
    } finally {
      await sql`delete from public.activities where title = ${ENDING}`
    }
  })

  test('by mouse on a laptop: an upcoming activity at 17:00 offers an .ics (17:00 in Europe/Madrid) with the centre address and a Google Calendar link, at 390 and 1280 px, and is in the feed; a hidden one is not', async ({
    browser,
    ownerPage,
    sql,
  }) => {
    const page = await ownerPage(DESKTOP, '/admin/content-editor?type=activities')
    await page.getByRole('button', { name: 'Crear nuevo' }).waitFor()
    try {
      await page.getByRole('button', { name: 'Crear nuevo' }).click()
      await field(page, 'Título').click()
      await page.keyboard.type(COMING)
      await field(page, 'Descripción').click()
      await page.keyboard.type('Hablamos de descanso, sueño y alimentación.')
      await typeDay(page, field(page, 'Empieza'), madridDay(7), true)
      await typeTime(page, field(page, 'Hora de inicio'), '17:00', true)
      await typeDay(page, field(page, 'Termina'), madridDay(7), true)
      await typeTime(page, field(page, 'Hora de fin'), '18:30', true)
      await screenshot(page, 'activity-dates', 'owner-form', DESKTOP)
      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      let id = 0
      await expect
        .poll(async () => {
          const [row] =
            await sql`select id, start_time::text as t from public.activities where title = ${COMING}`
          id = Number(row?.id ?? 0)
          return row?.t
        })
        .toBe('17:00:00')
      await sql`insert into public.activities (title, description, is_visible, start_date, start_time)
        values (${HIDDEN}, 'Solo para la dueña.', false, ${madridDay(7)}, '17:00')`
      const path = `/actividades/${id}`
      await expect.poll(async () => (await html(path)).status, { timeout: 30_000 }).toBe(200)

      // The feed is rebuilt with the page: the activity at Madrid's 17:00, the hidden one left out.
      await expect.poll(feedTitles, { timeout: 30_000 }).toContain(COMING)
      const subscribed = await feed()
      expect(subscribed.type).toBe('text/calendar; charset=utf-8')
      expect(subscribed.name).toMatch(/^Actividades · /)
      expect(subscribed.events.map((event) => event.summary)).not.toContain(HIDDEN)
      const inFeed = subscribed.events.find((event) => event.summary === COMING)
      expect(inFeed?.start).toMatchObject({ wall: `${madridDay(7)}T17:00`, zone: 'Europe/Madrid' })
      expect(inFeed?.end.wall).toBe(`${madridDay(7)}T18:30`)
      expect(inFeed?.location).toBe(CENTRE_ADDRESS)

      for (const width of [MOBILE, DESKTOP]) {
        const context = await browser.newContext({
          baseURL: site.url,
          viewport: viewportFor(width),
          locale: 'es-ES',
          timezoneId: 'Europe/Madrid',
          acceptDownloads: true,
        })
        onTestFinished(() => context.close())
        const visitor = await context.newPage()
        await visitor.goto(path)
        const summary = visitor.locator('summary', { hasText: 'Añadir al calendario' })
        await summary.click()
        const ics = visitor.getByRole('link', { name: /Archivo \.ics/ })
        const google = visitor.getByRole('link', { name: /Google Calendar/ })
        await ics.waitFor()
        await screenshot(visitor, 'activity-dates', 'activity-page-calendar', width)
        const [download] = await Promise.all([visitor.waitForEvent('download'), ics.click()])
        expect(download.suggestedFilename()).toBe(`actividad-${id}.ics`)
        const stream = await download.createReadStream()
        const chunks: Buffer[] = []
        for await (const chunk of stream) chunks.push(chunk as Buffer)
        const text = Buffer.concat(chunks).toString('utf8')
        expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
        const unfolded = text.replaceAll('\r\n ', '')
        expect(unfolded).toContain(`SUMMARY:${COMING}`)
        expect(unfolded).toContain(`LOCATION:${CENTRE_ADDRESS.replaceAll(',', '\\,')}`)
        expect(unfolded).toContain(`URL:${site.url}${path}`)
        const [event] = readCalendar(text).events
        expect(event.start).toMatchObject({ wall: `${madridDay(7)}T17:00`, zone: 'Europe/Madrid' })
        expect(event.end).toMatchObject({ wall: `${madridDay(7)}T18:30`, zone: 'Europe/Madrid' })
        const href = (await google.getAttribute('href')) ?? ''
        const url = new URL(href)
        expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render')
        expect(url.searchParams.get('text')).toBe(COMING)
        expect(url.searchParams.get('location')).toBe(CENTRE_ADDRESS)
        expect(await google.getAttribute('target')).toBe('_blank')

        // The card on /actividades offers the same.
        await visitor.goto('/actividades')
        const card = visitor.locator('li', { has: visitor.getByRole('heading', { name: COMING }) })
        await card.scrollIntoViewIfNeeded()
        await card.locator('summary', { hasText: 'Añadir al calendario' }).click()
        await card.getByRole('link', { name: /Google Calendar/ }).waitFor()
        await screenshot(visitor, 'activity-dates', 'card-calendar', width)
        const subscribe = visitor.getByRole('link', { name: 'Suscribirse al calendario' })
        expect(await subscribe.getAttribute('href')).toBe('/actividades.ics')
      }
    } finally {
      await sql`delete from public.activities where title in (${COMING}, ${HIDDEN})`
    }
  })
})

describe('the activity form says what it does (issue 39)', () => {
  const FORMED = `Taller de otoño ${RUN}`

  /** The bar of buttons and a control, as the screen shows them now. */
  async function clearOfBar(page: Page, control: Locator) {
    const bar = await page.locator('[data-form-actions]').boundingBox()
    const box = await control.boundingBox()
    const [height, width] = await page.evaluate(() => [
      window.innerHeight,
      document.documentElement.scrollWidth,
    ])
    expect(width, 'nothing wider than the screen').toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    )
    expect(bar && box, 'the bar and the control are drawn').toBeTruthy()
    if (!bar || !box) return
    expect(bar.y + bar.height, 'the bar is at the bottom of the screen').toBeLessThanOrEqual(
      height + 1,
    )
    expect(box.y + box.height, 'the control is above the bar').toBeLessThanOrEqual(bar.y + 1)
  }

  test('by keyboard on a phone: «Publicar» beside «Guardar borrador» in one row, «Inscripción» first, the other buttons and the free-text date folded, the form at most 1,600 px long, the bar in view and clear of each field', async ({
    ownerPage,
  }) => {
    const page = await ownerPage(MOBILE, '/admin/content-editor?type=activities&editar=nuevo')
    await page.getByRole('heading', { name: 'Crear actividad' }).waitFor()
    const bar = page.locator('[data-form-actions]')
    await bar.getByRole('button', { name: 'Publicar', exact: true }).waitFor()
    // The form was 3,071 px long on a phone (issue 39): now about half.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight),
      'the whole page, form and all, at 390 px',
    ).toBeLessThanOrEqual(1600)
    // One row of buttons: Cancelar and Vista previa as their icons, named by their words.
    const rows = new Set<number>()
    for (const name of ['Cancelar', 'Vista previa', 'Guardar borrador', 'Publicar']) {
      const button = bar.getByRole('button', { name, exact: true })
      expect(await button.isVisible(), name).toBe(true)
      const box = await button.boundingBox()
      rows.add(Math.round(box?.y ?? -1))
    }
    expect(rows.size, 'the four buttons on one row').toBe(1)
    expect(await page.getByRole('button', { name: 'Crear', exact: true }).count()).toBe(0)
    await clearOfBar(page, page.getByLabel(/^Título/))

    // The image's two choosers share a row (nothing is dragged on a phone).
    const [choose, library] = await Promise.all(
      ['Elegir archivo', 'Elegir de la biblioteca'].map((name) =>
        page.getByRole('button', { name, exact: true }).boundingBox(),
      ),
    )
    expect(choose?.y, 'Elegir archivo beside Elegir de la biblioteca').toBe(library?.y)

    // Her free-text date waits in a closed section between «Fechas» and «Precio», which opens by
    // keyboard (Shift+Tab from «Precio»: Tab in a time field walks its hours and minutes).
    const dateText = page.getByRole('button', { name: /^Fecha en texto/ })
    expect(await dateText.getAttribute('aria-expanded')).toBe('false')
    await field(page, 'Precio').focus()
    await page.keyboard.press('Shift+Tab')
    expect(await dateText.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => dateText.getAttribute('aria-expanded')).toBe('true')
    await motionFinished(page)
    await page.keyboard.press('Tab')
    const freeDate = page.getByLabel('Fecha en texto (opcional)')
    expect(await freeDate.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('Cada martes')
    await clearOfBar(page, freeDate)
    expect(await dateText.textContent()).toContain('1 campo relleno')

    // Tab from the enrolment's link reaches the closed section's button, which opens by keyboard;
    // the field Tab reaches next is scrolled clear of the bar.
    const enrolment = page.getByRole('group', { name: 'Inscripción' })
    await enrolment.getByLabel('Enlace de inscripción').focus()
    const others = page.getByRole('button', { name: /^Otros botones/ })
    expect(await others.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByLabel('Texto del botón 2').isVisible()).toBe(false)
    await page.keyboard.press('Tab')
    expect(await others.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => others.getAttribute('aria-expanded')).toBe('true')
    // Tabbing in while the section still unfolds scrolls its clipped box, not the page.
    await motionFinished(page)
    await page.keyboard.press('Tab')
    const second = page.getByLabel('Texto del botón 2')
    expect(await second.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('Más información')
    await clearOfBar(page, second)
    await screenshot(page, 'activity-form', 'otros-botones-abierto', MOBILE)

    // A later «Publicar el», in its own closed section, makes the submit read «Programar».
    const schedule = page.getByRole('button', { name: /^Publicación y buscadores/ })
    await schedule.focus()
    await page.keyboard.press('Enter')
    await page.getByLabel('Publicar el').fill(madridDayTime(2))
    await bar.getByRole('button', { name: 'Programar', exact: true }).waitFor()

    // At the end of the form (its last section unfolded) the bar sits below the last field, never
    // over it.
    await motionFinished(page)
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    await clearOfBar(page, page.getByLabel('Retirar el'))
    await screenshot(page, 'activity-form', 'final-del-formulario', MOBILE)
    await expectNoAxeViolation(page)
  })

  test('by mouse on a laptop: the folded buttons open with a click, «Publicar» saves, and the list shows its real dates', async ({
    ownerPage,
    sql,
  }) => {
    const page = await ownerPage(DESKTOP, '/admin/content-editor?type=activities')
    try {
      await page.getByRole('button', { name: 'Crear nuevo' }).click()
      await field(page, 'Título').click()
      await page.keyboard.type(FORMED)
      await field(page, 'Descripción').click()
      await page.keyboard.type('Cocina de temporada.')
      await typeDay(page, field(page, 'Empieza'), madridDay(30), true)
      const others = page.getByRole('button', { name: /^Otros botones/ })
      await others.click()
      await expect.poll(() => others.getAttribute('aria-expanded')).toBe('true')
      await page.getByLabel('Texto del botón 3').click()
      await page.keyboard.type('Conócenos')
      await page.getByLabel('Enlace del botón 3').click()
      await page.keyboard.type('/conocenos')
      expect(await others.textContent()).toContain('2 campos rellenos')
      await screenshot(page, 'activity-form', 'formulario', DESKTOP)
      await expectNoAxeViolation(page)
      await page.locator('[data-form-actions]').getByRole('button', { name: 'Publicar' }).click()
      await page.getByRole('heading', { name: 'Editar actividad' }).waitFor()
      const [row] =
        await sql`select button_text2, published_at is not null as published from public.activities where title = ${FORMED}`
      expect({ ...row }).toEqual({ button_text2: 'Conócenos', published: true })

      await page.getByRole('button', { name: 'Volver a la lista' }).click()
      const listed = page.getByRole('row').filter({ hasText: FORMED })
      await expect
        .poll(() => listed.textContent())
        .toContain(activityDatesText({ startDate: madridDay(30) }))
    } finally {
      await sql`delete from public.activities where title = ${FORMED}`
    }
  })
})
