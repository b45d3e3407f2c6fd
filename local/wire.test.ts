import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWireServer, type WireServer } from './wire.ts'

let db: PGlite
let wire: WireServer

beforeAll(async () => {
  db = await PGlite.create()
  await db.exec(
    'create table ledger (id int primary key, client int not null, amount int not null)',
  )
  wire = await startWireServer(db, { port: 0 })
})

afterAll(async () => {
  await wire.stop()
  await db.close()
})

describe('Postgres wire server', () => {
  it('answers simple queries with several statements, as psql sends them', async () => {
    const sql = postgres(wire.url, { max: 1 })
    const results = await sql.unsafe('select 1 as one; select $$two$$ as two').simple()
    expect(results).toEqual([[{ one: 1 }], [{ two: 'two' }]])
    await sql.end()
  })

  it("passes on a NOTIFY raised by a client's statement to the session's listeners", async () => {
    await db.listen('ledger_changed', () => {})
    const heard: [string, string][] = []
    const stop = wire.onNotification((channel, payload) => heard.push([channel, payload]))
    const sql = postgres(wire.url, { max: 1 })
    await sql`select pg_notify('ledger_changed', 'cliente 7')`
    await sql.end()
    stop()
    expect(heard).toEqual([['ledger_changed', 'cliente 7']])
  })

  it.skipIf(!existsSync('/usr/bin/psql'))('serves psql', async () => {
    const { stdout } = await promisify(execFile)('psql', [wire.url, '-At', '-c', 'select 40 + 2'])
    expect(stdout.trim()).toBe('42')
  })

  it('keeps the results of concurrent clients apart', async () => {
    const clients = Array.from({ length: 20 }, () =>
      postgres(wire.url, { max: 1, prepare: false, onnotice: () => {} }),
    )
    const wrong: string[] = []
    await Promise.all(
      clients.map(async (sql, client) => {
        for (let query = 0; query < 50; query++) {
          const [row] =
            await sql`select ${client}::int * 1000 + ${query}::int as n, ${`c${client}`}::text as tag`
          if (row.n !== client * 1000 + query || row.tag !== `c${client}`) {
            wrong.push(`${client}/${query}`)
          }
        }
      }),
    )
    await Promise.all(clients.map((sql) => sql.end()))
    expect(wrong).toEqual([])
  })

  it('runs the transactions of concurrent clients in isolation', async () => {
    const clients = Array.from({ length: 10 }, () => postgres(wire.url, { max: 2 }))
    await Promise.all(
      clients.map(async (sql, client) => {
        for (let round = 0; round < 5; round++) {
          await sql.begin(async (tx) => {
            const id = client * 100 + round
            await tx`insert into ledger values (${id}, ${client}, ${round})`
            const [{ total }] =
              await tx`select count(*)::int as total from ledger where client = ${client}`
            expect(total).toBe(round + 1)
          })
        }
      }),
    )
    const [{ rows }] = await clients[0]`select count(*)::int as rows from ledger`
    await Promise.all(clients.map((sql) => sql.end()))
    expect(rows).toBe(50)
  })

  it('rolls back the transaction of a client that disconnects in the middle of it', async () => {
    const leaving = postgres(wire.url, { max: 1 })
    const reserved = await leaving.reserve()
    await reserved`begin`
    await reserved`insert into ledger values (-1, -1, -1)`
    await leaving.end({ timeout: 0 })
    const observer = postgres(wire.url, { max: 1 })
    const [{ count }] = await observer`select count(*)::int as count from ledger where id = -1`
    await observer.end()
    expect(count).toBe(0)
  })

  it('disconnects a client idle in a transaction while others wait, and rolls it back', async () => {
    const guarded = await startWireServer(db, { port: 0, idleInTransactionLimitMs: 300 })
    const idle = postgres(guarded.url, { max: 1, onnotice: () => {} })
    const waiting = postgres(guarded.url, { max: 1 })
    try {
      const reserved = await idle.reserve()
      await reserved`begin`
      await reserved`insert into ledger values (-2, -2, -2)`
      // One shared session: had the idle transaction survived, its row would be visible here.
      const [{ count }] = await waiting`select count(*)::int as count from ledger where id = -2`
      expect(count).toBe(0)
    } finally {
      await Promise.all([idle.end({ timeout: 0 }), waiting.end()])
      await guarded.stop()
    }
  })

  it('keeps a failed statement from affecting other clients', async () => {
    const failing = postgres(wire.url, { max: 1 })
    const healthy = postgres(wire.url, { max: 1 })
    const [failure, [row]] = await Promise.all([
      failing`select * from missing_table`.catch((error: { code: string }) => error.code),
      healthy`select 7 as seven`,
    ])
    await Promise.all([failing.end(), healthy.end()])
    expect(failure).toBe('42P01')
    expect(row.seven).toBe(7)
  })
})
