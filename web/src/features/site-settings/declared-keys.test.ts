import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { isSettingKey } from '../../../../edge-functions/_shared/resources/site-settings.ts'

const WEB_SRC = join(import.meta.dirname, '..', '..')

function sources(folder = WEB_SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    // The owner's screens edit the settings; the public pages and islands read them.
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `useSiteSetting('key')`, `settingKey="key"` and `values.key`: the ways a page names a setting. */
const READS = [
  /useSiteSetting\(\s*'([^']+)'/g,
  /settingKey="([^"]+)"/g,
  /(?<![\w-])values\.([a-z][a-z0-9_]*)\b/g,
]

test('every setting a page or island reads is declared in SITE_SETTINGS', () => {
  const undeclared = sources().flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    if (!source.includes('site-settings')) return []
    return READS.flatMap((pattern) =>
      [...source.matchAll(pattern)]
        .map((match) => match[1])
        .filter((key) => !isSettingKey(key))
        .map((key) => `${relative(process.cwd(), file)} reads "${key}"`),
    )
  })
  expect(
    undeclared,
    'declare these keys in SITE_SETTINGS (edge-functions/_shared/resources/site-settings.ts) or correct the name',
  ).toEqual([])
})
