// Sign-in support in the database: usernames never contain '@' and an identifier with '@' is an
// email (20261122000100), usernames are unique in any case (20261125001810), and the login throttle with its decoy account (20261122000110). Only
// service_role (the `api` function) may use any of it. Runs on PGlite and, when TEST_DATABASE_URL
// is set, on PostgreSQL 15, where a pool of 20 connections makes simultaneous attempts real.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SqlExecutor, splitStatements } from '../../local/db.ts'
import { actAs, attempt, databaseVariants, MEMBER, type TestDatabase } from './harness.ts'

type Reservation = { reservation: string | null; auth_email: string | null; retry_after: number }

const DECOY = 'login-decoy@bienestar.invalid'
const ADMIN_EMAIL = 'admin@bienestar.local'

/** A documentation-range address no other test uses. */
const freshAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`

const begin = async (exec: SqlExecutor, identifier: string, address: string) => {
  await actAs(exec, { kind: 'service_role' })
  const [row] = await exec<Reservation>(
    'select reservation, auth_email, retry_after from private.begin_login_attempt($1, $2)',
    [identifier, address],
  )
  return row
}

const finish = async (exec: SqlExecutor, reservation: string | null, outcome: string) => {
  await actAs(exec, { kind: 'service_role' })
  await exec('select private.finish_login_attempt($1, $2)', [reservation, outcome])
}

/** Moves every recorded attempt back in time, as if the person had waited. */
const waitFor = async (exec: SqlExecutor, seconds: number) => {
  await actAs(exec, { kind: 'owner' })
  await exec(
    `update private.login_attempts
     set started_at = started_at - make_interval(secs => $1),
         finished_at = finished_at - make_interval(secs => $1)`,
    [seconds],
  )
}

const failTimes = async (exec: SqlExecutor, times: number, identifier: string, address: string) => {
  for (let n = 0; n < times; n += 1) {
    const row = await begin(exec, identifier, address)
    expect(row.reservation).not.toBeNull()
    await finish(exec, row.reservation, 'failed')
  }
}

const bcryptCost = async (exec: SqlExecutor, email: string) => {
  await actAs(exec, { kind: 'owner' })
  const [row] = await exec<{ cost: number }>(
    `select substring(encrypted_password from '^\\$2[abxy]?\\$(\\d+)\\$')::int as cost
     from auth.users where email = $1`,
    [email],
  )
  return row?.cost
}

for (const variant of databaseVariants(20)) {
  describe.skipIf(variant.skip)(`sign-in support ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    describe('usernames and emails', () => {
      test('a username resolves to its email in any case, an email resolves to itself', async () => {
        await database.rolledBack(async (exec) => {
          await actAs(exec, { kind: 'service_role' })
          const resolve = async (identifier: string) =>
            (
              await exec<{ email: string | null }>('select private.login_email($1) as email', [
                identifier,
              ])
            )[0].email
          expect(await resolve('admin')).toBe(ADMIN_EMAIL)
          expect(await resolve('Admin')).toBe(ADMIN_EMAIL)
          expect(await resolve('ADMIN')).toBe(ADMIN_EMAIL)
          expect(await resolve('Admin@Bienestar.local')).toBe(ADMIN_EMAIL)
          expect(await resolve('nadie')).toBeNull()
        })
      })

      test('nobody may rename themself to another username in another case', async () => {
        await database.rolledBack(async (exec) => {
          for (const taken of ['Admin', 'ADMIN', 'aDmIn']) {
            await actAs(exec, database.member)
            const renamed = await attempt(
              exec,
              'update public.profiles set username = $1 where id = $2',
              [taken, database.memberId],
            )
            expect(renamed).toMatchObject({
              ok: false,
              error: expect.stringContaining('profiles_username_lower_key'),
            })
          }
        })
      })

      test('nobody may rename themself to a username that differs from another only by case or spaces', async () => {
        await database.rolledBack(async (exec) => {
          for (const taken of ['Admin ', ' admin', 'AD MIN', 'admin\t']) {
            await actAs(exec, database.member)
            const renamed = await attempt(
              exec,
              'update public.profiles set username = $1 where id = $2',
              [taken, database.memberId],
            )
            expect(renamed, JSON.stringify(taken)).toEqual({
              ok: false,
              error: `El nombre de usuario «${taken}» ya está en uso: solo se diferencia de otro en mayúsculas o espacios`,
            })
          }
          await actAs(exec, database.member)
          const own = await attempt(
            exec,
            'update public.profiles set username = $1 where id = $2',
            ['Lectora Nueva', database.memberId],
          )
          expect(own.ok).toBe(true)
        })
      })

      test('a new user whose wanted username differs from a taken one only by spaces gets a numeric suffix', async () => {
        await database.rolledBack(async (exec) => {
          const [user] = await exec<{ id: string }>(
            `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
             values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
               'authenticated', 'intrusa@example.com', '{"username": "Ad min"}')
             returning id`,
          )
          const [profile] = await exec<{ username: string }>(
            'select username from public.profiles where id = $1',
            [user.id],
          )
          expect(profile.username).toBe('Ad min2')
        })
      })

      test('a new user whose wanted username is taken in another case gets a numeric suffix', async () => {
        await database.rolledBack(async (exec) => {
          const [user] = await exec<{ id: string }>(
            `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
             values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
               'authenticated', 'intrusa@example.com', '{"username": "Admin"}')
             returning id`,
          )
          const [profile] = await exec<{ username: string }>(
            'select username from public.profiles where id = $1',
            [user.id],
          )
          expect(profile.username).toBe('Admin2')
        })
      })

      test('the migration refuses usernames that already differ only in case, naming them', async () => {
        const migration = await readFile(
          join(
            import.meta.dirname,
            '..',
            'migrations',
            '20261125001810_usernames_unique_in_any_case.sql',
          ),
          'utf8',
        )
        await database.rolledBack(async (exec) => {
          await exec('drop index public.profiles_username_lower_key')
          // The later rule (20261127210300) would refuse the clash first.
          await exec('drop index public.profiles_username_folded_key')
          await exec(`update public.profiles set username = 'Admin' where id = $1`, [
            database.memberId,
          ])
          const [refuseClashes] = splitStatements(migration)
          expect(await attempt(exec, refuseClashes)).toEqual({
            ok: false,
            error: 'usernames that differ only in case: Admin, admin (2)',
          })
        })
      })

      test('the migration refuses usernames that already differ only in case or spaces, naming them', async () => {
        const migration = await readFile(
          join(
            import.meta.dirname,
            '..',
            'migrations',
            '20261127210300_usernames_unique_whatever_spaces.sql',
          ),
          'utf8',
        )
        await database.rolledBack(async (exec) => {
          await exec('drop index public.profiles_username_folded_key')
          await exec('drop trigger refuse_username_variant on public.profiles')
          await exec(`update public.profiles set username = 'Admin ' where id = $1`, [
            database.memberId,
          ])
          const [refuseClashes] = splitStatements(migration)
          expect(await attempt(exec, refuseClashes)).toEqual({
            ok: false,
            error: 'usernames that differ only in case or spaces: «Admin », «admin» (2)',
          })
        })
      })

      test('a username may not contain @', async () => {
        await database.rolledBack(async (exec) => {
          const renamed = await attempt(
            exec,
            `update public.profiles set username = 'lectora@bienestar.local' where username = $1`,
            [MEMBER.username],
          )
          expect(renamed).toMatchObject({
            ok: false,
            error: expect.stringContaining('profiles_username_has_no_at'),
          })
        })
      })

      test('an identifier with @ is an email only, even if a username equal to it existed', async () => {
        await database.rolledBack(async (exec) => {
          // As if an older database had such a username: the rule holds without the constraint.
          await exec('alter table public.profiles drop constraint profiles_username_has_no_at')
          await exec('update public.profiles set username = $1 where username = $2', [
            ADMIN_EMAIL,
            MEMBER.username,
          ])
          await actAs(exec, { kind: 'service_role' })
          const [row] = await exec<{ email: string }>('select private.login_email($1) as email', [
            ADMIN_EMAIL,
          ])
          expect(row.email).toBe(ADMIN_EMAIL)
        })
      })

      test('a new user whose wanted username has @ gets the local part of the email instead', async () => {
        await database.rolledBack(async (exec) => {
          const [user] = await exec<{ id: string }>(
            `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
             values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
               'authenticated', 'rosa@example.com', '{"username": "admin@bienestar.local"}')
             returning id`,
          )
          const [profile] = await exec<{ username: string }>(
            'select username from public.profiles where id = $1',
            [user.id],
          )
          expect(profile.username).toBe('rosa')
        })
      })
    })

    describe('the login throttle', () => {
      test('five attempts on an account from one address are judged; the sixth must wait 30 seconds', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          await failTimes(exec, 5, 'admin', address)
          const sixth = await begin(exec, 'admin', address)
          expect(sixth.reservation).toBeNull()
          expect(sixth.auth_email).toBeNull()
          expect(sixth.retry_after).toBeGreaterThanOrEqual(29)
          expect(sixth.retry_after).toBeLessThanOrEqual(30)
        })
      })

      test('each further attempt waits twice as long as the one before, at most 15 minutes', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          await failTimes(exec, 5, 'admin', address)
          const waits: number[] = []
          for (let n = 0; n < 6; n += 1) {
            const refused = await begin(exec, 'admin', address)
            waits.push(refused.retry_after)
            await waitFor(exec, refused.retry_after)
            const allowed = await begin(exec, 'admin', address)
            expect(allowed.reservation).not.toBeNull()
            await finish(exec, allowed.reservation, 'failed')
          }
          expect(waits).toEqual([30, 60, 120, 240, 480, 900])
        })
      })

      test('attempts older than an hour no longer count', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          await failTimes(exec, 5, 'admin', address)
          await waitFor(exec, 3601)
          expect((await begin(exec, 'admin', address)).reservation).not.toBeNull()
        })
      })

      test('the account is throttled per address: another address is not slowed', async () => {
        await database.rolledBack(async (exec) => {
          await failTimes(exec, 5, 'admin', freshAddress())
          const owner = await begin(exec, 'admin', freshAddress())
          expect(owner).toMatchObject({ reservation: expect.any(String), auth_email: ADMIN_EMAIL })
        })
      })

      test('a username and its email are one account', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          await failTimes(exec, 3, 'admin', address)
          await failTimes(exec, 2, 'ADMIN@bienestar.local', address)
          expect((await begin(exec, 'Admin', address)).reservation).toBeNull()
        })
      })

      test('an unknown name is throttled by what was typed, in any case', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          await failTimes(exec, 5, 'nadie', address)
          expect((await begin(exec, 'NADIE', address)).reservation).toBeNull()
          expect((await begin(exec, 'otra', address)).reservation).not.toBeNull()
        })
      })

      test('an address has 20 attempts across all accounts before it must wait', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          for (let n = 0; n < 20; n += 1) await failTimes(exec, 1, `desconocido${n}`, address)
          const refused = await begin(exec, 'admin', address)
          expect(refused.reservation).toBeNull()
          expect(refused.retry_after).toBeGreaterThanOrEqual(29)
        })
      })

      test('a success forgives the earlier failures on that account from that address', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          await failTimes(exec, 4, 'admin', address)
          const right = await begin(exec, 'admin', address)
          await finish(exec, right.reservation, 'succeeded')
          await failTimes(exec, 5, 'admin', address)
          expect((await begin(exec, 'admin', address)).reservation).toBeNull()
        })
      })

      test('a success forgives a failure that finished in the same instant it began', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          await failTimes(exec, 4, 'admin', address)
          const right = await begin(exec, 'admin', address)
          await actAs(exec, { kind: 'owner' })
          await exec(
            `update private.login_attempts
             set finished_at = (select started_at from private.login_attempts where attempt = $1 limit 1)
             where finished_at is not null`,
            [right.reservation],
          )
          await finish(exec, right.reservation, 'succeeded')
          await failTimes(exec, 4, 'admin', address)
          expect((await begin(exec, 'admin', address)).reservation).not.toBeNull()
        })
      })

      test('a success does not forgive attempts that were still being judged', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          const pending = []
          for (let n = 0; n < 5; n += 1) pending.push(await begin(exec, 'admin', address))
          await finish(exec, pending[2].reservation, 'succeeded')
          await failTimes(exec, 1, 'admin', address)
          expect((await begin(exec, 'admin', address)).reservation).toBeNull()
        })
      })

      test('an attempt Auth did not judge does not count', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          for (let n = 0; n < 10; n += 1) {
            const row = await begin(exec, 'admin', address)
            expect(row.reservation).not.toBeNull()
            await finish(exec, row.reservation, 'unjudged')
          }
        })
      })

      test('an unknown outcome is refused', async () => {
        await database.rolledBack(async (exec) => {
          const row = await begin(exec, 'admin', freshAddress())
          await actAs(exec, { kind: 'service_role' })
          const refused = await attempt(exec, 'select private.finish_login_attempt($1, $2)', [
            row.reservation,
            'maybe',
          ])
          expect(refused).toMatchObject({
            ok: false,
            error: expect.stringContaining('unknown login outcome'),
          })
        })
      })

      test('the typed name and the address are stored only as keyed hashes', async () => {
        await database.rolledBack(async (exec) => {
          const address = freshAddress()
          await failTimes(exec, 1, 'nadie', address)
          await actAs(exec, { kind: 'owner' })
          const rows = await exec<{ unkeyed: boolean; size: number }>(
            `select throttle_key in (
                extensions.digest('name:nadie|' || $1, 'sha256'),
                extensions.digest('address:' || $1, 'sha256')
              ) as unkeyed,
              length(throttle_key) as size
             from private.login_attempts
             where finished_at is not null`,
            [address],
          )
          expect(rows).toHaveLength(2)
          expect(rows).toEqual([
            { unkeyed: false, size: 32 },
            { unkeyed: false, size: 32 },
          ])
        })
      })

      test('however many attempts arrive at once, no more than five are judged', async () => {
        const address = freshAddress()
        const answers = await Promise.all(
          Array.from({ length: 30 }, () =>
            database.committed((exec) => begin(exec, 'admin', address)),
          ),
        )
        expect(answers.filter((row) => row.reservation !== null)).toHaveLength(5)
        expect(answers.filter((row) => row.reservation === null)).toHaveLength(25)
      })
    })

    describe('the decoy account', () => {
      test('an unknown name is checked against a confirmed account with a password and no profile', async () => {
        await database.rolledBack(async (exec) => {
          const row = await begin(exec, 'nadie', freshAddress())
          expect(row.auth_email).toBe(DECOY)
          await actAs(exec, { kind: 'owner' })
          const [decoy] = await exec<Record<string, unknown>>(
            `select u.email_confirmed_at is not null as confirmed, u.banned_until is null as not_banned,
               u.deleted_at is null as not_deleted, u.encrypted_password like '$2%' as has_password,
               u.raw_app_meta_data ->> 'login_decoy' as marked,
               exists (select 1 from public.profiles p where p.id = u.id) as has_profile
             from auth.users u where u.email = $1`,
            [DECOY],
          )
          expect(decoy).toEqual({
            confirmed: true,
            not_banned: true,
            not_deleted: true,
            has_password: true,
            marked: 'true',
            has_profile: false,
          })
        })
      })

      test('its password hash costs what real ones cost, and follows the newest password set', async () => {
        await database.rolledBack(async (exec) => {
          expect(await bcryptCost(exec, DECOY)).toBe(await bcryptCost(exec, ADMIN_EMAIL))
          await exec(
            `insert into auth.users (instance_id, id, aud, role, email, encrypted_password)
             values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
               'authenticated', 'nueva@example.com', extensions.crypt('x', extensions.gen_salt('bf', 5)))`,
          )
          expect(await bcryptCost(exec, DECOY)).toBe(5)
          await exec(
            `update auth.users set encrypted_password = extensions.crypt('y', extensions.gen_salt('bf', 7))
             where email = 'nueva@example.com'`,
          )
          expect(await bcryptCost(exec, DECOY)).toBe(7)
        })
      })

      test('an existing account is checked against its own email', async () => {
        await database.rolledBack(async (exec) => {
          expect((await begin(exec, MEMBER.username, freshAddress())).auth_email).toBe(MEMBER.email)
        })
      })
    })

    for (const caller of [
      { name: 'visitors', kind: 'anon' as const },
      { name: 'signed-in users', kind: 'user' as const },
    ]) {
      test.each([
        `select private.login_email('admin')`,
        `select * from private.begin_login_attempt('admin', '192.0.2.1')`,
        `select private.finish_login_attempt(gen_random_uuid(), 'succeeded')`,
        'select count(*) from private.login_attempts',
        'select count(*) from private.login_throttle_secret',
      ])(`${caller.name} may not run %s`, async (sql) => {
        await database.rolledBack(async (exec) => {
          await actAs(exec, caller.kind === 'anon' ? { kind: 'anon' } : database.admin)
          expect(await attempt(exec, sql)).toMatchObject({ ok: false })
        })
      })
    }
  })
}
