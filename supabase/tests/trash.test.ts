// The Papelera (20261128100000_trash.sql): a deleted item waits in private.trash and comes back
// exactly as it was; only the admin reaches it; entries older than 30 days are purged.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESOURCES } from '../../edge-functions/_shared/index.ts'
import type { SqlExecutor } from '../../local/db.ts'
import { actAs, attempt, databaseVariants, type TestDatabase } from './harness.ts'

/** The owner's items (the resource definitions): each goes to the Papelera. */
const TRASHABLE = RESOURCES.map((resource) => resource.table)

async function rowOf(exec: SqlExecutor, table: string, id: number) {
  const [row] = await exec<{ row: Record<string, unknown> | null }>(
    `select (select to_jsonb(t) from public.${table} t where t.id = $1) as row`,
    [id],
  )
  return row.row
}

async function listOrder(exec: SqlExecutor, table: string) {
  const rows = await exec<{ id: number }>(
    `select id from public.${table} order by to_jsonb(${table}) ->> 'sort_order', id`,
  )
  return rows.map((row) => Number(row.id))
}

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`papelera ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    for (const table of TRASHABLE) {
      test(`an item of ${table} goes to the trash and comes back identical, with its id and position`, async () => {
        await database.rolledBack(async (exec) => {
          const [{ id }] = await exec<{ id: number }>(
            `select id from public.${table} order by id desc limit 1 offset 1`,
          )
          const before = await rowOf(exec, table, id)
          const order = await listOrder(exec, table)
          await actAs(exec, database.admin)
          const [{ entry }] = await exec<{ entry: number }>(
            'select private.move_to_trash($1, $2) as entry',
            [table, id],
          )
          expect(entry).toBeTruthy()
          await actAs(exec, { kind: 'owner' })
          expect(await rowOf(exec, table, id)).toBeNull()
          await actAs(exec, database.admin)
          const [{ restored }] = await exec<{ restored: unknown }>(
            'select private.restore_from_trash($1) as restored',
            [entry],
          )
          expect(restored).toEqual({ kind: table, itemId: String(id) })
          await actAs(exec, { kind: 'owner' })
          expect(await rowOf(exec, table, id)).toEqual(before)
          expect(await listOrder(exec, table)).toEqual(order)
          expect(await exec('select 1 from private.trash where id = $1', [entry])).toEqual([])
        })
      })
    }

    test('an album goes to the trash with its tracks, and both come back identical', async () => {
      await database.rolledBack(async (exec) => {
        const [{ id }] = await exec<{ id: number }>(
          'select album_id as id from public.tracks group by album_id having count(*) > 1 limit 1',
        )
        const tracksOf = () =>
          exec(`select to_jsonb(t) as row from public.tracks t where album_id = $1 order by id`, [
            id,
          ])
        const album = await rowOf(exec, 'albums', id)
        const tracks = await tracksOf()
        await actAs(exec, database.admin)
        const [{ entry }] = await exec<{ entry: number }>(
          "select private.move_to_trash('albums', $1) as entry",
          [id],
        )
        await actAs(exec, { kind: 'owner' })
        expect(await tracksOf()).toEqual([])
        const [kept] = await exec<{ tracks: number }>(
          `select jsonb_array_length(children -> 0 -> 'rows') as tracks from private.trash where id = $1`,
          [entry],
        )
        expect(kept.tracks).toBe(tracks.length)
        await actAs(exec, database.admin)
        await exec('select private.restore_from_trash($1)', [entry])
        await actAs(exec, { kind: 'owner' })
        expect(await rowOf(exec, 'albums', id)).toEqual(album)
        expect(await tracksOf()).toEqual(tracks)
      })
    })

    test('a column added after the delete takes its default when the item comes back', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        const [{ entry }] = await exec<{ entry: number }>(
          "select private.move_to_trash('promotions', (select min(id) from public.promotions)) as entry",
        )
        await actAs(exec, { kind: 'owner' })
        await exec("alter table public.promotions add column later text not null default 'nuevo'")
        await actAs(exec, database.admin)
        await exec('select private.restore_from_trash($1)', [entry])
        await actAs(exec, { kind: 'owner' })
        const [row] = await exec<{ later: string }>(
          'select later from public.promotions where id = (select min(id) from public.promotions)',
        )
        expect(row.later).toBe('nuevo')
      })
    })

    test('a track whose album is gone is not restored', async () => {
      await database.rolledBack(async (exec) => {
        const [track] = await exec<{ id: number; album_id: number }>(
          'select id, album_id from public.tracks order by id limit 1',
        )
        await actAs(exec, database.admin)
        const [{ entry }] = await exec<{ entry: number }>(
          "select private.move_to_trash('tracks', $1) as entry",
          [track.id],
        )
        await exec("select private.move_to_trash('albums', $1)", [track.album_id])
        const refused = await attempt(exec, 'select private.restore_from_trash($1)', [entry])
        expect(refused.ok).toBe(false)
        expect(await exec('select 1 from private.trash where id = $1', [entry])).toHaveLength(1)
      })
    })

    test('visitors and members neither read the trash nor move anything to it', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        await exec(
          "select private.move_to_trash('services', (select min(id) from public.services))",
        )
        for (const caller of [{ kind: 'anon' } as const, database.member]) {
          await actAs(exec, caller)
          const read = await attempt(exec, 'select * from private.trash')
          expect(read.ok ? read.rows : []).toEqual([])
          const move = await attempt(
            exec,
            "select private.move_to_trash('books', (select min(id) from public.books))",
          )
          expect(move.ok).toBe(false)
          const restore = await attempt(
            exec,
            'select private.restore_from_trash((select max(id) from private.trash))',
          )
          expect(restore.ok).toBe(false)
          expect((await attempt(exec, 'select private.empty_trash()')).ok).toBe(false)
          const deleteOne = await attempt(
            exec,
            'select private.delete_trash_entry((select max(id) from private.trash))',
          )
          expect(deleteOne.ok).toBe(false)
        }
      })
    })

    test('only tables of content go to the trash', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        const refused = await attempt(exec, "select private.move_to_trash('profiles', 1)")
        expect(refused).toMatchObject({ ok: false })
      })
    })

    test('the purge removes entries older than 30 days, and only those', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        const [old] = await exec<{ entry: number }>(
          "select private.move_to_trash('videos', (select min(id) from public.videos)) as entry",
        )
        const [recent] = await exec<{ entry: number }>(
          "select private.move_to_trash('videos', (select max(id) from public.videos)) as entry",
        )
        await actAs(exec, { kind: 'owner' })
        await exec(
          "update private.trash set deleted_at = now() - interval '31 days' where id = $1",
          [old.entry],
        )
        await exec(
          "update private.trash set deleted_at = now() - interval '29 days' where id = $1",
          [recent.entry],
        )
        await exec('select private.purge_trash()')
        const left = await exec<{ id: number }>('select id from private.trash order by id')
        expect(left.map((row) => Number(row.id))).toEqual([Number(recent.entry)])
      })
    })

    test('deleting one entry for good forgets it alone; a second try finds nothing', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        const [kept] = await exec<{ entry: number }>(
          "select private.move_to_trash('videos', (select min(id) from public.videos)) as entry",
        )
        const [gone] = await exec<{ entry: number }>(
          "select private.move_to_trash('videos', (select max(id) from public.videos)) as entry",
        )
        const [first] = await exec<{ files: string[] | null }>(
          'select private.delete_trash_entry($1) as files',
          [gone.entry],
        )
        expect(first.files).toEqual([])
        const [again] = await exec<{ files: string[] | null }>(
          'select private.delete_trash_entry($1) as files',
          [gone.entry],
        )
        expect(again.files).toBeNull()
        const left = await exec<{ id: number }>('select id from private.trash order by id')
        expect(left.map((row) => Number(row.id))).toEqual([Number(kept.entry)])
      })
    })

    test('emptying the trash forgets every entry', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        await exec(
          "select private.move_to_trash('products', (select min(id) from public.products))",
        )
        await exec('select private.empty_trash()')
        expect(await exec('select 1 from private.trash')).toEqual([])
      })
    })
  })
}
