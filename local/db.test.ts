import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createUser,
  DEMO_ADMIN,
  listMigrations,
  openDatabase,
  type PrepareResult,
  prepareDatabase,
  splitStatements,
} from './db.ts'

// One empty database in a data directory, migrated once (the slowest thing here: beside a
// parallel run on two cores that has taken 40 s), and reopened at the end.
describe('prepareDatabase on an empty database in a data directory', () => {
  let dataDir: string
  let db: PGlite
  let firstRun: PrepareResult

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bienestar-db-'))
    db = await openDatabase(dataDir)
    firstRun = await prepareDatabase(db)
  })
  afterAll(async () => {
    await db?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('applies every migration in file-name order and reports a fresh database', async () => {
    const migrations = await listMigrations()
    expect(firstRun.fresh).toBe(true)
    expect(firstRun.applied).toEqual(migrations.map((m) => `${m.version}_${m.name}.sql`))
    expect([...firstRun.applied].sort()).toEqual(firstRun.applied)
  })

  test('records each migration like the Supabase CLI: version, name and its statements', async () => {
    const recorded = (
      await db.query<{ version: string; name: string; statements: string[] }>(
        'select version, name, statements from supabase_migrations.schema_migrations order by version',
      )
    ).rows
    const migrations = await listMigrations()
    expect(recorded.map((row) => [row.version, row.name])).toEqual(
      migrations.map((m) => [m.version, m.name]),
    )
    expect(recorded.every((row) => row.statements.length > 0)).toBe(true)
  })

  test('seeds the demo content and creates the demo admin', async () => {
    const { rows } = await db.query<{ services: number; is_admin: boolean }>(
      `select (select count(*)::int from public.services) as services,
              (select is_admin from public.profiles where username = $1) as is_admin`,
      [DEMO_ADMIN.username],
    )
    expect(rows[0]).toEqual({ services: 7, is_admin: true })
  })

  test('preparing an up-to-date database applies nothing', async () => {
    expect(await prepareDatabase(db)).toEqual({ fresh: false, applied: [] })
  })

  test('preparing an existing database applies only the migrations it has not recorded', async () => {
    // The first migration can run twice as written, so the database may "forget" it without the
    // test undoing its objects by hand, and later migrations (which replace objects of earlier
    // ones) cannot break this test. Pending migrations apply in name order wherever they are.
    const [first] = await listMigrations()
    await db.exec(`
      revoke usage on schema private from anon;
      delete from supabase_migrations.schema_migrations where version = '${first.version}';
    `)
    const services = (await db.query('select count(*)::int as n from public.services')).rows
    expect(await prepareDatabase(db)).toEqual({
      fresh: false,
      applied: [`${first.version}_${first.name}.sql`],
    })
    expect((await db.query('select count(*)::int as n from public.services')).rows).toEqual(
      services,
    )
    expect(
      (await db.query(`select has_schema_privilege('anon', 'private', 'usage') as granted`)).rows,
    ).toEqual([{ granted: true }])
  })

  test('createUser makes a password user Supabase Auth can sign in', async () => {
    const created = await createUser(db, {
      email: 'Socia@Bienestar.local',
      password: 'clave-segura',
      username: 'socia',
    })
    const { rows } = await db.query<Record<string, unknown>>(
      `select u.instance_id::text, u.aud, u.role, u.email, u.email_confirmed_at is not null as confirmed,
              u.confirmed_at is not null as generated_confirmed_at,
              u.encrypted_password = extensions.crypt('clave-segura', u.encrypted_password) as password_ok,
              u.confirmation_token, u.recovery_token, u.email_change_token_new, u.email_change,
              u.raw_user_meta_data ->> 'username' as meta_username,
              u.raw_app_meta_data ->> 'provider' as provider,
              (select count(*)::int from auth.identities i
                where i.user_id = u.id and i.provider = 'email' and i.provider_id = u.id::text
                  and i.email = u.email) as identities,
              p.username, p.is_admin
       from auth.users u join public.profiles p on p.id = u.id where u.id = $1`,
      [created.id],
    )
    expect(rows[0]).toEqual({
      instance_id: '00000000-0000-0000-0000-000000000000',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'socia@bienestar.local',
      confirmed: true,
      generated_confirmed_at: true,
      password_ok: true,
      confirmation_token: '',
      recovery_token: '',
      email_change_token_new: '',
      email_change: '',
      meta_username: 'socia',
      provider: 'email',
      identities: 1,
      username: 'socia',
      is_admin: false,
    })
  })

  test('createUser with isAdmin makes an admin', async () => {
    const created = await createUser(db, {
      email: 'gestora@bienestar.local',
      password: 'clave-segura',
      username: 'gestora',
      isAdmin: true,
    })
    const { rows } = await db.query('select is_admin from public.profiles where id = $1', [
      created.id,
    ])
    expect(rows).toEqual([{ is_admin: true }])
  })

  test('a taken username gets a numeric suffix instead of failing', async () => {
    const created = await createUser(db, {
      email: 'otra-admin@bienestar.local',
      password: 'clave-segura',
      username: DEMO_ADMIN.username,
    })
    expect(created.username).toBe(`${DEMO_ADMIN.username}2`)
  })

  test('without a username the profile takes the email local part', async () => {
    const { rows } = await db.query<{ username: string }>(
      `with new_user as (
         insert into auth.users (id, email, aud, role)
         values (gen_random_uuid(), 'sin.nombre@bienestar.local', 'authenticated', 'authenticated')
         returning id
       ) select id from new_user`,
    )
    const profile = await db.query('select username from public.profiles where id = $1', [
      (rows[0] as unknown as { id: string }).id,
    ])
    expect(profile.rows).toEqual([{ username: 'sin.nombre' }])
  })

  // Last: it closes the database the tests above wrote to.
  test('a reopened database keeps its data and is not prepared again', async () => {
    const counts = `select (select count(*)::int from public.books) as books,
                           (select count(*)::int from public.profiles) as users`
    const before = (await db.query(counts)).rows
    await db.close()
    db = await openDatabase(dataDir)
    expect(await prepareDatabase(db)).toEqual({ fresh: false, applied: [] })
    expect((await db.query(counts)).rows).toEqual(before)
  })
})

describe('splitStatements', () => {
  test('splits on semicolons outside quotes, dollar quotes and comments', () => {
    const script = `-- a comment; not a split
create table t (v text default 'a;b');
create function f() returns int language sql as $$ select 1; $$;
/* block; comment */ select "odd;name" from t;
`
    expect(splitStatements(script)).toEqual([
      `-- a comment; not a split\ncreate table t (v text default 'a;b')`,
      'create function f() returns int language sql as $$ select 1; $$',
      `/* block; comment */ select "odd;name" from t`,
    ])
  })

  test('keeps a statement under a long comment and drops one that is only comments, in linear time', () => {
    const header = '-- why this migration exists, at length\n'.repeat(20)
    const started = performance.now()
    expect(splitStatements(`${header}create table t (v int);\n${header}`)).toEqual([
      `${header}create table t (v int)`,
    ])
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
