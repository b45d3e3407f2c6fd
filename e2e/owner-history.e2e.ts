/**
 * Historial (issue 25, part 3). The owner edits a service twice, opens "Historial" in its form,
 * finds the first version by its date and changed field, and restores it after confirming: the
 * form and the database hold the first title again, the restore is itself a version, and the home
 * page shows the restored title once rebuilt. By keyboard on a phone and by mouse on a laptop,
 * with axe on the open drawer.
 */
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE, site } from './fixtures.ts'
import { test } from './owner.ts'

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
      const press = async (name: string) => {
        const button = page.getByRole('button', { name, exact: true })
        if (byKeyboard) {
          await button.focus()
          await page.keyboard.press('Enter')
        } else {
          await button.click()
        }
      }
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
          // The question starts on Cancelar; Tab reaches "Sí, restaurar".
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.textContent))
            .toBe('Cancelar')
          await page.keyboard.press('Tab')
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.textContent))
            .toBe('Sí, restaurar')
          await page.keyboard.press('Enter')
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
