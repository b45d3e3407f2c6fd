// The embedded database must keep the facts of a hosted Supabase database that our migrations and
// tests can feel (docs/decisions/008-embedded-database-parity.md), so that what passes here holds
// there; these tests stop local/bootstrap.sql drifting back to a stricter imitation. Each asserts
// what the project relies on, not the whole of what our imitation happens to hold, so they pass on
// a hosted project too, where Auth and Storage add tables, columns, settings and memberships of
// their own as they are released.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MIGRATING_ROLE } from '../../local/db.ts'
import { attempt, databaseVariants, deleteLikeStorageApi, type TestDatabase } from './harness.ts'

const API_ROLES = ['anon', 'authenticated', 'service_role']
/** Auth's tables our migrations, functions and local Auth read or write. */
const AUTH_TABLES = ['identities', 'mfa_amr_claims', 'refresh_tokens', 'sessions', 'users']
/**
 * The columns current Supabase Storage gives its tables (its tenant migrations up to
 * 0063-fix-search-name-relative-to-prefix), and those it has dropped since it first had them.
 */
const STORAGE_COLUMNS = {
  buckets: {
    current: [
      'allowed_mime_types',
      'avif_autodetection',
      'created_at',
      'file_size_limit',
      'id',
      'name',
      'owner',
      'owner_id',
      'public',
      'type',
      'updated_at',
      'versioning_status',
    ],
    dropped: ['iceberg_catalog', 'max_file_size_kb'],
  },
  objects: {
    current: [
      'archived_at',
      'bucket_id',
      'created_at',
      'id',
      'is_delete_marker',
      'is_versioned',
      'last_accessed_at',
      'metadata',
      'name',
      'owner',
      'owner_id',
      'path_tokens',
      'updated_at',
      'user_metadata',
      'version',
    ],
    dropped: ['level'],
  },
}
/** The role the migrations run as, `postgres` on a hosted project: the database's owner. */
const MIGRATING_ROLE_OID = '(select datdba from pg_database where datname = current_database())'

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`parity with a hosted database ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test('the API roles inherit, the authenticator does not, service_role bypasses RLS', async () => {
      const roles = await database.owner<{ rolname: string; inherit: boolean; bypass: boolean }>(
        `select rolname, rolinherit as inherit, rolbypassrls as bypass from pg_roles
         where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')
         order by rolname`,
      )
      expect(roles).toEqual([
        { rolname: 'anon', inherit: true, bypass: false },
        { rolname: 'authenticated', inherit: true, bypass: false },
        { rolname: 'authenticator', inherit: false, bypass: false },
        { rolname: 'service_role', inherit: true, bypass: true },
      ])
    })

    // Hosted gives the authenticator more (session_preload_libraries=safeupdate): only these count.
    test('the API roles carry the timeouts of a hosted project', async () => {
      const settings = await database.owner<{ role: string; setting: string }>(
        `select r.rolname as role, unnest(s.setconfig) as setting
         from pg_db_role_setting as s join pg_roles as r on r.oid = s.setrole
         where s.setdatabase = 0 and r.rolname in ('anon', 'authenticated', 'authenticator')
         order by 1, 2`,
      )
      expect(settings).toEqual(
        expect.arrayContaining([
          { role: 'anon', setting: 'statement_timeout=3s' },
          { role: 'authenticated', setting: 'statement_timeout=8s' },
          { role: 'authenticator', setting: 'lock_timeout=8s' },
          { role: 'authenticator', setting: 'statement_timeout=8s' },
        ]),
      )
    })

    test('the role the migrations run as may act as each API role', async () => {
      const [row] = await database.owner<{ member: boolean }>(
        `select bool_and(pg_has_role(${MIGRATING_ROLE_OID}, role, 'member')) as member
         from unnest($1::text[]) as role`,
        [`{${API_ROLES.join(',')}}`],
      )
      expect(row.member).toBe(true)
    })

    test('what the migrations create in public is granted to every API role by default', async () => {
      const defaults = await database.owner<{ kind: string; grantee: string; privileges: string }>(
        `select d.defaclobjtype::text as kind, a.grantee::regrole::text as grantee,
                string_agg(a.privilege_type, ',' order by a.privilege_type) as privileges
         from pg_default_acl as d
         cross join lateral aclexplode(d.defaclacl) as a
         where d.defaclrole = ${MIGRATING_ROLE_OID} and d.defaclnamespace = 'public'::regnamespace
           and a.grantee::regrole::text = any ($1::text[])
           -- MAINTAIN exists from PostgreSQL 17 (PGlite) and is part of ALL there.
           and a.privilege_type <> 'MAINTAIN'
         group by 1, 2 order by 1, 2`,
        [`{${API_ROLES.join(',')}}`],
      )
      const all = {
        S: 'SELECT,UPDATE,USAGE',
        f: 'EXECUTE',
        r: 'DELETE,INSERT,REFERENCES,SELECT,TRIGGER,TRUNCATE,UPDATE',
      }
      expect(defaults).toEqual(
        Object.entries(all).flatMap(([kind, privileges]) =>
          API_ROLES.map((grantee) => ({ kind, grantee, privileges })),
        ),
      )
    })

    /** The named tables of a schema: their owner, whether RLS is on, how many policies they have. */
    const tablesOf = (schema: string, names: readonly string[]) =>
      database.owner<{ name: string; owner: string; rls: boolean; policies: number }>(
        `select c.relname::text as name, pg_get_userbyid(c.relowner)::text as owner,
                c.relrowsecurity as rls,
                (select count(*)::int from pg_policy as p where p.polrelid = c.oid) as policies
         from pg_class as c
         where c.relnamespace = $1::regnamespace and c.relkind = 'r' and c.relname = any ($2::text[])
         order by 1`,
        [schema, `{${names.join(',')}}`],
      )

    // Newer Auth tables (OAuth clients and the like) may have RLS off: the API never exposes the
    // auth schema, and the project reads only these.
    test('Auth owns the tables the project reads, with RLS on and no policy', async () => {
      expect(await tablesOf('auth', AUTH_TABLES)).toEqual(
        AUTH_TABLES.map((name) => ({ name, owner: 'supabase_auth_admin', rls: true, policies: 0 })),
      )
    })

    test('Storage owns buckets and objects, with RLS on', async () => {
      const tables = await tablesOf('storage', ['buckets', 'objects'])
      expect(tables.map(({ policies, ...table }) => table)).toEqual([
        { name: 'buckets', owner: 'supabase_storage_admin', rls: true },
        { name: 'objects', owner: 'supabase_storage_admin', rls: true },
      ])
    })

    test('auth.email() reads the email claim of the token', async () => {
      await database.rolledBack(async (exec) => {
        await exec(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: database.memberId, email: 'lectora@bienestar.local' }),
        ])
        expect(await exec('select auth.email() as email')).toEqual([
          { email: 'lectora@bienestar.local' },
        ])
      })
    })

    test("Storage's path helpers are immutable", async () => {
      const helpers = await database.owner<{ name: string; volatility: string }>(
        `select proname::text as name, provolatile::text as volatility from pg_proc
         where pronamespace = 'storage'::regnamespace
           and proname in ('foldername', 'filename', 'extension')
         order by 1`,
      )
      expect(helpers).toEqual([
        { name: 'extension', volatility: 'i' },
        { name: 'filename', volatility: 'i' },
        { name: 'foldername', volatility: 'i' },
      ])
    })

    describe.each(Object.entries(STORAGE_COLUMNS))('storage.%s', (table, columns) => {
      const columnsOf = async () =>
        (
          await database.owner<{ column: string }>(
            `select column_name::text as column from information_schema.columns
             where table_schema = 'storage' and table_name = $1 order by 1`,
            [table],
          )
        ).map((row) => row.column)

      test('carries every column current Supabase Storage gives it', async () => {
        expect(await columnsOf()).toEqual(expect.arrayContaining(columns.current))
      })

      test('carries none of the columns Supabase Storage has dropped', async () => {
        const present = await columnsOf()
        expect(columns.dropped.filter((column) => present.includes(column))).toEqual([])
      })
    })

    test('a plain SQL delete of files or buckets is refused, even to the owner', async () => {
      for (const table of ['storage.objects', 'storage.buckets']) {
        await database.rolledBack(async (exec) => {
          expect(await attempt(exec, `delete from ${table} where false`)).toMatchObject({
            ok: false,
          })
        })
      }
    })

    test('the Storage API passes the delete guard for its own transaction only', async () => {
      await database.rolledBack(async (exec) => {
        await deleteLikeStorageApi(exec)
        expect(await attempt(exec, 'delete from storage.objects where false')).toMatchObject({
          ok: true,
        })
      })
      await database.rolledBack(async (exec) => {
        expect(await attempt(exec, 'delete from storage.objects where false')).toMatchObject({
          ok: false,
        })
      })
    })

    describe.skipIf(variant.ownerIsSuperuser)(
      variant.ownerIsSuperuser
        ? 'the role the migrations run as (skipped: PGlite has only a superuser)'
        : 'the role the migrations run as',
      () => {
        test('has the attributes of hosted postgres, may act as each API role, and owns what the migrations made', async () => {
          const roles = await database.owner(
            `select r.rolname::text as name, r.rolsuper as superuser, r.rolbypassrls as bypass_rls,
                    r.rolcreaterole as create_role, r.rolcreatedb as create_db,
                    r.rolinherit as inherit, r.rolcanlogin as login,
                    array(select g.rolname::text from pg_auth_members as m
                          join pg_roles as g on g.oid = m.roleid
                          where m.member = r.oid order by 1) as member_of
             from pg_roles as r
             where r.oid in (${MIGRATING_ROLE_OID}, (select relowner from pg_class
                                                     where oid = 'public.profiles'::regclass))`,
          )
          expect(roles).toEqual([
            {
              name: MIGRATING_ROLE,
              superuser: false,
              bypass_rls: true,
              create_role: true,
              create_db: true,
              inherit: true,
              login: true,
              // Hosted postgres is a member of more (pg_read_all_data, pgsodium's roles...).
              member_of: expect.arrayContaining(API_ROLES),
            },
          ])
        })

        test("may create, alter and drop policies on Storage's tables and grant on them, as supautils allows", async () => {
          await database.rolledBack(async (exec) => {
            for (const statement of [
              `create policy "Probe" on storage.objects for select to authenticated using (false)`,
              `alter policy "Probe" on storage.objects using (true)`,
              `drop policy "Probe" on storage.objects`,
              'grant select on storage.buckets to authenticator',
            ]) {
              expect({ statement, ...(await attempt(exec, statement)) }).toMatchObject({
                statement,
                ok: true,
              })
            }
            expect(
              await exec(
                `select has_table_privilege('authenticator', 'storage.buckets', 'select') as granted`,
              ),
            ).toEqual([{ granted: true }])
          })
        })

        test("may not alter, comment on or drop Storage's tables, which hosted postgres cannot either", async () => {
          await database.rolledBack(async (exec) => {
            for (const statement of [
              'alter table storage.objects enable row level security',
              'alter table storage.objects disable trigger refuse_delete_outside_storage_api',
              'alter table storage.buckets drop column versioning_status',
              `comment on table storage.objects is 'Files'`,
              `comment on policy "Admins upload files" on storage.objects is 'Admins only'`,
              'drop trigger refuse_delete_outside_storage_api on storage.objects',
              'drop table storage.objects',
              // Becoming their owner for a while changes nothing: the session's role decides.
              'set local role supabase_storage_admin; alter table storage.objects force row level security',
            ]) {
              // Refused for want of ownership: hosted says "must be owner of ...", or that it may
              // not become supabase_storage_admin; our event triggers name Storage's tables.
              expect({ statement, ...(await attempt(exec, statement)) }).toMatchObject({
                statement,
                ok: false,
                error: expect.stringMatching(/must be owner|permission denied|Storage's tables/),
              })
            }
          })
        })
      },
    )
  })
}
