// The seed holds every declared site setting, each in its declared section and with the type its
// kind is stored as, and no setting the site does not draw: the demo's Configuración shows every
// field, and no field without effect.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  SETTING_KEYS,
  SITE_SETTINGS,
  storedTypeOf,
} from '../../edge-functions/_shared/resources/site-settings.ts'
import { settingProblem } from '../../edge-functions/_shared/resources/site-settings-checks.ts'
import { pgliteDatabase, type TestDatabase } from './harness.ts'

const FIX =
  'supabase/seed.sql and edge-functions/_shared/resources/site-settings.ts disagree: seed each declared key with its section and type (storedTypeOf), or declare the key'

describe('the seeded site settings', () => {
  let database: TestDatabase
  let seeded: { key: string; value: string; type: string; section: string }[]

  beforeAll(async () => {
    database = await pgliteDatabase()
    seeded = await database.owner('select key, value, type, section from public.site_settings')
  })
  afterAll(async () => {
    await database?.close()
  })

  test('the seed holds every declared setting and nothing else', () => {
    expect(seeded.map((row) => row.key).sort(), FIX).toEqual([...SETTING_KEYS].sort())
  })

  test('each seeded setting is in its declared section, stored as its kind', () => {
    const declared = SETTING_KEYS.map((key) => ({
      key,
      section: SITE_SETTINGS[key].section,
      type: storedTypeOf(SITE_SETTINGS[key].kind),
    }))
    const stored = seeded.map(({ key, section, type }) => ({ key, section, type }))
    expect(
      stored.sort((a, b) => a.key.localeCompare(b.key)),
      FIX,
    ).toEqual(declared.sort((a, b) => a.key.localeCompare(b.key)))
  })

  test('every seeded value passes its setting’s own check', () => {
    const wrong = seeded.flatMap((row) => {
      const problem = settingProblem(row.key as (typeof SETTING_KEYS)[number], row.value)
      return problem ? [`${row.key}: ${problem}`] : []
    })
    expect(wrong).toEqual([])
  })
})
