// 20261128300000_site_changes_drive_rebuilds.sql: a write to a content table marks the site as
// changed (private.site_changes), a counted download does not, and a hosted project's pg_cron job
// (private.post_site_build_hook) posts the build hook stored in Vault, with pg_net, at most once a
// minute while the site is marked. Neither pg_net nor Vault can be installed on PGlite or a plain
// PostgreSQL 15, so each case that needs them creates, inside its own rolled-back transaction,
// their interface as the job calls it: `net.http_post` records what it is asked to send instead
// of sending it, and `vault` keeps the secret unencrypted behind Vault's functions and view.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SqlExecutor } from '../../local/db.ts'
import { actAs, attempt, databaseVariants, type TestDatabase } from './harness.ts'

const HOOK = 'https://api.netlify.com/build_hooks/5f1e0c0ffee'

/**
 * pg_net's `net.http_post` (same signature), recording each request in net.recorded_posts, and
 * the table where pg_net leaves each answer (here the test writes the host's answer itself).
 */
async function recordHttpPosts(exec: SqlExecutor) {
  await exec('create schema net')
  await exec(
    `create table net._http_response (
       id bigint, status_code integer, timed_out boolean, error_msg text,
       created timestamptz not null default now()
     )`,
  )
  await exec(
    `create table net.recorded_posts (
       id bigint generated always as identity primary key,
       url text not null,
       body jsonb,
       headers jsonb
     )`,
  )
  await exec(
    `create function net.http_post(
       url text,
       body jsonb default '{}'::jsonb,
       params jsonb default '{}'::jsonb,
       headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
       timeout_milliseconds integer default 5000
     ) returns bigint language sql as $$
       insert into net.recorded_posts (url, body, headers) values (url, body, headers) returning id
     $$`,
  )
}

/** Supabase Vault's tables, view and functions as the migration uses them, without encryption. */
async function vaultInterface(exec: SqlExecutor) {
  await exec('create schema vault')
  await exec(
    `create table vault.secrets (
       id uuid primary key default gen_random_uuid(),
       name text unique,
       description text not null default '',
       secret text not null,
       updated_at timestamptz not null default now()
     )`,
  )
  await exec(
    `create view vault.decrypted_secrets as
       select id, name, description, secret, secret as decrypted_secret, updated_at from vault.secrets`,
  )
  await exec(
    `create function vault.create_secret(
       new_secret text, new_name text default null, new_description text default '',
       new_key_id uuid default null
     ) returns uuid language sql security definer set search_path = '' as $$
       insert into vault.secrets (secret, name, description)
       values (new_secret, new_name, new_description) returning id
     $$`,
  )
  await exec(
    `create function vault.update_secret(
       secret_id uuid, new_secret text default null, new_name text default null,
       new_description text default null, new_key_id uuid default null
     ) returns void language sql security definer set search_path = '' as $$
       update vault.secrets
       set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
         description = coalesce(new_description, description), updated_at = now()
       where id = secret_id
     $$`,
  )
  // As the extension does: nobody but the owner calls them.
  await exec(
    'revoke all on function vault.create_secret(text,text,text,uuid), vault.update_secret(uuid,text,text,text,uuid) from public',
  )
}

/** The hosted project's extensions and the hook stored by README's one call. */
async function hostedWithHook(exec: SqlExecutor) {
  await recordHttpPosts(exec)
  await vaultInterface(exec)
  await exec('select private.set_site_build_hook($1)', [HOOK])
}

const marks = async (exec: SqlExecutor) =>
  (await exec<{ source: string }>('select source from private.site_changes order by id')).map(
    (row) => row.source,
  )

const posts = (exec: SqlExecutor) =>
  exec<{ url: string }>('select url from net.recorded_posts order by id')

const runJob = async (exec: SqlExecutor) =>
  (await exec<{ request: string | null }>('select private.post_site_build_hook() as request'))[0]
    .request

const markByEdit = (exec: SqlExecutor) =>
  exec(
    "update public.services set title = title || '.' where id = (select min(id) from public.services)",
  )

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`site rebuilds from the change mark ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test("an administrator's edit of a content table marks the site as changed", async () => {
      const marked = await database.rolledBack(async (exec) => {
        await exec('delete from private.site_changes')
        await actAs(exec, database.admin)
        const edited = await exec<{ id: number }>(
          "update public.activities set title = title || ' (nueva fecha)' returning id",
        )
        expect(edited.length).toBeGreaterThan(0)
        await actAs(exec, { kind: 'owner' })
        return marks(exec)
      })
      expect(marked).toEqual(['activities'])
    })

    test('a counted book download marks nothing', async () => {
      const marked = await database.rolledBack(async (exec) => {
        await exec('delete from private.site_changes')
        await actAs(exec, { kind: 'service_role' })
        const [download] = await exec<{ counted: boolean }>(
          `select counted from private.register_book_download(
             (select id from public.books
              where visible and is_downloadable and coalesce(download_link, '') <> ''
              order by id limit 1),
             '198.18.7.7')`,
        )
        expect(download.counted).toBe(true)
        await actAs(exec, { kind: 'owner' })
        return marks(exec)
      })
      expect(marked).toEqual([])
    })

    test('while the site is marked the job posts the hook once and takes the marks', async () => {
      const { first, second, sent, left } = await database.rolledBack(async (exec) => {
        await hostedWithHook(exec)
        await markByEdit(exec)
        const first = await runJob(exec)
        const left = await marks(exec)
        const second = await runJob(exec)
        return { first, second, sent: await posts(exec), left }
      })
      expect(first).not.toBeNull()
      expect(left).toEqual([])
      expect(second).toBeNull()
      expect(sent).toEqual([{ url: HOOK }])
    })

    test('with nothing marked the job posts nothing', async () => {
      const { request, sent } = await database.rolledBack(async (exec) => {
        await hostedWithHook(exec)
        await exec('delete from private.site_changes')
        return { request: await runJob(exec), sent: await posts(exec) }
      })
      expect(request).toBeNull()
      expect(sent).toEqual([])
    })

    test('the job posts at most once a minute; a later edit waits for the next minute', async () => {
      const { withinTheMinute, waiting, nextMinute, sent } = await database.rolledBack(
        async (exec) => {
          await hostedWithHook(exec)
          await markByEdit(exec)
          await runJob(exec)
          await markByEdit(exec)
          const withinTheMinute = await runJob(exec)
          const waiting = await marks(exec)
          // A minute later (the transaction's clock stands still, so the last post moves back).
          await exec(
            "update private.site_build_hook_posts set posted_at = posted_at - interval '1 minute'",
          )
          const nextMinute = await runJob(exec)
          return { withinTheMinute, waiting, nextMinute, sent: await posts(exec) }
        },
      )
      expect(withinTheMinute).toBeNull()
      expect(waiting).toEqual(['services'])
      expect(nextMinute).not.toBeNull()
      expect(sent).toEqual([{ url: HOOK }, { url: HOOK }])
    })

    test('a post the host did not take (no answer, a 5xx) is posted again the next minute; a 4xx is not', async () => {
      const answers = [
        { status: null, error: 'Timeout was reached' },
        { status: 503, error: null },
        { status: 404, error: null },
      ]
      const postsAfter = await database.rolledBack(async (exec) => {
        await hostedWithHook(exec)
        const counts: number[] = []
        for (const answer of answers) {
          await exec('delete from net.recorded_posts')
          await exec(
            "update private.site_build_hook_posts set posted_at = now() - interval '1 minute'",
          )
          await markByEdit(exec)
          const request = await runJob(exec)
          await exec(
            'insert into net._http_response (id, status_code, timed_out, error_msg) values ($1, $2, $3, $4)',
            [request, answer.status, answer.status === null, answer.error],
          )
          await exec(
            "update private.site_build_hook_posts set posted_at = posted_at - interval '1 minute'",
          )
          await runJob(exec)
          counts.push((await posts(exec)).length)
        }
        return counts
      })
      expect(postsAfter).toEqual([2, 2, 1])
    })

    test('with no hook stored the job posts nothing and fails on nothing, with or without pg_net and Vault', async () => {
      const { bare, withoutHook, sent, left } = await database.rolledBack(async (exec) => {
        await exec('delete from private.site_changes')
        await markByEdit(exec)
        // This database as it is: neither pg_net nor Vault.
        const bare = await attempt(exec, 'select private.post_site_build_hook() as request')
        await recordHttpPosts(exec)
        await vaultInterface(exec)
        const withoutHook = await attempt(exec, 'select private.post_site_build_hook() as request')
        return { bare, withoutHook, sent: await posts(exec), left: await marks(exec) }
      })
      expect(bare).toEqual({ ok: true, rows: [{ request: null }] })
      expect(withoutHook).toEqual({ ok: true, rows: [{ request: null }] })
      expect(sent).toEqual([])
      // The mark stays: the first run once a hook is stored posts it.
      expect(left).toEqual(['services'])
    })

    test('the hook is read, set and posted by neither anon nor authenticated', async () => {
      const refused = await database.rolledBack(async (exec) => {
        await hostedWithHook(exec)
        await markByEdit(exec)
        const tries: Record<string, boolean> = {}
        for (const caller of [{ kind: 'anon' } as const, database.admin]) {
          await actAs(exec, caller)
          for (const statement of [
            'select decrypted_secret from vault.decrypted_secrets',
            'select secret from vault.secrets',
            'select * from private.site_build_hook_posts',
            'select * from private.site_changes',
            'select private.post_site_build_hook()',
            `select private.set_site_build_hook('https://example.org/hook')`,
            'select private.take_site_changes()',
            `select private.mark_site_changed('services')`,
          ]) {
            tries[`${caller.kind}: ${statement}`] = (await attempt(exec, statement)).ok
          }
          await actAs(exec, { kind: 'owner' })
        }
        return tries
      })
      expect(Object.entries(refused).filter(([, ok]) => ok)).toEqual([])
    })

    test('the hook must be an https address; storing it again replaces it, null removes it', async () => {
      const { refused, stored, removed } = await database.rolledBack(async (exec) => {
        await recordHttpPosts(exec)
        await vaultInterface(exec)
        const refused = []
        for (const address of [
          'http://api.netlify.com/build_hooks/1',
          'https://api.netlify.com /build_hooks/1',
          'https://',
          'javascript:alert(1)',
        ]) {
          refused.push(await attempt(exec, 'select private.set_site_build_hook($1)', [address]))
        }
        await exec('select private.set_site_build_hook($1)', [`${HOOK}-old`])
        await exec('select private.set_site_build_hook($1)', [HOOK])
        const stored = await exec<{ decrypted_secret: string }>(
          'select decrypted_secret from vault.decrypted_secrets',
        )
        await exec('select private.set_site_build_hook(null)')
        const removed = await exec('select * from vault.secrets')
        return { refused, stored, removed }
      })
      for (const answer of refused) {
        expect(answer).toMatchObject({ ok: false, error: expect.stringContaining('https://') })
      }
      expect(stored).toEqual([{ decrypted_secret: HOOK }])
      expect(removed).toEqual([])
    })
  })
}
