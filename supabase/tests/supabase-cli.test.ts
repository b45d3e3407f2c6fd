// The Supabase CLI itself (`supabase db push`, as used to deploy) applies our migrations and seed
// on a real PostgreSQL that has only the bootstrap, logged in as a role with no more rights than
// hosted `postgres` (local/db.ts MIGRATING_ROLE), and records each migration exactly as the
// embedded stack does, so a database prepared by either can be carried on by the other.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createServerDatabase,
  listMigrations,
  MIGRATING_ROLE,
  type ServerDatabase,
  splitStatements,
} from '../../local/db.ts'
import { serverSkipReason, serverUrl } from './harness.ts'

const run = promisify(execFile)
const root = join(import.meta.dirname, '..', '..')
// The CLI applies the migrations one round trip at a time: about 10 s alone, over 30 s with the
// rest of a parallel run beside it.
const PUSH_TIMEOUT_MS = 120_000

describe.skipIf(!serverUrl)(
  serverUrl ? 'supabase db push' : `supabase db push (skipped: ${serverSkipReason})`,
  () => {
    let target: ServerDatabase
    let database: postgres.Sql

    beforeAll(async () => {
      target = await createServerDatabase(serverUrl as string, 'cli')
      const superuser = postgres(target.superuserUrl, { max: 1, onnotice: () => {} })
      try {
        await superuser.unsafe(await readFile(join(root, 'local', 'bootstrap.sql'), 'utf8'))
      } finally {
        await superuser.end()
      }
      database = postgres(target.url, { max: 1, onnotice: () => {} })
    })

    afterAll(async () => {
      await database?.end()
      await target?.drop()
    })

    test(
      'applies every migration and the seed on top of the bootstrap',
      async () => {
        await run(
          join(root, 'node_modules', '.bin', 'supabase'),
          ['db', 'push', '--db-url', target.url, '--include-seed', '--yes'],
          { cwd: root, env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1' } },
        )
        const [{ books }] = await database`select count(*)::int as books from public.books`
        expect(books).toBe(9)
      },
      PUSH_TIMEOUT_MS,
    )

    test('ran as the migrating role, no superuser: it owns everything the migrations made', async () => {
      const owners = await database`
        select distinct r.rolname as owner, r.rolsuper as superuser
        from pg_class as c join pg_roles as r on r.oid = c.relowner
        where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace)`
      expect(owners.map((row) => ({ ...row }))).toEqual([
        { owner: MIGRATING_ROLE, superuser: false },
      ])
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
