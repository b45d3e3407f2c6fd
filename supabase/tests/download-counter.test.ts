// private.register_book_download: a download of a downloadable book with a link that visitors see
// counts once per visitor and book per 24-hour window, and the visitor is known only by a keyed
// hash.
// Only service_role (the `api` function) may call it. On PGlite concurrent calls serialise; on
// PostgreSQL 15 (when TEST_DATABASE_URL is set) a pool of 20 connections makes the concurrency real.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { actAs, attempt, databaseVariants, type TestDatabase } from './harness.ts'

// Seeded books (ids in insertion order): 1 visible, downloadable, 124 + 300 downloads;
// 2 not downloadable; 3 hidden but downloadable; 8 downloadable without a link;
// 9 visible, downloadable, 19 + 5 downloads.
const CONCURRENT = 1_000
// About a second alone; a full parallel test run on a busy machine has taken 11.
const CONCURRENT_TIMEOUT = 60_000

interface Download {
  download_link: string
  download_count: number
  total_downloads: number
  counted: boolean
}

/** A distinct documentation-range address per visitor number (198.18.0.0/15 has 131,072). */
const visitor = (n: number) => `198.18.${Math.floor(n / 256)}.${n % 256}`

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

    const download = (bookId: number, address: string | null) =>
      database.committed(async (exec) => {
        await actAs(exec, { kind: 'service_role' })
        return exec<Download>('select * from private.register_book_download($1, $2)', [
          bookId,
          address,
        ])
      })

    const bookState = async (bookId: number) =>
      (
        await database.owner<{ download_count: number; updated_at: string }>(
          'select download_count, updated_at::text from public.books where id = $1',
          [bookId],
        )
      )[0]

    test('a first download counts and answers the link and the new totals', async () => {
      const before = await bookState(9)
      expect(await download(9, '192.0.2.1')).toEqual([
        {
          download_link: 'https://example.org/descargas/cocina-de-temporada.pdf',
          download_count: before.download_count + 1,
          total_downloads: before.download_count + 1 + 5,
          counted: true,
        },
      ])
    })

    test('the same visitor downloading twice in the window counts once, and gets the link both times', async () => {
      const before = await bookState(9)
      const first = await download(9, '192.0.2.2')
      const second = await download(9, '192.0.2.2')
      expect(first).toEqual([expect.objectContaining({ counted: true })])
      expect(second).toEqual([
        {
          download_link: 'https://example.org/descargas/cocina-de-temporada.pdf',
          download_count: before.download_count + 1,
          total_downloads: before.download_count + 1 + 5,
          counted: false,
        },
      ])
      expect((await bookState(9)).download_count).toBe(before.download_count + 1)
    })

    test('two visitors count twice', async () => {
      const before = await bookState(9)
      await download(9, '192.0.2.3')
      await download(9, '192.0.2.4')
      expect((await bookState(9)).download_count).toBe(before.download_count + 2)
    })

    test('one visitor counts once per book', async () => {
      const [book1, book9] = [await bookState(1), await bookState(9)]
      await download(1, '192.0.2.5')
      await download(9, '192.0.2.5')
      expect((await bookState(1)).download_count).toBe(book1.download_count + 1)
      expect((await bookState(9)).download_count).toBe(book9.download_count + 1)
    })

    test(
      `${CONCURRENT} concurrent downloads by one visitor add exactly 1`,
      async () => {
        const before = await bookState(1)
        const results = await Promise.all(
          Array.from({ length: CONCURRENT }, () => download(1, '192.0.2.6')),
        )
        expect(results.every((rows) => rows.length === 1)).toBe(true)
        expect(results.filter((rows) => rows[0].counted)).toHaveLength(1)
        expect((await bookState(1)).download_count).toBe(before.download_count + 1)
      },
      CONCURRENT_TIMEOUT,
    )

    test(
      `${CONCURRENT} concurrent downloads by ${CONCURRENT} visitors add exactly ${CONCURRENT}`,
      async () => {
        const before = await bookState(1)
        const results = await Promise.all(
          Array.from({ length: CONCURRENT }, (_, n) => download(1, visitor(n))),
        )
        expect(results.every((rows) => rows.length === 1 && rows[0].counted)).toBe(true)
        const counts = new Set(results.map((rows) => rows[0].download_count))
        expect(counts.size).toBe(CONCURRENT)
        expect((await bookState(1)).download_count).toBe(before.download_count + CONCURRENT)
      },
      CONCURRENT_TIMEOUT,
    )

    test('a visitor counts again in the next window, and the rows of windows that are over are discarded', async () => {
      await download(9, '192.0.2.7')
      await database.rolledBack(async (exec) => {
        // Everything stored so far moves one window back, as if a day had passed.
        await exec(
          `update private.book_download_visits set window_start = window_start - interval '24 hours'`,
        )
        await actAs(exec, { kind: 'service_role' })
        const [again] = await exec<Download>(
          `select * from private.register_book_download(9, '192.0.2.7')`,
        )
        expect(again.counted).toBe(true)
        await actAs(exec, { kind: 'owner' })
        const windows = await exec<{ window_start: string; rows: number }>(
          `select window_start::text, count(*)::int as rows from private.book_download_visits
           group by window_start`,
        )
        expect(windows).toEqual([{ window_start: expect.any(String), rows: 1 }])
        const [{ current }] = await exec<{ current: boolean }>(
          `select window_start > now() - interval '24 hours' as current
           from private.book_download_visits`,
        )
        expect(current).toBe(true)
      })
    })

    test('addresses in one IPv6 /64 are one visitor', async () => {
      const before = await bookState(9)
      expect((await download(9, '2001:db8:1:2::1'))[0].counted).toBe(true)
      expect((await download(9, '2001:db8:1:2:ffff:ffff:ffff:ffff'))[0].counted).toBe(false)
      expect((await download(9, '2001:db8:1:3::1'))[0].counted).toBe(true)
      // IPv4 written as IPv6 is still one visitor per IPv4 address.
      expect((await download(9, '::ffff:192.0.2.8'))[0].counted).toBe(true)
      expect((await download(9, '::ffff:192.0.2.9'))[0].counted).toBe(true)
      expect((await bookState(9)).download_count).toBe(before.download_count + 4)
    })

    test('requests without an address count once per book and window, as one unknown visitor', async () => {
      const before = await bookState(9)
      const answers = [await download(9, null), await download(9, ''), await download(9, ' ')]
      expect(answers.map((rows) => rows[0].counted)).toEqual([true, false, false])
      expect(answers.every((rows) => rows[0].download_link !== '')).toBe(true)
      expect((await bookState(9)).download_count).toBe(before.download_count + 1)
    })

    test('a malformed address is still a visitor of its own', async () => {
      const before = await bookState(9)
      expect((await download(9, 'not-an-address'))[0].counted).toBe(true)
      expect((await download(9, 'not-an-address'))[0].counted).toBe(false)
      expect((await bookState(9)).download_count).toBe(before.download_count + 1)
    })

    test('a download does not touch the book updated_at (no false edit conflicts)', async () => {
      const before = await bookState(9)
      await download(9, '192.0.2.10')
      expect((await bookState(9)).updated_at).toBe(before.updated_at)
    })

    test.each([
      { book: 3, reason: 'a hidden book' },
      { book: 2, reason: 'a book that is not downloadable' },
      { book: 8, reason: 'a downloadable book without a link' },
      { book: 999, reason: 'a book that does not exist' },
    ])('$reason returns no row and changes nothing', async ({ book }) => {
      const state = () =>
        database.owner(
          `select (select json_agg(json_build_array(id, download_count) order by id) from public.books) as books,
                  (select count(*)::int from private.book_download_visits) as visits`,
        )
      const before = await state()
      expect(await download(book, '192.0.2.11')).toEqual([])
      expect(await state()).toEqual(before)
    })

    test('a book visitors may not see (a draft, scheduled, retired) returns no row and changes nothing', async () => {
      await database.rolledBack(async (exec) => {
        // Books have no "Retirar el" yet: the column a declaration would add stands in for it.
        await exec('alter table public.books add column unpublished_at timestamptz')
        const books = await exec<{ id: number; state: string }>(
          `insert into public.books
             (title, author, visible, is_downloadable, download_link, published_at, unpublished_at)
           select 'Libro ' || state, 'Autora', true, true, 'https://example.org/' || state || '.pdf',
             published, retired
           from (values
             ('borrador', null::timestamptz, null::timestamptz),
             ('programado', now() + interval '1 day', null),
             ('retirado', now() - interval '2 days', now() - interval '1 day'),
             ('publicado', now() - interval '2 days', now() + interval '1 day')
           ) as states (state, published, retired)
           returning id::int, title as state`,
        )
        const counts = 'select id::int, download_count from public.books order by id'
        const before = await exec(counts)
        await actAs(exec, { kind: 'service_role' })
        const answers: Record<string, number> = {}
        for (const book of books) {
          const rows = await exec('select * from private.register_book_download($1, $2)', [
            book.id,
            '192.0.2.13',
          ])
          answers[book.state] = rows.length
        }
        expect(answers).toEqual({
          'Libro borrador': 0,
          'Libro programado': 0,
          'Libro retirado': 0,
          'Libro publicado': 1,
        })
        await actAs(exec, { kind: 'owner' })
        const published = books.find((book) => book.state === 'Libro publicado')?.id
        const after = await exec<{ id: number; download_count: number }>(counts)
        expect(after.filter((row) => row.id !== published)).toEqual(
          before.filter((row) => (row as { id: number }).id !== published),
        )
      })
    })

    test('no table holds the address: only a 32-byte keyed hash and the window are stored', async () => {
      const address = '203.0.113.77'
      expect((await download(9, address))[0].counted).toBe(true)
      const columns = await database.owner<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'private' and table_name = 'book_download_visits'
         order by ordinal_position`,
      )
      expect(columns.map((row) => row.column_name)).toEqual(['visitor_key', 'window_start'])
      const [keys] = await database.owner<{ rows: number; hashes: number }>(
        `select count(*)::int as rows, count(*) filter (where octet_length(visitor_key) = 32)::int as hashes
         from private.book_download_visits`,
      )
      expect(keys.hashes).toBe(keys.rows)
      const tables = await database.owner<{ name: string }>(
        `select format('%I.%I', schemaname, tablename) as name from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema')`,
      )
      const holding: string[] = []
      for (const { name } of tables) {
        const [row] = await database.owner<{ found: boolean }>(
          `select exists (select 1 from ${name} t where strpos(t::text, $1) > 0) as found`,
          [address],
        )
        if (row.found) holding.push(name)
      }
      expect(holding).toEqual([])
    })

    for (const caller of [
      { name: 'visitors', kind: 'anon' as const },
      { name: 'signed-in users', kind: 'user' as const },
    ]) {
      test.each([
        `select * from private.register_book_download(1, '192.0.2.12')`,
        'select * from private.book_download_visits',
        'select * from private.book_download_secret',
        `insert into private.book_download_visits values ('\\x00', now())`,
        'delete from private.book_download_visits',
      ])(`${caller.name} may not run %s`, async (statement) => {
        await database.rolledBack(async (exec) => {
          await actAs(exec, caller.kind === 'anon' ? { kind: 'anon' } : database.member)
          expect(await attempt(exec, statement)).toMatchObject({ ok: false })
        })
      })
    }

    test('visitors may not change the counter directly', async () => {
      await database.rolledBack(async (exec) => {
        const counters = 'select id, download_count from public.books order by id'
        const before = await exec(counters)
        await actAs(exec, { kind: 'anon' })
        const changed = await attempt(
          exec,
          'with changed as (update public.books set download_count = 0 returning 1) select count(*)::int as n from changed',
        )
        if (changed.ok) expect(changed.rows).toEqual([{ n: 0 }])
        await actAs(exec, { kind: 'owner' })
        expect(await exec(counters)).toEqual(before)
      })
    })

    test('the api function (service_role) may not read the secret or the visits either', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, { kind: 'service_role' })
        for (const table of ['private.book_download_secret', 'private.book_download_visits']) {
          expect(await attempt(exec, `select * from ${table}`)).toMatchObject({ ok: false })
        }
      })
    })

    test('the counter is no longer in public', async () => {
      const [row] = await database.owner<{ found: string | null }>(
        `select to_regprocedure('public.register_book_download(bigint)')::text as found`,
      )
      expect(row.found).toBeNull()
    })
  })
}
