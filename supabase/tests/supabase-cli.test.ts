// The Supabase CLI itself (`supabase db push`, as used to deploy) applies our migrations and seed
// on a real PostgreSQL that has only the bootstrap, and records each migration exactly as the
// embedded stack does, so a database prepared by either can be carried on by the other.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listMigrations, splitStatements } from '../../local/db.ts'
import { serverSkipReason, serverUrl } from './harness.ts'

const run = promisify(execFile)
const root = join(import.meta.dirname, '..', '..')

describe.skipIf(!serverUrl)(
  serverUrl ? 'supabase db push' : `supabase db push (skipped: ${serverSkipReason})`,
  () => {
    const name = `cli_${randomBytes(6).toString('hex')}`
    let server: postgres.Sql
    let database: postgres.Sql
    let databaseUrl: string

    beforeAll(async () => {
      server = postgres(serverUrl as string, { max: 1, onnotice: () => {} })
      await server.unsafe(`create database ${name}`)
      const url = new URL(serverUrl as string)
      url.pathname = `/${name}`
      databaseUrl = url.toString()
      database = postgres(databaseUrl, { max: 1, onnotice: () => {} })
      await database.unsafe(await readFile(join(root, 'local', 'bootstrap.sql'), 'utf8'))
    })

    afterAll(async () => {
      await database?.end()
      await server?.unsafe(`drop database if exists ${name} with (force)`)
      await server?.end()
    })

    test('applies every migration and the seed on top of the bootstrap', async () => {
      await run(
        join(root, 'node_modules', '.bin', 'supabase'),
        ['db', 'push', '--db-url', databaseUrl, '--include-seed', '--yes'],
        { cwd: root, env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1' } },
      )
      const [{ books }] = await database`select count(*)::int as books from public.books`
      expect(books).toBe(9)
    })

    test('records each migration with the same version, name and statements as local/db.ts', async () => {
      const recorded = await database`
        select version, name, statements from supabase_migrations.schema_migrations order by version`
      const expected = await Promise.all(
        (await listMigrations()).map(async (migration) => ({
          version: migration.version,
          name: migration.name,
          statements: splitStatements(await readFile(migration.file, 'utf8')),
        })),
      )
      expect(recorded.map((row) => ({ ...row }))).toEqual(expected)
    })
  },
)
