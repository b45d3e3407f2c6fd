// Database test harness: the same suites run on PGlite (always) and on a real PostgreSQL 15 when
// TEST_DATABASE_URL is set. Every case runs inside a transaction that is rolled back, so one
// prepared database serves a whole file. Acting as a caller is done exactly like PostgREST:
// `set_config('role', ...)` and `set_config('request.jwt.claims', ...)`, local to the transaction.
// Signed-in callers carry the id of a real `auth.sessions` row, as Auth's tokens do: the admin
// policies hold only while that session is live.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import postgres from 'postgres'
import {
  createUser,
  DEMO_ADMIN,
  MIGRATING_ROLE,
  openDatabase,
  prepareDatabase,
  prepareDatabaseAt,
  type ServerDatabase,
  type SqlExecutor,
} from '../../local/db.ts'
import { copyDataDirectory } from '../../local/prepared-database.ts'

export const serverUrl = process.env.TEST_DATABASE_URL
export const serverSkipReason =
  'TEST_DATABASE_URL is not set: the PostgreSQL 15 variant is skipped (set it, e.g. to postgresql://postgres:postgres@127.0.0.1:5432/postgres, to run it)'

/**
 * Where a database suite runs: always on PGlite, and on the PostgreSQL server of
 * TEST_DATABASE_URL when it is set (otherwise that variant is skipped, saying why). On PGlite the
 * owner is its only user, a superuser; on the server it is a role with no more rights than
 * hosted `postgres` (local/db.ts MIGRATING_ROLE), which also applied the migrations.
 */
export function databaseVariants(serverPoolSize?: number) {
  return [
    { label: 'on PGlite', skip: false, ownerIsSuperuser: true, open: () => pgliteDatabase() },
    {
      label: serverUrl ? 'on PostgreSQL 15' : `on PostgreSQL 15 (skipped: ${serverSkipReason})`,
      skip: !serverUrl,
      ownerIsSuperuser: false,
      open: () => serverDatabase(serverUrl as string, serverPoolSize),
    },
  ]
}

export type Caller =
  | { kind: 'anon' }
  | { kind: 'user'; id: string; sessionId?: string }
  | { kind: 'service_role' }
  | { kind: 'owner' }

export interface TestDatabase {
  label: string
  /** The database owner's connection (outside any test transaction): the role that migrated it. */
  owner: SqlExecutor
  /** Runs `work` in a transaction that is always rolled back. */
  rolledBack<T>(work: (exec: SqlExecutor) => Promise<T>): Promise<T>
  /** Runs `work` in a transaction that commits (concurrent calls use separate connections). */
  committed<T>(work: (exec: SqlExecutor) => Promise<T>): Promise<T>
  /** The demo admin and a signed-in non-admin, both created for the tests. */
  adminId: string
  memberId: string
  /** Each of them signed in: a caller whose token names a live session of theirs. */
  admin: Caller
  member: Caller
  close(): Promise<void>
}

export const MEMBER = {
  email: 'lectora@bienestar.local',
  username: 'lectora',
  password: 'lectora-demo',
}

class RolledBack extends Error {}

/**
 * Opens a session for the user, as Auth does at sign-in, and returns the caller whose token names
 * it. `notAfter` gives the session an end. Runs as the executor's current role (the owner's).
 */
export async function signedIn(
  exec: SqlExecutor,
  userId: string,
  notAfter: string | null = null,
): Promise<Caller & { kind: 'user'; sessionId: string }> {
  const sessionId = randomUUID()
  await exec(
    `insert into auth.sessions (id, user_id, created_at, updated_at, not_after)
     values ($1, $2, now(), now(), $3::timestamptz)`,
    [sessionId, userId, notAfter],
  )
  return { kind: 'user', id: userId, sessionId }
}

async function withUsers(owner: SqlExecutor) {
  const member = await createUser(owner, { ...MEMBER, isAdmin: false })
  const [admin] = await owner<{ id: string }>(
    'select id::text as id from public.profiles where username = $1',
    [DEMO_ADMIN.username],
  )
  return {
    adminId: admin.id,
    memberId: member.id,
    admin: await signedIn(owner, admin.id),
    member: await signedIn(owner, member.id),
  }
}

/**
 * Vitest's global setup (local/test-global-setup.ts) builds one migrated and seeded data directory
 * per run and names it in this variable. Copying it saves PGlite's initdb (several seconds) per
 * file; local/db.test.ts is the suite that proves the migrations apply from scratch.
 */
const TEMPLATE_ENV = 'LOCAL_STACK_TEMPLATE_DIR'

export async function openPreparedPglite(): Promise<{ db: PGlite; cleanUp(): Promise<void> }> {
  const template = process.env[TEMPLATE_ENV]
  if (!template) {
    const db = await openDatabase()
    await prepareDatabase(db)
    return { db, cleanUp: async () => {} }
  }
  const dir = await mkdtemp(join(tmpdir(), 'db-tests-'))
  copyDataDirectory(join(template, 'pgdata'), join(dir, 'pgdata'))
  const db = await openDatabase(join(dir, 'pgdata'))
  await prepareDatabase(db)
  return { db, cleanUp: () => rm(dir, { recursive: true, force: true }) }
}

export async function pgliteDatabase(): Promise<TestDatabase> {
  const { db, cleanUp } = await openPreparedPglite()
  const owner: SqlExecutor = async (text, params) => (await db.query(text, params)).rows as never
  const users = await withUsers(owner)
  return {
    label: 'PGlite',
    owner,
    ...users,
    async rolledBack(work) {
      let result: Awaited<ReturnType<typeof work>> | undefined
      await db.transaction(async (tx: Transaction) => {
        result = await work(async (text, params) => (await tx.query(text, params)).rows as never)
        await tx.rollback()
      })
      return result as Awaited<ReturnType<typeof work>>
    },
    committed: (work) =>
      db.transaction((tx: Transaction) =>
        work(async (text, params) => (await tx.query(text, params)).rows as never),
      ),
    async close() {
      await db.close()
      await cleanUp()
    },
  }
}

/**
 * Vitest's global setup also migrates one database on the server of TEST_DATABASE_URL and names it
 * in this variable; each file's database is a copy of it (CREATE DATABASE ... TEMPLATE, well under
 * a second against 10 s or more of migrating). That build proves the migrations apply from scratch
 * on PostgreSQL 15 once per run, and supabase-cli.test.ts proves the CLI applies them.
 */
export const SERVER_TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE'

/** Runs one statement as the server's superuser (the URL's user), on a connection of its own. */
async function onServer(url: string, statement: string) {
  const server = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await server.unsafe(statement)
  } finally {
    await server.end()
  }
}

/**
 * Migrates and seeds a database on the server, then makes it a template nobody connects to (a
 * copy is refused while anyone is connected to its source); `drop()` removes it.
 */
export async function buildServerTemplate(url: string): Promise<ServerDatabase> {
  const prepared = await prepareDatabaseAt(url)
  await onServer(
    url,
    `alter database ${prepared.name} with is_template true allow_connections false`,
  )
  return {
    ...prepared,
    async drop() {
      await onServer(url, `alter database ${prepared.name} with is_template false`)
      await prepared.drop()
    },
  }
}

/** A database prepared like a fresh one: a copy of the run's template, or migrated when there is none. */
async function preparedServerDatabase(url: string): Promise<ServerDatabase> {
  const template = process.env[SERVER_TEMPLATE_ENV]
  if (!template) return prepareDatabaseAt(url)
  const name = `test_${randomBytes(6).toString('hex')}`
  await onServer(url, `create database ${name} template ${template} owner ${MIGRATING_ROLE}`)
  const superuserUrl = new URL(url)
  superuserUrl.pathname = `/${name}`
  const ownerUrl = new URL(superuserUrl)
  ownerUrl.username = MIGRATING_ROLE
  return {
    name,
    url: ownerUrl.toString(),
    superuserUrl: superuserUrl.toString(),
    drop: () => onServer(url, `drop database if exists ${name} with (force)`),
  }
}

export async function serverDatabase(url: string, poolSize = 1): Promise<TestDatabase> {
  const prepared = await preparedServerDatabase(url)
  const sql = postgres(prepared.url, { max: poolSize, onnotice: () => {} })
  const owner: SqlExecutor = async (text, params) =>
    (await sql.unsafe(text, (params ?? []) as never[])) as never
  const users = await withUsers(owner)
  return {
    label: 'PostgreSQL 15',
    owner,
    ...users,
    async rolledBack(work) {
      let result: Awaited<ReturnType<typeof work>> | undefined
      try {
        await sql.begin(async (tx) => {
          result = await work(
            async (text, params) => (await tx.unsafe(text, (params ?? []) as never[])) as never,
          )
          throw new RolledBack()
        })
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error
      }
      return result as Awaited<ReturnType<typeof work>>
    },
    committed: async (work) =>
      (await sql.begin((tx) =>
        work(async (text, params) => (await tx.unsafe(text, (params ?? []) as never[])) as never),
      )) as never,
    async close() {
      await sql.end()
      await prepared.drop()
    },
  }
}

export function claimsFor(caller: Caller): { role: string; claims: string } {
  switch (caller.kind) {
    case 'anon':
      return { role: 'anon', claims: JSON.stringify({ role: 'anon' }) }
    case 'service_role':
      return { role: 'service_role', claims: JSON.stringify({ role: 'service_role' }) }
    case 'user':
      return {
        role: 'authenticated',
        claims: JSON.stringify({
          sub: caller.id,
          role: 'authenticated',
          aud: 'authenticated',
          session_id: caller.sessionId,
        }),
      }
    case 'owner':
      return { role: 'none', claims: '' }
  }
}

/** Switches the current transaction to the caller, as PostgREST does for each request. */
export async function actAs(exec: SqlExecutor, caller: Caller): Promise<void> {
  if (caller.kind === 'owner') {
    await exec('reset role')
    return
  }
  const { role, claims } = claimsFor(caller)
  await exec(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    role,
    claims,
  ])
}

export type Attempt = { ok: true; rows: Record<string, unknown>[] } | { ok: false; error: string }

/**
 * Runs one statement inside a savepoint so that a refused statement does not abort the
 * surrounding transaction: the test can go on and check that nothing changed.
 */
export async function attempt(
  exec: SqlExecutor,
  text: string,
  params?: unknown[],
): Promise<Attempt> {
  await exec('savepoint attempt')
  try {
    const rows = await exec(text, params)
    await exec('release savepoint attempt')
    return { ok: true, rows }
  } catch (error) {
    await exec('rollback to savepoint attempt')
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** A digest of every row of a table, to prove that a refused write changed nothing. */
export async function tableDigest(exec: SqlExecutor, table: string): Promise<string> {
  const [row] = await exec<{ digest: string | null }>(
    `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
  )
  return row.digest ?? ''
}

/** Lets this transaction pass Storage's delete guard, as the Storage API does before deleting. */
export async function deleteLikeStorageApi(exec: SqlExecutor) {
  await exec(`select set_config('storage.allow_delete_query', 'true', true)`)
}
