// public.register_book_download: one atomic increment, only for a visible, downloadable book with
// a link, callable by visitors. On PGlite concurrent calls serialise; on PostgreSQL 15 (when
// TEST_DATABASE_URL is set) a pool of 20 connections makes the concurrency real.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { actAs, databaseVariants, type TestDatabase } from './harness.ts'

// Seeded books (ids in insertion order): 1 visible, downloadable, 124 + 300 downloads;
// 2 not downloadable; 3 hidden but downloadable; 8 downloadable without a link;
// 9 visible, downloadable, 19 + 5 downloads.
const CONCURRENT_DOWNLOADS = 200

interface Download {
  download_link: string
  download_count: number
  total_downloads: number
}

const variants = databaseVariants(20)

for (const variant of variants) {
  describe.skipIf(variant.skip)(`book download counter ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    const downloadAsVisitor = (bookId: number) =>
      database.committed(async (exec) => {
        await actAs(exec, { kind: 'anon' })
        return exec<Download>('select * from public.register_book_download($1)', [bookId])
      })

    const bookState = async (bookId: number) =>
      (
        await database.owner<{ download_count: number; updated_at: string }>(
          'select download_count, updated_at::text from public.books where id = $1',
          [bookId],
        )
      )[0]

    test('a visitor may download a visible book and gets its link and new totals', async () => {
      const before = await bookState(9)
      const rows = await downloadAsVisitor(9)
      expect(rows).toEqual([
        {
          download_link: 'https://example.org/descargas/cocina-de-temporada.pdf',
          download_count: before.download_count + 1,
          total_downloads: before.download_count + 1 + 5,
        },
      ])
    })

    test('a download does not touch the book updated_at (no false edit conflicts)', async () => {
      const before = await bookState(9)
      await downloadAsVisitor(9)
      expect((await bookState(9)).updated_at).toBe(before.updated_at)
    })

    test(`${CONCURRENT_DOWNLOADS} concurrent downloads add exactly ${CONCURRENT_DOWNLOADS}`, async () => {
      const before = await bookState(1)
      const results = await Promise.all(
        Array.from({ length: CONCURRENT_DOWNLOADS }, () => downloadAsVisitor(1)),
      )
      expect(results.every((rows) => rows.length === 1)).toBe(true)
      const counts = results.map((rows) => rows[0].download_count).sort((a, b) => a - b)
      expect(new Set(counts).size).toBe(CONCURRENT_DOWNLOADS)
      expect((await bookState(1)).download_count).toBe(before.download_count + CONCURRENT_DOWNLOADS)
    })

    test.each([
      { book: 3, reason: 'a hidden book' },
      { book: 2, reason: 'a book that is not downloadable' },
      { book: 8, reason: 'a downloadable book without a link' },
      { book: 999, reason: 'a book that does not exist' },
    ])('$reason returns no row and changes nothing', async ({ book }) => {
      const before = await database.owner('select id, download_count from public.books order by id')
      expect(await downloadAsVisitor(book)).toEqual([])
      expect(
        await database.owner('select id, download_count from public.books order by id'),
      ).toEqual(before)
    })

    test('visitors may not change the counter directly', async () => {
      await expect(
        database.committed(async (exec) => {
          await actAs(exec, { kind: 'anon' })
          return exec('update public.books set download_count = 0')
        }),
      ).rejects.toThrow()
    })
  })
}
