/**
 * The Papelera (issue 25, part 2). The owner deletes a service and takes it back with the toast's
 * "Deshacer"; deletes it again, finds it in the Papelera (the sidebar's entry) and restores it:
 * each time the same row comes back, id and position included, and home shows it again once
 * prerendered. "Vaciar papelera" asks first. Deleted once more, the entry's "Eliminar
 * definitivamente" asks first too and then it is gone for good. By keyboard on a phone and by
 * mouse on a laptop, with axe on the Papelera.
 */
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE, motionFinished, site } from './fixtures.ts'
import { activate, answerByKeyboard, test } from './owner.ts'

const RUN = Date.now().toString(36)

async function homeHtml(): Promise<string> {
  return (await fetch(`${site.url}/`)).text()
}

describe('the owner deletes a service, takes it back with Deshacer, and from the Papelera', () => {
  for (const [way, width] of [
    ['by keyboard on a phone', MOBILE],
    ['by mouse on a laptop', DESKTOP],
  ] as const) {
    const byKeyboard = width === MOBILE
    test(`${way}: delete → Deshacer, delete → Papelera → Restaurar, the same row each time`, async ({
      ownerPage,
      sql,
    }) => {
      const title = `Reflexología ${width} ${RUN}`
      const [service] = await sql`
        insert into public.services (title, description, icon, sort_order)
        values (${title}, 'Sesión de cuarenta minutos.', 'hands-helping', 3)
        returning id::int as id, to_jsonb(services) as row`
      const stored = async () => {
        const [row] = await sql`
          select (select to_jsonb(s) from public.services s where s.id = ${service.id}) as row`
        return row.row
      }
      const page = await ownerPage(width, '/admin/content-editor?type=services')
      const press = (name: string | RegExp) =>
        activate(page.getByRole('button', { name }), byKeyboard ? 'keyboard' : 'mouse')
      const deleteService = async () => {
        await press(`Eliminar: ${title}`)
        const dialog = page.getByRole('alertdialog')
        await expect.poll(() => dialog.getByText('irá a la Papelera').isVisible()).toBe(true)
        if (byKeyboard) await answerByKeyboard(dialog, 'Eliminar')
        else await dialog.getByRole('button', { name: 'Eliminar' }).click()
        await expect.poll(stored).toBeNull()
      }

      await deleteService()
      const undo = page.getByRole('button', { name: 'Deshacer' })
      await undo.waitFor()
      await screenshot(page, 'owner-trash', 'deshacer', width)
      if (byKeyboard) {
        // F8 takes focus to the notifications; Tab walks into the toast, to Deshacer.
        await page.keyboard.press('F8')
        const focused = () => undo.evaluate((node) => node === document.activeElement)
        for (let step = 0; step < 4 && !(await focused()); step++) {
          await page.keyboard.press('Tab')
        }
        expect(await focused()).toBe(true)
        await page.keyboard.press('Enter')
      } else await undo.click()
      await expect.poll(stored).toEqual(service.row)
      await expect
        .poll(() => page.getByRole('button', { name: `Eliminar: ${title}` }).isVisible())
        .toBe(true)

      await deleteService()
      if (byKeyboard) await press('Menú')
      const link = page.getByRole('link', { name: 'Papelera' })
      if (byKeyboard) {
        await link.focus()
        await page.keyboard.press('Enter')
      } else await link.click()
      await page.waitForURL('**/admin/papelera')
      await page.getByRole('heading', { level: 1, name: 'Papelera' }).waitFor()
      const restore = page.getByRole('button', { name: `Restaurar: ${title}` })
      await restore.waitFor()
      await expect
        .poll(() => page.getByText('Servicio', { exact: true }).first().isVisible())
        .toBe(true)
      await screenshot(page, 'owner-trash', 'papelera', width)
      await expectNoAxeViolation(page)

      // "Vaciar papelera" asks first; Cancelar keeps everything.
      await press('Vaciar papelera')
      const question = page.getByRole('alertdialog')
      await expect.poll(() => question.getByText('¿Vaciar la papelera?').isVisible()).toBe(true)
      await screenshot(page, 'owner-trash', 'vaciar', width)
      await expectNoAxeViolation(page)
      if (byKeyboard) await page.keyboard.press('Enter')
      else await question.getByRole('button', { name: 'Cancelar' }).click()
      await expect.poll(() => question.isVisible()).toBe(false)
      expect(await restore.isVisible()).toBe(true)

      if (!byKeyboard) {
        // Visitors lose the service from the prerendered home, and get it back once restored.
        await expect
          .poll(async () => (await homeHtml()).includes(title), {
            timeout: 60_000,
            interval: 1_000,
          })
          .toBe(false)
      }
      await press(`Restaurar: ${title}`)
      await expect.poll(stored).toEqual(service.row)
      await expect.poll(() => restore.isVisible()).toBe(false)
      if (!byKeyboard) {
        await expect
          .poll(async () => (await homeHtml()).includes(title), {
            timeout: 60_000,
            interval: 1_000,
          })
          .toBe(true)
      }

      // One entry "Eliminar definitivamente": asked first, focus on Cancelar, which keeps it;
      // confirmed, it is gone for good and cannot come back.
      await page.goto('/admin/content-editor?type=services')
      await deleteService()
      await page.goto('/admin/papelera')
      const forGood = `Eliminar definitivamente: ${title}`
      await page.getByRole('button', { name: forGood }).waitFor()
      await press(forGood)
      const asked = page.getByRole('alertdialog')
      await expect
        .poll(() => asked.getByText(`¿Eliminar «${title}» definitivamente?`).isVisible())
        .toBe(true)
      const cancel = asked.getByRole('button', { name: 'Cancelar' })
      await expect.poll(() => cancel.evaluate((node) => node === document.activeElement)).toBe(true)
      await motionFinished(page)
      await screenshot(page, 'owner-trash', 'eliminar-definitivamente', width)
      await expectNoAxeViolation(page)
      if (byKeyboard) await page.keyboard.press('Enter')
      else await cancel.click()
      await expect.poll(() => asked.isVisible()).toBe(false)
      expect(await restore.isVisible()).toBe(true)
      await press(forGood)
      await expect.poll(() => asked.isVisible()).toBe(true)
      if (byKeyboard) await answerByKeyboard(asked, 'Eliminar definitivamente')
      else
        await asked.getByRole('button', { name: 'Eliminar definitivamente', exact: true }).click()
      await page.getByText('Eliminado definitivamente', { exact: true }).waitFor()
      await expect.poll(() => restore.isVisible()).toBe(false)
      const entries = await sql`
        select 1 from private.trash where kind = 'services' and item_id = ${String(service.id)}`
      expect(entries).toHaveLength(0)
      expect(await stored()).toBeNull()
    })
  }
})
