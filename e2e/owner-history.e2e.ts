/**
 * Historial (issue 25, part 3). The owner edits a service twice, opens "Historial" in its form,
 * finds the first version by its date and changed field, and restores it after confirming: the
 * form and the database hold the first title again, the restore is itself a version, and the home
 * page shows the restored title once rebuilt. By keyboard on a phone and by mouse on a laptop,
 * with axe on the open drawer. The same Historial restores a setting (the CTA's title, by
 * keyboard on a phone) and a track from its album's track dialog (by mouse on a laptop).
 */
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE, site } from './fixtures.ts'
import { activate, answerByKeyboard, test } from './owner.ts'

const RUN = Date.now().toString(36)

async function homeHtml(): Promise<string> {
  return (await fetch(`${site.url}/`)).text()
}

describe('the owner restores an earlier version of a service from its Historial', () => {
  for (const [way, width] of [
    ['by keyboard on a phone', MOBILE],
    ['by mouse on a laptop', DESKTOP],
  ] as const) {
    const byKeyboard = width === MOBILE
    test(`${way}: two saves, then the first version restored is on home once rebuilt`, async ({
      ownerPage,
      sql,
    }) => {
      const first = `Masaje ${width} ${RUN}`
      const second = `Masaje relajante ${width} ${RUN}`
      const third = `Masaje descontracturante ${width} ${RUN}`
      const [service] = await sql`
        insert into public.services (title, description, icon, sort_order)
        values (${first}, 'Sesión de una hora.', 'hands-helping', 0) returning id::int as id`
      const page = await ownerPage(width, '/admin/content-editor?type=services')
      await page.getByRole('button', { name: 'Crear nuevo' }).waitFor()
      const press = (name: string) =>
        activate(page.getByRole('button', { name, exact: true }), byKeyboard ? 'keyboard' : 'mouse')
      try {
        await press(`Editar: ${first}`)
        const title = page.getByLabel(/^Título/)
        for (const next of [second, third]) {
          if (byKeyboard) {
            await title.focus()
            await page.keyboard.press('Control+A')
            await page.keyboard.type(next)
          } else {
            await title.fill(next)
          }
          await press('Guardar cambios')
          await expect
            .poll(
              async () =>
                (await sql`select title from public.services where id = ${service.id}`)[0].title,
            )
            .toBe(next)
          // The row is saved before the answer reaches the page, which then sets the form to what
          // was saved: typing the next title before that was seen overwritten (CI, a busy machine).
          // She goes on once the page says it saved.
          await page.getByText('Servicio actualizado correctamente').first().waitFor()
        }

        await press('Historial')
        const drawer = page.getByRole('dialog', { name: 'Historial' })
        const versions = drawer.getByRole('listitem').filter({ hasText: 'Restaurar esta versión' })
        await expect.poll(() => versions.count()).toBe(2)
        // Newest first: the oldest version holds the first title, replaced by the first save.
        const oldest = versions.last()
        expect(await oldest.textContent()).toContain(`Título: ${first}`)
        expect(await versions.first().textContent()).toContain(`Título: ${second}`)
        await expectNoAxeViolation(page)
        await screenshot(page, 'owner-history', 'historial', width)

        const restore = oldest.getByRole('button', { name: 'Restaurar esta versión' })
        if (byKeyboard) {
          await restore.focus()
          await page.keyboard.press('Enter')
          await answerByKeyboard(oldest, 'Sí, restaurar')
        } else {
          await restore.click()
          await screenshot(page, 'owner-history', 'confirmar', width)
          await oldest.getByRole('button', { name: 'Sí, restaurar' }).click()
        }
        await expect.poll(() => page.getByText('Versión restaurada').first().isVisible()).toBe(true)
        await expect.poll(() => title.inputValue()).toBe(first)
        await screenshot(page, 'owner-history', 'restaurada', width)

        const [stored] = await sql`select title from public.services where id = ${service.id}`
        expect(stored.title).toBe(first)
        // A simple query, no parameters: the same read with a parameter once failed through the
        // embedded database's socket ("bind message supplies 1 parameters, but prepared statement
        // \"\" requires 0"), an unnamed statement replaced between its parse and its bind.
        const kept = await sql.unsafe(
          `select old_row ->> 'title' as title from private.content_versions
           where table_name = 'services' and item_id = '${Number(service.id)}' order by id`,
        )
        expect(kept.map((row) => row.title)).toEqual([first, second, third])

        await expect
          .poll(
            async () => {
              const html = await homeHtml()
              return html.includes(first) && !html.includes(third)
            },
            { timeout: 60_000, interval: 1_000 },
          )
          .toBe(true)
      } finally {
        await sql`delete from public.services where id = ${service.id}`
      }
      // Two saves, a restore and a rebuild of the whole site: more than the default 90 s on a
      // loaded machine.
    }, 180_000)
  }
})

/** Restores the version listed with `held` from the open Historial, after its question. */
async function restoreVersionHolding(page: Page, held: string, byKeyboard: boolean) {
  const drawer = page.getByRole('dialog', { name: 'Historial' })
  const version = drawer
    .getByRole('listitem')
    .filter({ hasText: 'Restaurar esta versión' })
    .filter({ hasText: held })
  await version.waitFor()
  await expectNoAxeViolation(page)
  const restore = version.getByRole('button', { name: 'Restaurar esta versión' })
  if (byKeyboard) {
    await restore.focus()
    await page.keyboard.press('Enter')
    await answerByKeyboard(version, 'Sí, restaurar')
  } else {
    await restore.click()
    await version.getByRole('button', { name: 'Sí, restaurar' }).click()
  }
  await expect.poll(() => page.getByText('Versión restaurada').first().isVisible()).toBe(true)
}

describe('the owner restores a setting and a track from their Historial', () => {
  test('by keyboard on a phone: the CTA title’s earlier version is back on home once rebuilt', async ({
    ownerPage,
    sql,
  }) => {
    const [original] = await sql`select value from public.site_settings where key = 'cta_title'`
    const first = `Tu bienestar empieza hoy ${RUN}`
    const second = `Tu bienestar empieza ya ${RUN}`
    // Two saves written by SQL: the Historial covers every writer, not only the API.
    for (const value of [first, second]) {
      await sql`
        insert into public.site_settings (key, value, type, section)
        values ('cta_title', ${value}, 'text', 'cta')
        on conflict (key) do update set value = excluded.value`
    }
    try {
      const page = await ownerPage(MOBILE, '/admin/content-editor?type=cta')
      const title = page.getByLabel(/^Título/)
      await expect.poll(() => title.inputValue()).toBe(second)
      await page.getByRole('button', { name: 'Historial' }).focus()
      await page.keyboard.press('Enter')
      await restoreVersionHolding(page, `Título: ${first}`, true)
      await expect.poll(() => title.inputValue()).toBe(first)
      const [stored] = await sql`select value from public.site_settings where key = 'cta_title'`
      expect(stored.value).toBe(first)
      await expect
        .poll(
          async () => {
            const html = await homeHtml()
            return html.includes(first) && !html.includes(second)
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true)
    } finally {
      if (original) {
        await sql`update public.site_settings set value = ${original.value} where key = 'cta_title'`
      } else {
        await sql`delete from public.site_settings where key = 'cta_title'`
      }
    }
  }, 180_000)

  test('by mouse on a laptop: a track’s earlier title is back in its dialog, which saves on from it', async ({
    ownerPage,
    sql,
  }) => {
    const album = `Álbum con historial ${RUN}`
    const first = `Amanecer ${RUN}`
    const second = `Amanecer en el mar ${RUN}`
    const [{ id: albumId }] = await sql`
      insert into public.albums (title, artist) values (${album}, 'Tomás Requena')
      returning id::int as id`
    const [track] = await sql`
      insert into public.tracks (album_id, title, file_url, sort_order)
      values (${albumId}, ${first}, 'https://example.com/amanecer.mp3', 1) returning id::int as id`
    await sql`update public.tracks set title = ${second} where id = ${track.id}`
    try {
      const page = await ownerPage(DESKTOP, '/admin/albums-form')
      await page.getByRole('button', { name: new RegExp(`^${album}`) }).click()
      await page.getByRole('button', { name: `Editar: ${second}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Editar pista' })
      await dialog.getByRole('button', { name: 'Historial' }).click()
      await restoreVersionHolding(page, `Título: ${first}`, false)
      await expect.poll(() => dialog.getByLabel(/^Título/).inputValue()).toBe(first)
      await expectNoAxeViolation(page)
      await screenshot(page, 'owner-history', 'pista-restaurada', DESKTOP)
      const [stored] = await sql`select title from public.tracks where id = ${track.id}`
      expect(stored.title).toBe(first)
      // The dialog goes on from the restored track: saving it again is no conflict.
      const third = `Amanecer en calma ${RUN}`
      await dialog.getByLabel(/^Título/).fill(third)
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click()
      await expect
        .poll(
          async () => (await sql`select title from public.tracks where id = ${track.id}`)[0].title,
        )
        .toBe(third)
      await expect
        .poll(
          async () => {
            const html = await (await fetch(`${site.url}/album/${albumId}`)).text()
            return html.includes(third) && !html.includes(second)
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true)
    } finally {
      await sql`delete from public.albums where id = ${albumId}`
    }
  }, 180_000)
})
