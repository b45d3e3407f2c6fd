/**
 * "Restaurar una copia" (issue 40): in the dashboard's Configuración tab the owner downloads a
 * copy, the site gets newer content, and she restores the copy, by keyboard on a phone and by
 * mouse on a laptop. She sees what the copy holds before anything changes, confirms, follows the
 * progress and reads what was restored; the site is then the copy, and "Deshacer" (the copy of the
 * site taken first) brings the newer content back. A file that is not a copy, and a copy that
 * carries what no backup may hold, are refused in Spanish with nothing changed.
 */

import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import type { Manifest } from '../edge-functions/_shared/backup-manifest.ts'
import { readTar, TAR_END, tarEntry } from '../edge-functions/_shared/tar.ts'
import { ARTIFACTS_DIR, screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE } from './fixtures.ts'
import { activate, answerByKeyboard, test } from './owner.ts'

const RUN = Date.now().toString(36)

/** The same copy, carrying the accounts' table with a member made an administrator. */
async function withProfiles(copy: Uint8Array): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  for await (const entry of readTar(new Blob([copy as BlobPart]).stream())) {
    let bytes = await entry.read()
    if (entry.name === 'manifest.json') {
      const manifest = JSON.parse(new TextDecoder().decode(bytes)) as Manifest
      manifest.tables.push({
        schema: 'public',
        name: 'profiles',
        key: ['id'],
        dependsOn: [],
        sequences: [],
        rows: 1,
      })
      bytes = new TextEncoder().encode(JSON.stringify(manifest))
      parts.push(...tarEntry(entry.name, bytes))
      parts.push(
        ...tarEntry(
          'tables/public.profiles.json',
          new TextEncoder().encode(JSON.stringify([{ id: crypto.randomUUID(), is_admin: true }])),
        ),
      )
      continue
    }
    parts.push(...tarEntry(entry.name, bytes))
  }
  return new Uint8Array(Buffer.concat([...parts, TAR_END]))
}

describe('the owner restores a copy of the site', () => {
  for (const [way, width] of [
    ['by keyboard on a phone', MOBILE],
    ['by mouse on a laptop', DESKTOP],
  ] as const) {
    test(`${way}: sees what the copy holds, restores it over newer content, and undoes it`, async ({
      ownerPage,
      sql,
    }) => {
      const page = await ownerPage(width, '/admin')
      const press = (target: Locator) => activate(target, width === MOBILE ? 'keyboard' : 'mouse')
      const chooseFile = async (page: Page, path: string) => {
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          press(page.getByRole('button', { name: 'Restaurar una copia' })),
        ])
        await chooser.setFiles(path)
      }
      await press(page.getByRole('tab', { name: 'Configuración' }))
      const download = page.getByRole('button', { name: 'Descargar copia de seguridad' })
      await download.waitFor()
      const [saved] = await Promise.all([page.waitForEvent('download'), press(download)])
      await page.getByText(/^Copia descargada \(/).waitFor()
      // Chosen by the name the browser saved it under, as she would find it in her downloads.
      const copyPath = join(ARTIFACTS_DIR, `${width}-${saved.suggestedFilename()}`)
      await saved.saveAs(copyPath)
      const [{ services }] = await sql`select count(*)::int as services from public.services`

      const newer = `Servicio nuevo ${RUN} ${width}`
      await sql`insert into public.services (title, description, icon)
        values (${newer}, 'Añadido después de la copia', 'FaLeaf')`
      const newerCount = async () =>
        (await sql`select count(*)::int as count from public.services where title = ${newer}`)[0]
          .count

      // Not a copy: refused before anything is sent.
      const notACopy = join(ARTIFACTS_DIR, `no-es-una-copia-${width}.tar`)
      await writeFile(notACopy, 'hola')
      await chooseFile(page, notACopy)
      await page.getByRole('alert').filter({ hasText: 'no es una copia de seguridad' }).waitFor()

      await chooseFile(page, copyPath)
      const dialog = page.getByRole('alertdialog', { name: '¿Restaurar esta copia?' })
      await dialog.waitFor()
      await expect.poll(() => dialog.getByText(`Servicios: ${services}`).isVisible()).toBe(true)
      await expectNoAxeViolation(page)
      await screenshot(page, 'owner-restore', 'review', width)
      const confirm = dialog.getByRole('button', { name: 'Restaurar la copia' })
      const [before] = await Promise.all([
        page.waitForEvent('download'),
        width === MOBILE ? answerByKeyboard(dialog, 'Restaurar la copia') : confirm.click(),
      ])
      expect(before.suggestedFilename()).toMatch(
        /^antes-de-restaurar-copia-de-seguridad-[\d-]+\.tar$/,
      )
      await page
        .getByText(/^Copia restaurada: \d+ elementos(, sin archivos| y \d+ archivos?)/)
        .waitFor({ timeout: 60_000 })
      await screenshot(page, 'owner-restore', 'restored', width)
      expect(await newerCount()).toBe(0)
      const [{ after }] = await sql`select count(*)::int as after from public.services`
      expect(after).toBe(services)

      await press(page.getByRole('button', { name: 'Deshacer' }))
      await page.getByText('Restauración deshecha: el sitio vuelve a estar como antes.').waitFor({
        timeout: 60_000,
      })
      expect(await newerCount()).toBe(1)

      if (width === DESKTOP) {
        // A copy carrying the accounts' table: shown, confirmed, refused whole by the server.
        const crafted = join(ARTIFACTS_DIR, 'copia-con-perfiles.tar')
        await writeFile(crafted, await withProfiles(new Uint8Array(await readFile(copyPath))))
        const [{ admins }] = await sql`
          select count(*)::int as admins from public.profiles where is_admin`
        await chooseFile(page, crafted)
        await dialog.waitFor()
        await Promise.all([page.waitForEvent('download'), confirm.click()])
        await page
          .getByRole('alert')
          .filter({ hasText: 'La copia trae la tabla public.profiles' })
          .waitFor({ timeout: 60_000 })
        await screenshot(page, 'owner-restore', 'refused', width)
        expect(await newerCount()).toBe(1)
        const [{ adminsAfter }] = await sql`
          select count(*)::int as "adminsAfter" from public.profiles where is_admin`
        expect(adminsAfter).toBe(admins)
      }
      await sql`delete from public.services where title = ${newer}`
    })
  }
})
