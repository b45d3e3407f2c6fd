// POST /api/books/{id}/download over HTTP, through the embedded gateway, which appends the address
// of the connection to X-Forwarded-For as Supabase's does. Visitors are told apart by sending from
// different loopback addresses (Linux routes all of 127.0.0.0/8 to the loopback interface).
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { call, snapshot, WRITE_ROUTES } from './test-support.ts'

const CONCURRENT = 1_000
// A few seconds alone; a full parallel test run on a busy machine has taken 30.
const CONCURRENT_TIMEOUT = 120_000
// Seeded books: 1 and 9 are visible and downloadable, with a link.
const BOOK = 9
const BUSY_BOOK = 1

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

type Answer = { status: number; body: { downloadLink?: string; totalDownloads?: number } }

/** A download sent from `localAddress` on a connection of its own. */
function downloadFrom(
  localAddress: string,
  bookId: number,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(`${stack.functionsUrl}/api/books/${bookId}/download`)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { apikey: stack.anonKey, ...headers },
      },
      (incoming) => {
        let text = ''
        incoming.setEncoding('utf8')
        incoming.on('data', (chunk) => {
          text += chunk
        })
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Visitor n's own loopback address, 127.1.0.0 and up. */
const visitor = (n: number) => `127.1.${Math.floor(n / 256)}.${n % 256}`

async function book(id: number) {
  const [row] = await stack.sql`
    select download_count, additional_downloads, download_link from books where id = ${id}`
  return row as { download_count: number; additional_downloads: number; download_link: string }
}

describe('book download', () => {
  it('a first download counts and answers the link and the new totals', async () => {
    const before = await book(BOOK)
    const answer = await downloadFrom('127.0.0.10', BOOK)
    expect(answer).toEqual({
      status: 200,
      body: {
        downloadLink: before.download_link,
        downloadCount: before.download_count + 1,
        totalDownloads: before.download_count + 1 + before.additional_downloads,
      },
    })
  })

  it('the same visitor downloading twice in the window counts once, and gets the link both times', async () => {
    const before = await book(BOOK)
    const first = await downloadFrom('127.0.0.11', BOOK)
    const second = await downloadFrom('127.0.0.11', BOOK)
    const expected = {
      status: 200,
      body: {
        downloadLink: before.download_link,
        downloadCount: before.download_count + 1,
        totalDownloads: before.download_count + 1 + before.additional_downloads,
      },
    }
    expect(first).toEqual(expected)
    expect(second).toEqual(expected)
  })

  it('two visitors count twice', async () => {
    const before = await book(BOOK)
    await downloadFrom('127.0.0.12', BOOK)
    await downloadFrom('127.0.0.13', BOOK)
    expect((await book(BOOK)).download_count).toBe(before.download_count + 2)
  })

  it('a forged X-Forwarded-For does not make a new visitor', async () => {
    const before = await book(BOOK)
    for (const forged of ['10.0.0.1', '10.0.0.2', '10.0.0.3, 10.0.0.4']) {
      const answer = await downloadFrom('127.0.0.14', BOOK, { 'x-forwarded-for': forged })
      expect(answer.body.downloadLink).toBe(before.download_link)
    }
    expect((await book(BOOK)).download_count).toBe(before.download_count + 1)
  })

  it(
    `${CONCURRENT} concurrent downloads by one visitor add exactly 1`,
    async () => {
      const before = await book(BUSY_BOOK)
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => downloadFrom('127.0.0.15', BUSY_BOOK)),
      )
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CONCURRENT)
      expect(answers.every((answer) => answer.body.downloadLink === before.download_link)).toBe(
        true,
      )
      expect((await book(BUSY_BOOK)).download_count).toBe(before.download_count + 1)
    },
    CONCURRENT_TIMEOUT,
  )

  it(
    `${CONCURRENT} concurrent downloads by ${CONCURRENT} visitors add exactly ${CONCURRENT}`,
    async () => {
      const before = await book(BUSY_BOOK)
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, n) => downloadFrom(visitor(n), BUSY_BOOK)),
      )
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CONCURRENT)
      expect((await book(BUSY_BOOK)).download_count).toBe(before.download_count + CONCURRENT)
    },
    CONCURRENT_TIMEOUT,
  )

  it('no table holds the address of a visitor who downloaded', async () => {
    const address = '127.77.88.99'
    expect((await downloadFrom(address, BOOK)).status).toBe(200)
    const tables = await stack.sql<{ name: string }[]>`
      select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`
    const holding: string[] = []
    for (const { name } of tables) {
      const [row] = await stack.sql.unsafe(
        `select exists (select 1 from ${name} t where strpos(t::text, $1) > 0) as found`,
        [address],
      )
      if (row.found) holding.push(name)
    }
    expect(holding).toEqual([])
  })

  it('a hidden or non-downloadable book is 404 and counts nothing', async () => {
    const rows = await stack.sql`
      select id from books where not visible or not is_downloadable order by id`
    const before = await snapshot(stack)
    for (const row of rows) {
      const answer = await downloadFrom('127.0.0.16', Number(row.id))
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ message: 'Este libro no está disponible para descarga' })
    }
    expect(await snapshot(stack)).toEqual(before)
  })

  it('a book visitors may not see (a draft, scheduled, in the Papelera) answers as a missing book and counts nothing', async () => {
    const token = await stack.signIn(stack.admin.email, stack.admin.password)
    const body = WRITE_ROUTES.find((route) => route.name === 'POST /books')?.body
    const create = async (query: string, extra: Record<string, unknown> = {}) => {
      const created = await call(stack, `/books${query}`, { token, body: { ...body, ...extra } })
      expect(created.status, created.text).toBe(201)
      return Number(created.body.id)
    }
    const books = {
      draft: await create('?status=draft'),
      scheduled: await create('', {
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
      trashed: await create(''),
    }
    const trashed = await call(stack, `/books/${books.trashed}`, { method: 'DELETE', token })
    expect(trashed.status, trashed.text).toBeLessThan(300)
    const missing = await downloadFrom('127.0.0.17', 2_147_483_647)
    expect(missing.status).toBe(404)
    const before = await snapshot(stack)
    for (const id of Object.values(books)) {
      expect(await downloadFrom('127.0.0.17', id)).toEqual(missing)
    }
    expect(await snapshot(stack)).toEqual(before)
  })

  it('the public list hides the downloadLink of a book not offered for download; the owner still reads it', async () => {
    const paid = 'https://tienda.example/pago/cuaderno-completo.pdf'
    const [row] = await stack.sql`
      update books set download_link = ${paid}
      where id = (select min(id) from books where visible and not is_downloadable)
      returning id`
    const id = Number(row.id)
    const listed = async (headers: Record<string, string>) => {
      const answer = await fetch(`${stack.functionsUrl}/api/books`, {
        headers: { apikey: stack.anonKey, ...headers },
      })
      expect(answer.status).toBe(200)
      return (await answer.json()) as { id: number; downloadLink: string | null }[]
    }
    const visitors = await listed({})
    expect(visitors.find((book) => book.id === id)?.downloadLink).toBeNull()
    expect(JSON.stringify(visitors)).not.toContain(paid)
    expect(visitors.find((book) => book.id === BOOK)?.downloadLink).toMatch(/^https:/)
    const token = await stack.signIn(stack.admin.email, stack.admin.password)
    const owner = await listed({ authorization: `Bearer ${token}` })
    expect(owner.find((book) => book.id === id)?.downloadLink).toBe(paid)
  })
})
