/**
 * "Descargar copia de seguridad" (issue 25, part 5): in the dashboard's Configuración tab the
 * owner downloads one file holding the site's rows and library files, by keyboard on a phone and
 * by mouse on a laptop; the file is a tar whose manifest names the database's schema version and
 * whose tables hold the services the site shows. axe finds nothing on the tab.
 */

import { readFile } from 'node:fs/promises'
import type { Locator } from 'playwright-core'
import { describe } from 'vitest'
import type { Manifest } from '../edge-functions/_shared/backup-manifest.ts'
import { readTar } from '../edge-functions/_shared/tar.ts'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, expectNoAxeViolation, MOBILE } from './fixtures.ts'
import { activate, lookingTest as test } from './owner.ts'

describe('the owner downloads a backup of the whole site', () => {
  for (const [way, width] of [
    ['by keyboard on a phone', MOBILE],
    ['by mouse on a laptop', DESKTOP],
  ] as const) {
    test(`${way}: one tar file with the manifest, the tables and the files`, async ({
      ownerWindow,
      sql,
    }) => {
      const page = await (await ownerWindow(width, { signedIn: true })).newPage()
      await page.goto('/admin')
      const press = (target: Locator) => activate(target, width === MOBILE ? 'keyboard' : 'mouse')
      await press(page.getByRole('tab', { name: 'Configuración' }))
      const button = page.getByRole('button', { name: 'Descargar copia de seguridad' })
      await button.waitFor()
      await expectNoAxeViolation(page)

      const [download] = await Promise.all([page.waitForEvent('download'), press(button)])
      expect(download.suggestedFilename()).toMatch(/^copia-de-seguridad-[\d-]+\.tar$/)
      await page.getByText(/^Copia descargada \(/).waitFor()
      await screenshot(page, 'owner-backup', width)

      const bytes = await readFile(await download.path())
      const entries = new Map<string, Uint8Array>()
      for await (const entry of readTar(new Blob([bytes]).stream())) {
        entries.set(entry.name, await entry.read())
      }
      const text = (name: string) => new TextDecoder().decode(entries.get(name))
      const manifest = JSON.parse(text('manifest.json')) as Manifest
      const [{ version }] = await sql`
        select version || '_' || name as version from supabase_migrations.schema_migrations
        order by version desc limit 1`
      expect(manifest.schemaVersion).toBe(version)
      const [{ count }] = await sql`select count(*)::int as count from public.services`
      expect(JSON.parse(text('tables/public.services.json'))).toHaveLength(count)
      for (const object of manifest.objects) {
        expect(entries.has(`objects/${object.bucket}/${object.name}`)).toBe(true)
      }
    })
  }
})
