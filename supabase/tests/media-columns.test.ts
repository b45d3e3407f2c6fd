// The media library finds a file's uses through the media fields the resource definitions
// declare. A column that can hold a file's address but is not declared would hide its uses, and
// the library would offer to delete a file a page still shows.
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MEDIA_COLUMNS, RESOURCES } from '../../edge-functions/_shared/index.ts'
import {
  carouselBackgroundMedia,
  carouselUpdateSchema,
} from '../../edge-functions/_shared/resources/carousel-backgrounds.ts'
import { databaseVariants, type TestDatabase } from './harness.ts'

const HOLDERS = [
  ...RESOURCES.map((resource) => ({
    ...resource,
    schema: resource.updateSchema as v.GenericSchema,
  })),
  { ...carouselBackgroundMedia, schema: carouselUpdateSchema as v.GenericSchema },
]

/** A field takes a file's address when it takes a site path but not an anchor (links take both). */
function takesFiles(schema: v.GenericSchema, field: string): boolean {
  const accepts = (value: string) => v.safeParse(schema, { [field]: value }).success
  return accepts('/uploads/2026/foto.webp') && !accepts('#ancla')
}

const [pglite] = databaseVariants()

describe('media columns', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await pglite.open()
  })
  afterAll(async () => {
    await database?.close()
  })

  test('every column named like an address belongs to a field of a resource definition', async () => {
    const columns = await database.owner<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
       where table_schema = 'public' and column_name ~ '(^|_)(url|link)$' order by 1, 2`,
    )
    const known = HOLDERS.flatMap((holder) =>
      Object.values(holder.fields).map((column) => `${holder.table}.${column}`),
    )
    const unknown = columns
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => !known.includes(name))
    expect(
      unknown,
      'give each column a field in its resource definition (edge-functions/_shared/resources/)',
    ).toEqual([])
  })

  test('every field that takes a file is declared in its definition as media, so its uses are found', () => {
    const undeclared = HOLDERS.flatMap((holder) =>
      Object.entries(holder.fields)
        .filter(([field, column]) => /(url|link)$/.test(column) && takesFiles(holder.schema, field))
        .filter(
          ([, column]) =>
            !MEDIA_COLUMNS.some((media) => media.table === holder.table && media.column === column),
        )
        .map(([field]) => `${holder.path}.${field}`),
    )
    expect(
      undeclared,
      "declare these in the definition's `media` (edge-functions/_shared/resources/)",
    ).toEqual([])
  })

  test('the rule above tells a media field from a link', () => {
    const activities = HOLDERS.find((holder) => holder.path === 'activities')
    expect(activities && takesFiles(activities.schema, 'imageUrl')).toBe(true)
    expect(activities && takesFiles(activities.schema, 'ctaLink')).toBe(false)
  })
})
