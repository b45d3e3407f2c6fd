import { mkdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

/** Screenshots of the end-to-end run (git-ignored); CI keeps them. */
export const ARTIFACTS_DIR = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  'e2e-artifacts',
)

export function artifactName(...parts: (string | number)[]): string {
  return parts
    .map((part) =>
      String(part)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('_')
}

/** A full-page screenshot in e2e-artifacts/<folder>/<name>.png. */
export async function screenshot(page: Page, folder: string, ...name: (string | number)[]) {
  const file = join(ARTIFACTS_DIR, folder, `${artifactName(...name) || 'home'}.png`)
  await mkdir(dirname(file), { recursive: true })
  await page.screenshot({ path: file, fullPage: true })
  return file
}
