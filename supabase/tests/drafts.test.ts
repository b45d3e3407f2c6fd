// Borrador and Publicado in the database (20261128500000_drafts_and_publishing.sql): what
// visitors and members may not read of a draft, whatever reads for them (PostgREST, the api
// function, the prerenderer through it). What the api function does with drafts is in
// edge-functions/api/drafts.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESOURCES } from '../../edge-functions/_shared/index.ts'
import type { SqlExecutor } from '../../local/db.ts'
import { actAs, type Caller, databaseVariants, type TestDatabase } from './harness.ts'

/** How to make a new row of each table of the owner's items (the seed has rows of each). */
const INSERTS: Readonly<Record<string, string>> = {
  services: `(title, description, icon) values ('Borrador', 'd', 'tag')`,
  activities: `(title, description) values ('Borrador', 'd')`,
  products: `(title, description, featured) values ('Borrador', 'd', true)`,
  testimonials: `(name, quote, content, featured) values ('Borrador', 'q', 'c', true)`,
  videos: `(title, link) values ('Borrador', 'https://example.org/v')`,
  books: `(title, author) values ('Borrador', 'a')`,
  promotions: `(title, description) values ('Borrador', 'd')`,
  hero_content: `(title) values ('Borrador')`,
  albums: `(title, artist) values ('Borrador', 'a')`,
  tracks: `(album_id, title, file_url) values ((select min(id) from public.albums), 'Borrador', '/demo/cuenco.wav')`,
  // Every fixed page is seeded, and a slug is taken once: the row is one of them, rolled back after.
  pages: `(slug, title, body) values ('aviso-legal', 'Borrador', '{"root": {"type": "root", "children": []}}') on conflict (slug) do update set title = excluded.title`,
}

/** The owner's items (the resource definitions), each of which may hold a draft. */
const CONTENT_TABLES = RESOURCES.map(({ table }) => {
  const insert = INSERTS[table]
  if (insert === undefined) {
    throw new Error(
      `public.${table} may hold drafts: say in INSERTS of supabase/tests/drafts.test.ts how to make a row of it.`,
    )
  }
  return { table, insert }
})

const variants = databaseVariants()

async function countOf(exec: SqlExecutor, table: string, where: string): Promise<number> {
  const [row] = await exec<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${where}`,
  )
  return Number(row.n)
}

for (const variant of variants) {
  describe.skipIf(variant.skip)(`drafts ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })
    const visitors = (): Caller[] => [{ kind: 'anon' }, database.member]

    test('the existing content is published', async () => {
      for (const { table } of CONTENT_TABLES) {
        expect(await countOf(database.owner, table, 'published_at is null'), table).toBe(0)
        expect(await countOf(database.owner, table, 'true'), table).toBeGreaterThan(0)
      }
    })

    test.each(CONTENT_TABLES)(
      'a draft $table row is read by the admin only',
      async ({ table, insert }) => {
        await database.rolledBack(async (exec) => {
          const [row] = await exec<{ id: number }>(
            `insert into public.${table} ${insert} returning id`,
          )
          await exec(`update public.${table} set published_at = null where id = $1`, [row.id])
          for (const caller of visitors()) {
            await actAs(exec, caller)
            expect(await countOf(exec, table, `id = ${row.id}`)).toBe(0)
            await actAs(exec, { kind: 'owner' })
          }
          await actAs(exec, database.admin)
          expect(await countOf(exec, table, `id = ${row.id}`)).toBe(1)
        })
      },
    )

    test.each(CONTENT_TABLES)(
      'a $table row to be published later is not read before its minute',
      async ({ table, insert }) => {
        await database.rolledBack(async (exec) => {
          const [row] = await exec<{ id: number }>(
            `insert into public.${table} ${insert} returning id`,
          )
          await exec(
            `update public.${table} set published_at = now() + interval '1 minute' where id = $1`,
            [row.id],
          )
          await actAs(exec, { kind: 'anon' })
          expect(await countOf(exec, table, `id = ${row.id}`)).toBe(0)
        })
      },
    )

    test.each(CONTENT_TABLES)(
      "a published $table row's pending changes are read by the admin only",
      async ({ table }) => {
        await database.rolledBack(async (exec) => {
          const [row] = await exec<{ id: number }>(`select min(id) as id from public.${table}`)
          await exec(
            `insert into public.content_drafts (table_name, row_id, changes) values ($1, $2, '{"title": "Cambio pendiente"}')`,
            [table, row.id],
          )
          const read = `select ${table}.draft::text as draft from public.${table} where id = ${row.id}`
          for (const caller of visitors()) {
            await actAs(exec, caller)
            expect(await exec(read)).toEqual([{ draft: null }])
            expect(await exec('select count(*)::int as n from public.content_drafts')).toEqual([
              { n: 0 },
            ])
            await actAs(exec, { kind: 'owner' })
          }
          await actAs(exec, database.admin)
          expect(await exec(read)).toEqual([{ draft: '{"title": "Cambio pendiente"}' }])
        })
      },
    )

    test("a draft album's tracks are read by the admin only", async () => {
      await database.rolledBack(async (exec) => {
        const [album] = await exec<{ id: number }>(
          `select album_id as id from public.tracks group by album_id limit 1`,
        )
        const total = await countOf(exec, 'tracks', `album_id = ${album.id}`)
        expect(total).toBeGreaterThan(0)
        await exec('update public.albums set published_at = null where id = $1', [album.id])
        for (const caller of visitors()) {
          await actAs(exec, caller)
          expect(await countOf(exec, 'tracks', `album_id = ${album.id}`)).toBe(0)
          await actAs(exec, { kind: 'owner' })
        }
        await actAs(exec, database.admin)
        expect(await countOf(exec, 'tracks', `album_id = ${album.id}`)).toBe(total)
      })
    })

    test('deleting an item deletes its pending changes', async () => {
      await database.rolledBack(async (exec) => {
        const [row] = await exec<{ id: number }>(
          `insert into public.services ${INSERTS.services} returning id`,
        )
        await exec(
          `insert into public.content_drafts (table_name, row_id, changes) values ('services', $1, '{}')`,
          [row.id],
        )
        await exec('delete from public.services where id = $1', [row.id])
        expect(await countOf(exec, 'content_drafts', `row_id = ${row.id}`)).toBe(0)
      })
    })
  })
}
