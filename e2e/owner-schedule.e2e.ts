/**
 * Programar (issue 26, part 3). By keyboard on a phone the owner creates a promotion with
 * «Publicar el» two days ahead and «Retirar el» a week ahead (Madrid's clock); the dashboard lists
 * it as scheduled, its link opens the promotion's form, and the rebuilt home page does not show it.
 * By mouse on a laptop she follows it from the dashboard to its form, back to the list where it is
 * Programado, and once its minute has come (moved into the
 * past here, with no write to mark the site: only the scheduled minute's check does) the rebuilt
 * home page and /promociones show it.
 *
 * A scheduled change keeps what is live (issue 39, item 2). By keyboard on a phone she renames a
 * published promotion with «Publicar el» two days ahead and «Programar»: the notice says visitors
 * see the published version until then, and the rebuilt /promociones still shows the old title.
 * By mouse on a laptop she finds it «Cambios programados» in the list and on the dashboard; once
 * the minute has come (moved into the past in the database) the rebuilt pages show the new title.
 */
import { describe } from 'vitest'
import { madridWallTime } from '../edge-functions/_shared/madrid-time.ts'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE, site } from './fixtures.ts'
import { test } from './owner.ts'

const RUN = Date.now().toString(36)
const PROMOTION = `Promoción programada ${RUN}`
const DAY = 86_400_000
/** Each test waits for a prerender or two (18-31 s each on a loaded machine). */
const REBUILDS = { timeout: 240_000 }

const html = async (path: string) => (await fetch(`${site.url}${path}`)).text()

/** Waits until the site has been prerendered with `marker` on `path`. */
async function rebuiltWith(path: string, marker: string) {
  await expect
    .poll(async () => (await html(path)).includes(marker), { timeout: 90_000, interval: 1_000 })
    .toBe(true)
}

describe('the owner schedules a promotion', () => {
  test(
    'by keyboard on a phone: Publicar el and Retirar el, then the dashboard lists it',
    REBUILDS,
    async ({ ownerPage, sql }) => {
      const page = await ownerPage(MOBILE, '/admin/content-editor?type=promotions')
      await page.getByRole('heading', { name: 'Gestionar promociones' }).waitFor()
      await page.getByRole('button', { name: 'Crear nuevo' }).focus()
      await page.keyboard.press('Enter')
      await page.getByLabel(/^Título/).focus()
      await page.keyboard.type(PROMOTION)
      await page.getByLabel(/^Descripción/).focus()
      await page.keyboard.type('Llega dentro de dos días')
      const publishAt = madridWallTime(new Date(Date.now() + 2 * DAY))
      // The browser's own picker: its segments take the value as a whole, in its ISO form.
      await page.getByLabel('Publicar el').fill(publishAt)
      await page.getByLabel('Retirar el').fill(madridWallTime(new Date(Date.now() + 7 * DAY)))
      await page.getByLabel('Retirar el').scrollIntoViewIfNeeded()
      await screenshot(page, 'owner-schedule', 'formulario-programado', MOBILE)
      await expectNoAxeViolation(page)
      // A later «Publicar el» makes the submit schedule rather than publish now.
      await page.getByRole('button', { name: 'Programar', exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect
        .poll(async () => {
          const rows =
            await sql`select published_at > now() as later, unpublished_at > now() as retires
          from public.promotions where title = ${PROMOTION}`
          return rows.map((row) => ({ ...row }))
        })
        .toEqual([{ later: true, retires: true }])
      // What she typed is what the form shows again: the Madrid minute, whatever the instant.
      await expect.poll(() => page.getByLabel('Publicar el').inputValue()).toBe(publishAt)

      // A published service saved meanwhile tells when the pages were prerendered again.
      const marker = `Publicado ${RUN}`
      await sql`insert into public.services (title, description, icon) values (${marker}, 'Ya visible', 'tag')`
      await rebuiltWith('/', marker)
      expect(await html('/')).not.toContain(PROMOTION)
      expect(await html('/promociones')).not.toContain(PROMOTION)
      await sql`delete from public.services where title = ${marker}`

      await page.goto('/admin')
      const scheduled = page.getByRole('region', { name: 'Programado' })
      const entry = scheduled.getByRole('listitem').filter({ hasText: PROMOTION })
      await expect.poll(() => entry.getByText(/Promociones · Se publica el/).isVisible()).toBe(true)
      await scheduled.scrollIntoViewIfNeeded()
      await screenshot(page, 'owner-schedule', 'panel-programado', MOBILE)
      await expectNoAxeViolation(page)
      await entry.getByRole('link', { name: PROMOTION }).focus()
      await page.keyboard.press('Enter')
      // The link is the promotion's own form; the browser's Back returns to the dashboard.
      await page.getByRole('heading', { name: 'Editar promoción' }).waitFor()
      await expect.poll(() => page.getByLabel(/^Título/).inputValue()).toBe(PROMOTION)
      expect(page.url()).toMatch(/type=promotions&editar=\d+$/)
      await page.goBack()
      await scheduled.waitFor()
    },
  )

  test(
    'by mouse on a laptop: Programado in the list, then on the site once its minute has come',
    REBUILDS,
    async ({ ownerPage, sql }) => {
      const page = await ownerPage(DESKTOP, '/admin')
      const scheduled = page.getByRole('region', { name: 'Programado' })
      const entry = scheduled.getByRole('listitem').filter({ hasText: PROMOTION })
      await entry.waitFor()
      await screenshot(page, 'owner-schedule', 'panel-programado', DESKTOP)
      await entry.getByRole('link', { name: PROMOTION }).click()
      await page.getByRole('heading', { name: 'Editar promoción' }).waitFor()
      await page.getByRole('button', { name: 'Volver a la lista' }).click()
      const row = page.getByRole('row').filter({ hasText: PROMOTION })
      await expect.poll(() => row.getByText('Programado', { exact: true }).isVisible()).toBe(true)
      await page.getByRole('button', { name: `Editar: ${PROMOTION}` }).click()
      await page.getByLabel('Retirar el').scrollIntoViewIfNeeded()
      await screenshot(page, 'owner-schedule', 'formulario-programado', DESKTOP)
      await expectNoAxeViolation(page)

      // Its minute comes: moved a minute into the past, and the mark that write made taken, so that
      // only the check of scheduled minutes (private.mark_due_schedules) can rebuild the pages.
      await sql.begin(async (tx) => {
        await tx`update public.promotions set published_at = now() - interval '1 minute'
        where title = ${PROMOTION}`
        await tx`select private.take_site_changes()`
        await tx`update private.schedule_checks set checked_at = now() - interval '2 minutes'`
      })
      await rebuiltWith('/', PROMOTION)
      await rebuiltWith('/promociones', PROMOTION)
      // Published now, it stays on the dashboard for the minute it leaves.
      await page.goto('/admin')
      await expect.poll(() => entry.getByText(/Promociones · Se retira el/).isVisible()).toBe(true)
      await sql`delete from public.promotions where title = ${PROMOTION}`
    },
  )
})

describe('the owner schedules a change to a published promotion', () => {
  const LIVE = `Promoción en vigor ${RUN}`
  const RENAMED = `Promoción renovada ${RUN}`
  const SCHEDULED_NOTICE = 'Los visitantes ven la versión publicada; los cambios se publicarán el'

  test(
    'by keyboard on a phone: the site keeps the published title until the minute',
    REBUILDS,
    async ({ ownerPage, sql }) => {
      const [promotion] = await sql`insert into public.promotions (title, description)
        values (${LIVE}, 'En vigor') returning id`
      await rebuiltWith('/promociones', LIVE)
      const page = await ownerPage(
        MOBILE,
        `/admin/content-editor?type=promotions&editar=${promotion.id}`,
      )
      await page.getByRole('heading', { name: 'Editar promoción' }).waitFor()
      const title = page.getByLabel(/^Título/)
      await expect.poll(() => title.inputValue()).toBe(LIVE)
      await title.focus()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(RENAMED)
      await page.getByLabel('Publicar el').fill(madridWallTime(new Date(Date.now() + 2 * DAY)))
      const notice = page.getByTestId('places-notice')
      // Before saving, the notice says what «Programar» will do.
      await expect.poll(() => notice.textContent()).toContain('la seguirán viendo hasta el')
      await page.getByRole('button', { name: 'Programar', exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => notice.textContent()).toContain(SCHEDULED_NOTICE)
      await expect.poll(() => notice.textContent()).toContain('Aparece en')
      await notice.scrollIntoViewIfNeeded()
      await screenshot(page, 'owner-schedule', 'aviso-cambio-programado', MOBILE)
      await expectNoAxeViolation(page)
      const [stored] = await sql`select p.title, d.publish_at > now() as later
        from public.promotions p join public.content_drafts d
          on d.table_name = 'promotions' and d.row_id = p.id
        where p.id = ${promotion.id}`
      expect({ ...stored }).toEqual({ title: LIVE, later: true })

      // A published service saved meanwhile tells when the pages were prerendered again.
      const marker = `Cambio pendiente ${RUN}`
      await sql`insert into public.services (title, description, icon) values (${marker}, 'Ya visible', 'tag')`
      await rebuiltWith('/', marker)
      const listed = await html('/promociones')
      expect(listed).toContain(LIVE)
      expect(listed).not.toContain(RENAMED)
      await sql`delete from public.services where title = ${marker}`
    },
  )

  test(
    'by mouse on a laptop: Cambios programados, then the new title once its minute has come',
    REBUILDS,
    async ({ ownerPage, sql }) => {
      const page = await ownerPage(DESKTOP, '/admin/content-editor?type=promotions')
      const row = page.getByRole('row').filter({ hasText: LIVE })
      await expect
        .poll(() => row.getByText('Cambios programados', { exact: true }).isVisible())
        .toBe(true)
      await page.getByRole('button', { name: `Editar: ${LIVE}` }).click()
      await page.getByRole('heading', { name: 'Editar promoción' }).waitFor()
      // The form edits the scheduled version; the notice says when it replaces the live one.
      await expect.poll(() => page.getByLabel(/^Título/).inputValue()).toBe(RENAMED)
      const notice = page.getByTestId('places-notice')
      await expect.poll(() => notice.textContent()).toContain(SCHEDULED_NOTICE)
      await screenshot(page, 'owner-schedule', 'aviso-cambio-programado', DESKTOP)
      await expectNoAxeViolation(page)
      await page.goto('/admin')
      const entry = page
        .getByRole('region', { name: 'Programado' })
        .getByRole('listitem')
        .filter({ hasText: LIVE })
      await expect
        .poll(() => entry.getByText(/Promociones · Los cambios se publican el/).isVisible())
        .toBe(true)

      // Its minute comes: moved a minute into the past, with nothing else written, so only the
      // scheduled job (private.mark_due_schedules) swaps the change in and marks the pages.
      await sql`update public.content_drafts set publish_at = now() - interval '1 minute'
        where table_name = 'promotions'
          and row_id = (select id from public.promotions where title = ${LIVE})`
      await rebuiltWith('/promociones', RENAMED)
      await rebuiltWith('/', RENAMED)
      expect(await html('/promociones')).not.toContain(LIVE)
      await page.goto(`/admin/content-editor?type=promotions`)
      await expect
        .poll(() =>
          page
            .getByRole('row')
            .filter({ hasText: RENAMED })
            .getByText('Publicado', { exact: true })
            .isVisible(),
        )
        .toBe(true)
      await sql`delete from public.promotions where title = ${RENAMED}`
    },
  )
})
