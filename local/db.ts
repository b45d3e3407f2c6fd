// The database side of the embedded stack: opens PGlite, and brings any database (PGlite or a real
// PostgreSQL) to the state `supabase db reset` would: Supabase's base schema (local/bootstrap.sql),
// every file of supabase/migrations in name order, recorded the way the Supabase CLI records
// them, then supabase/seed.sql and the demo admin.
import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import postgres from 'postgres'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const bootstrapFile = join(projectRoot, 'local', 'bootstrap.sql')
const migrationsDir = join(projectRoot, 'supabase', 'migrations')
const seedFile = join(projectRoot, 'supabase', 'seed.sql')

export const DEMO_ADMIN = {
  email: 'admin@bienestar.local',
  username: 'admin',
  password: 'bienestar-demo',
} as const

/** Runs one parameterised statement and returns its rows. */
export type SqlExecutor = <Row = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<Row[]>

/** Anything that can run SQL: a PGlite instance, a postgres.js client, or an executor function. */
export type SqlTarget = PGlite | postgres.Sql | SqlExecutor

export function toExecutor(target: SqlTarget): SqlExecutor {
  if (target instanceof PGlite) {
    return async <Row>(text: string, params?: unknown[]) =>
      (await target.query<Row>(text, params)).rows
  }
  if ('unsafe' in target) {
    return async <Row>(text: string, params?: unknown[]) =>
      (await target.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[])) as Row[]
  }
  return target
}

export async function openDatabase(dataDir?: string): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: { pgcrypto } })
}

export interface Migration {
  version: string
  name: string
  file: string
}

export async function listMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
  return files.map((file) => {
    const match = /^(\d+)_(.+)\.sql$/.exec(file)
    if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`)
    return { version: match[1], name: match[2], file: join(migrationsDir, file) }
  })
}

/** What prepare needs from a connection: run a multi-statement script, run one query. */
interface ScriptRunner {
  script(sql: string): Promise<void>
  query: SqlExecutor
  transaction(work: (runner: ScriptRunner) => Promise<void>): Promise<void>
}

function pgliteRunner(
  db: PGlite | Parameters<Parameters<PGlite['transaction']>[0]>[0],
): ScriptRunner {
  return {
    script: async (sql) => {
      await db.exec(sql)
    },
    query: async <Row>(text: string, params?: unknown[]) =>
      (await db.query<Row>(text, params)).rows,
    transaction: async (work) => {
      if (!(db instanceof PGlite)) return work(pgliteRunner(db))
      await db.transaction((tx) => work(pgliteRunner(tx)))
    },
  }
}

function postgresRunner(sql: postgres.Sql | postgres.TransactionSql): ScriptRunner {
  return {
    script: async (text) => {
      await sql.unsafe(text)
    },
    query: toExecutor(sql as postgres.Sql),
    transaction: async (work) => {
      if (!('begin' in sql)) return work(postgresRunner(sql))
      await sql.begin((tx) => work(postgresRunner(tx)))
    },
  }
}

export interface PrepareOptions {
  /** Create the demo admin (DEMO_ADMIN) after seeding a fresh database. Default true. */
  demoAdmin?: boolean
}

export interface PrepareResult {
  /** True when the database was empty and got the bootstrap, every migration and the seed. */
  fresh: boolean
  /** File names of the migrations applied by this call, in order. */
  applied: string[]
}

/**
 * Empty database: bootstrap, every migration, seed, demo admin. Existing database: only the
 * migrations not yet recorded in supabase_migrations.schema_migrations.
 */
export async function prepareDatabase(
  db: PGlite,
  options: PrepareOptions = {},
): Promise<PrepareResult> {
  return prepare(pgliteRunner(db), options)
}

/**
 * `runner` applies the migrations and the seed; `superuser` runs the bootstrap, which creates roles
 * and hands tables to Supabase's own roles (on PGlite both are its only user).
 */
async function prepare(
  runner: ScriptRunner,
  options: PrepareOptions,
  superuser: ScriptRunner = runner,
): Promise<PrepareResult> {
  const [{ bootstrapped }] = await runner.query<{ bootstrapped: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as bootstrapped`,
  )
  if (!bootstrapped) await superuser.script(await readFile(bootstrapFile, 'utf8'))

  const recorded = new Set(
    (
      await runner.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((row) => row.version),
  )
  const pending = (await listMigrations()).filter((migration) => !recorded.has(migration.version))
  for (const migration of pending) {
    const text = await readFile(migration.file, 'utf8')
    await runner.transaction(async (tx) => {
      await tx.script(text)
      await tx.query(
        `insert into supabase_migrations.schema_migrations (version, name, statements)
         values ($1, $2, $3)`,
        [migration.version, migration.name, splitStatements(text)],
      )
    })
  }

  if (!bootstrapped) {
    await runner.script(await readFile(seedFile, 'utf8'))
    if (options.demoAdmin ?? true) await createUser(runner.query, { ...DEMO_ADMIN, isAdmin: true })
  }
  return {
    fresh: !bootstrapped,
    applied: pending.map((migration) => `${migration.version}_${migration.name}.sql`),
  }
}

export interface NewUser {
  email: string
  password: string
  username: string
  isAdmin?: boolean
}

export interface CreatedUser {
  id: string
  email: string
  /** The username actually stored (a suffix is added when the wanted one is taken). */
  username: string
}

/**
 * Inserts a confirmed email+password user exactly as Supabase Auth (GoTrue) expects to find one,
 * plus its identity; the profiles trigger creates the profile. Setting is_admin needs the
 * database owner's connection (nobody else may change that flag).
 */
export async function createUser(target: SqlTarget, user: NewUser): Promise<CreatedUser> {
  const exec = toExecutor(target)
  const [created] = await exec<{ id: string; email: string }>(
    `with new_user as (
       insert into auth.users (
         instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, recovery_token, email_change_token_new, email_change,
         email_change_token_current, phone_change, phone_change_token, reauthentication_token,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at
       ) values (
         '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
         'authenticated', lower($1), extensions.crypt($2, extensions.gen_salt('bf')), now(),
         '', '', '', '', '', '', '', '',
         '{"provider": "email", "providers": ["email"]}',
         jsonb_build_object('username', $3::text), false, now(), now()
       )
       returning id, email
     ), new_identity as (
       insert into auth.identities (
         provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
       )
       select id::text, id,
         jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true,
           'phone_verified', false),
         'email', now(), now(), now()
       from new_user
     )
     select id::text as id, email::text as email from new_user`,
    [user.email, user.password, user.username],
  )
  const [profile] = await exec<{ username: string }>(
    'update public.profiles set is_admin = $2 where id = $1 returning username',
    [created.id, user.isAdmin ?? false],
  )
  return { id: created.id, email: created.email, username: profile.username }
}

/**
 * On a PostgreSQL server the migrations and the seed run as this login role, which has what a
 * hosted project gives `postgres`: no superuser, but BYPASSRLS, CREATEROLE and CREATEDB. The
 * server's own `postgres` is its bootstrap superuser and cannot be demoted, hence another name.
 * It owns each database made here, and local/bootstrap.sql grants a database's owner the rest of
 * what hosted `postgres` holds (memberships, Auth's tables, policies on Storage's).
 */
export const MIGRATING_ROLE = 'migrator'

export interface ServerDatabase {
  name: string
  /** The database as its owner, the migrating role: migrations, seed and owner work. */
  url: string
  /** The database as the server's superuser: the bootstrap. */
  superuserUrl: string
  drop(): Promise<void>
}

/**
 * Creates an empty throw-away database on a real PostgreSQL server (e.g. TEST_DATABASE_URL), owned
 * by the migrating role, which is created (or given back its attributes) first. The role logs in
 * with the server URL's password, so the tests hold no secret of their own.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix = 'test',
): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const superuserUrl = new URL(serverUrl)
  superuserUrl.pathname = `/${name}`
  const url = new URL(superuserUrl)
  url.username = MIGRATING_ROLE
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await server.begin(async (tx) => {
      // Roles are cluster-wide and test files prepare databases in parallel: one at a time, or
      // two ALTER ROLEs of the same role collide.
      await tx`select pg_advisory_xact_lock(hashtext(${MIGRATING_ROLE}))`
      const [{ statement }] = await tx<{ statement: string }[]>`
        select format(
          case when exists (select 1 from pg_roles where rolname = ${MIGRATING_ROLE})
            then 'alter' else 'create' end
          || ' role %I login nosuperuser inherit bypassrls createrole createdb password %L',
          ${MIGRATING_ROLE}::text, ${decodeURIComponent(url.password) || null}::text
        ) as statement`
      await tx.unsafe(statement)
    })
    await server.unsafe(`create database ${name} owner ${MIGRATING_ROLE}`)
  } finally {
    await server.end()
  }
  return {
    name,
    url: url.toString(),
    superuserUrl: superuserUrl.toString(),
    drop: async () => {
      const server = postgres(serverUrl, { max: 1, onnotice: () => {} })
      try {
        await server.unsafe(`drop database if exists ${name} with (force)`)
      } finally {
        await server.end()
      }
    },
  }
}

/**
 * A throw-away database on a real PostgreSQL server, prepared like a fresh PGlite: bootstrap (as
 * the superuser), then migrations, seed and demo admin as the migrating role, as on a hosted
 * project. `url` connects as that role; `drop()` removes the database.
 */
export async function prepareDatabaseAt(
  serverUrl: string,
  options: PrepareOptions = {},
): Promise<ServerDatabase> {
  const database = await createServerDatabase(serverUrl)
  const owner = postgres(database.url, { max: 1, onnotice: () => {} })
  const superuser = postgres(database.superuserUrl, { max: 1, onnotice: () => {} })
  try {
    await prepare(postgresRunner(owner), options, postgresRunner(superuser))
  } catch (error) {
    await Promise.all([owner.end(), superuser.end()])
    await database.drop()
    throw error
  }
  await Promise.all([owner.end(), superuser.end()])
  return database
}

/**
 * Splits a script into statements the way the Supabase CLI stores them in schema_migrations:
 * on semicolons outside quotes, dollar quotes and comments.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = []
  let current = ''
  let index = 0
  while (index < script.length) {
    const char = script[index]
    const next = script[index + 1]
    if (char === '-' && next === '-') {
      const end = script.indexOf('\n', index)
      const stop = end === -1 ? script.length : end + 1
      current += script.slice(index, stop)
      index = stop
    } else if (char === '/' && next === '*') {
      const end = script.indexOf('*/', index + 2)
      const stop = end === -1 ? script.length : end + 2
      current += script.slice(index, stop)
      index = stop
    } else if (char === "'" || char === '"') {
      let stop = index + 1
      while (stop < script.length) {
        if (script[stop] === char && script[stop + 1] === char) stop += 2
        else if (script[stop] === char) break
        else stop += 1
      }
      current += script.slice(index, stop + 1)
      index = stop + 1
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(index))
      if (tag) {
        const end = script.indexOf(tag[0], index + tag[0].length)
        const stop = end === -1 ? script.length : end + tag[0].length
        current += script.slice(index, stop)
        index = stop
      } else {
        current += char
        index += 1
      }
    } else if (char === ';') {
      if (current.trim()) statements.push(current.trim())
      current = ''
      index += 1
    } else {
      current += char
      index += 1
    }
  }
  if (current.trim()) statements.push(current.trim())
  return statements.filter((statement) => !onlyLineComments(statement))
}

// Line by line: one regular expression over the whole statement backtracked exponentially in its
// leading comment lines (a migration opening with 22 of them took 26 s to record).
function onlyLineComments(statement: string) {
  return statement.split('\n').every((line) => /^\s*(--|$)/.test(line))
}
