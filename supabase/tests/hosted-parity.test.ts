// The embedded database must keep the facts of a hosted Supabase database that our migrations and
// tests can feel (docs/decisions/008-embedded-database-parity.md), so that what passes here holds
// there; these tests stop local/bootstrap.sql drifting back to a stricter imitation.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MIGRATING_ROLE } from '../../local/db.ts'
import { attempt, databaseVariants, deleteLikeStorageApi, type TestDatabase } from './harness.ts'

const API_ROLES = ['anon', 'authenticated', 'service_role']
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

    test('the API roles carry the timeouts of a hosted project', async () => {
      const settings = await database.owner<{ role: string; setting: string }>(
        `select r.rolname as role, unnest(s.setconfig) as setting
         from pg_db_role_setting as s join pg_roles as r on r.oid = s.setrole
         where s.setdatabase = 0 and r.rolname in ('anon', 'authenticated', 'authenticator')
         order by 1, 2`,
      )
      expect(settings).toEqual([
        { role: 'anon', setting: 'statement_timeout=3s' },
        { role: 'authenticated', setting: 'statement_timeout=8s' },
        { role: 'authenticator', setting: 'lock_timeout=8s' },
        { role: 'authenticator', setting: 'statement_timeout=8s' },
      ])
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

    test('Auth owns its tables, with RLS on and no policy', async () => {
      const tables = await database.owner<{ name: string; owner: string; rls: boolean }>(
        `select c.relname as name, pg_get_userbyid(c.relowner)::text as owner,
                c.relrowsecurity as rls
         from pg_class as c
         where c.relnamespace = 'auth'::regnamespace and c.relkind = 'r' order by 1`,
      )
      expect(tables.length).toBeGreaterThan(0)
      for (const table of tables) {
        expect(table).toEqual({ name: table.name, owner: 'supabase_auth_admin', rls: true })
      }
      const [policies] = await database.owner<{ n: number }>(
        `select count(*)::int as n from pg_policies where schemaname = 'auth'`,
      )
      expect(policies.n).toBe(0)
    })

    test('Storage owns its tables, with RLS on', async () => {
      const tables = await database.owner<{ name: string; owner: string; rls: boolean }>(
        `select c.relname as name, pg_get_userbyid(c.relowner)::text as owner,
                c.relrowsecurity as rls
         from pg_class as c
         where c.relnamespace = 'storage'::regnamespace and c.relkind = 'r' order by 1`,
      )
      expect(tables).toEqual([
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

    test('objects and buckets carry the columns Supabase Storage gives them', async () => {
      const columns = await database.owner<{ table: string; column: string }>(
        `select table_name::text as table, column_name::text as column
         from information_schema.columns
         where table_schema = 'storage'
           and column_name in ('is_versioned', 'archived_at', 'level', 'type', 'versioning_status')
         order by 1, 2`,
      )
      expect(columns).toEqual([
        { table: 'buckets', column: 'type' },
        { table: 'buckets', column: 'versioning_status' },
        { table: 'objects', column: 'archived_at' },
        { table: 'objects', column: 'is_versioned' },
        { table: 'objects', column: 'level' },
      ])
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
        test('has the attributes and memberships of hosted postgres, and owns what they made', async () => {
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
              member_of: [...API_ROLES, 'supabase_storage_admin'],
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
              expect({ statement, ...(await attempt(exec, statement)) }).toMatchObject({
                statement,
                ok: false,
                error: expect.stringMatching(/Storage's tables, as on a hosted project/),
              })
            }
          })
        })
      },
    )
  })
}
