// The pages table admits the slugs a route of the code draws (page-slugs.ts) and no other: they
// are the rows of private.page_slugs, so a page migration adds its slug there, and a slug the
// code does not know, written by any writer, is refused.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PAGE_BLOCKS, PAGE_SLUGS } from '../../edge-functions/_shared/page-slugs.ts'
import { pgliteDatabase, type TestDatabase } from './harness.ts'

let database: TestDatabase

beforeAll(async () => {
  database = await pgliteDatabase()
})
afterAll(async () => {
  await database?.close()
})

test('the table admits exactly the slugs the code draws', async () => {
  const rows = await database.owner<{ slug: string }>('select slug from private.page_slugs')
  expect(
    rows.map((row) => row.slug).sort(),
    'edge-functions/_shared/page-slugs.ts and private.page_slugs disagree: a new page or part is one insert into private.page_slugs in its migration',
  ).toEqual([...Object.values(PAGE_SLUGS), ...Object.keys(PAGE_BLOCKS)].sort())
})

test('a slug no route draws is refused', async () => {
  await expect(
    database.owner(
      `insert into public.pages (slug, title, body) values ('no-existe', 'Prueba', '{"root": {"type": "root", "children": []}}')`,
    ),
  ).rejects.toMatchObject({ code: '23503' })
})
