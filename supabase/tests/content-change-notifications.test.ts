// Every write to the content visitors see notifies `content_changed` (the preview prerenders
// again, local/content-rebuild.ts), except a visitor's counted book download: a count is not an
// edit, and 20 downloads from 20 visitors must not prerender the site 20 times.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openPreparedPglite } from './harness.ts'

let db: PGlite
let cleanUp: () => Promise<void>
const heard: string[] = []

beforeAll(async () => {
  ;({ db, cleanUp } = await openPreparedPglite())
  await db.listen('content_changed', (table) => heard.push(table))
})

afterAll(async () => {
  await db?.close()
  await cleanUp?.()
})

/** What `sql` made the database announce, once its transaction has committed. */
async function announced(sql: string, params: unknown[] = []): Promise<string[]> {
  heard.length = 0
  await db.query(sql, params)
  // PGlite hands notifications over after the statement that committed them.
  await db.query('select 1')
  return [...heard]
}

describe('content change notifications', () => {
  test('a counted book download asks for no rebuild; an edit of the same book does', async () => {
    const [book] = (
      await db.query<{ id: number }>(
        `select id from public.books
         where visible and is_downloadable and coalesce(download_link, '') <> '' order by id limit 1`,
      )
    ).rows
    const counted = await db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'service_role', true)")
      return (
        await tx.query<{ counted: boolean }>(
          'select counted from private.register_book_download($1, $2)',
          [book.id, '198.18.9.9'],
        )
      ).rows[0].counted
    })
    expect(counted).toBe(true)
    // The transaction above has committed: anything it announced has arrived by now.
    await db.query('select 1')
    expect(heard).not.toContain('books')
    expect(
      await announced('update public.books set download_count = download_count + 1 where id = $1', [
        book.id,
      ]),
    ).toEqual([])
    expect(
      await announced("update public.books set title = title || ' (2.ª ed.)' where id = $1", [
        book.id,
      ]),
    ).toEqual(['books'])
    expect(
      await announced(
        'update public.books set additional_downloads = additional_downloads + 1, download_count = download_count + 1 where id = $1',
        [book.id],
      ),
    ).toEqual(['books'])
    expect(await announced('update public.books set title = title where false')).toEqual([])
  })

  test('inserting and deleting a book, and editing another content table, still ask for a rebuild', async () => {
    const inserted = await announced(
      "insert into public.books (title) values ('Cuaderno de respiración')",
    )
    expect(inserted).toEqual(['books'])
    expect(
      await announced("delete from public.books where title = 'Cuaderno de respiración'"),
    ).toEqual(['books'])
    expect(await announced("update public.services set title = title || '.'")).toEqual(['services'])
  })
})
