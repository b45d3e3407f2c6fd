// 20261129200100_tracks_count_counts_published_tracks.sql: an album's tracks_count, which
// visitors read as its number of tracks, leaves out its draft tracks until they are published.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SqlExecutor } from '../../local/db.ts'
import { databaseVariants, type TestDatabase } from './harness.ts'

const variants = databaseVariants()

async function tracksCount(exec: SqlExecutor, albumId: number): Promise<number> {
  const [row] = await exec<{ n: number }>(
    'select tracks_count as n from public.albums where id = $1',
    [albumId],
  )
  return Number(row.n)
}

for (const variant of variants) {
  describe.skipIf(variant.skip)(`tracks_count ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test('a draft track is not counted until it is published', async () => {
      await database.rolledBack(async (exec) => {
        const [album] = await exec<{ id: number }>('select min(id) as id from public.albums')
        const before = await tracksCount(exec, album.id)
        const [track] = await exec<{ id: number }>(
          `insert into public.tracks (album_id, title, file_url, published_at)
           values ($1, 'Pista en borrador', '/demo/cuenco.wav', null) returning id`,
          [album.id],
        )
        expect(await tracksCount(exec, album.id)).toBe(before)
        await exec('update public.tracks set published_at = now() where id = $1', [track.id])
        expect(await tracksCount(exec, album.id)).toBe(before + 1)
        await exec('update public.tracks set published_at = null where id = $1', [track.id])
        expect(await tracksCount(exec, album.id)).toBe(before)
      })
    })

    test('the count equals the published tracks of every album', async () => {
      const mismatched = await database.owner(
        `select a.id from public.albums a
         where a.tracks_count <> (select count(*) from public.tracks t
           where t.album_id = a.id and t.published_at is not null)`,
      )
      expect(mismatched).toEqual([])
    })
  })
}
