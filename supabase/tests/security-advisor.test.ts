// The rule behind Supabase's security advisor lints 0028/0029: on a hosted project every function
// in a schema the Data API exposes is callable at /rest/v1/rpc/ by whoever may execute it, so a
// security definer function there that `anon` or `authenticated` may execute runs with its
// owner's rights for anyone on the internet. Such helpers belong in `private`.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESOURCES } from '../../edge-functions/_shared/index.ts'
import type { SqlExecutor } from '../../local/db.ts'
import { databaseVariants, type TestDatabase } from './harness.ts'

const configFile = new URL('../config.toml', import.meta.url)

/** The tables whose rows carry a draft (the owner's items), in the catalog's order of their computed field. */
const DRAFT_TABLES = RESOURCES.map((resource) => resource.table).sort()

/** `[api] schemas` of supabase/config.toml: the schemas PostgREST serves. */
async function exposedSchemas(): Promise<string[]> {
  const config = await readFile(configFile, 'utf8')
  const api = /^\[api\]\s*$([\s\S]*?)(?=^\[)/m.exec(config)?.[1] ?? ''
  const list = /^\s*schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1]
  if (list === undefined) throw new Error('supabase/config.toml has no [api] schemas list')
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1])
}

/** Security definer functions of the given schemas that an API role may execute. */
async function exposedDefinerFunctions(exec: SqlExecutor, schemas: string[]) {
  return exec<{ fn: string; role: string }>(
    `select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as fn,
            api_role.name as role
     from pg_proc as p
     join pg_namespace as n on n.oid = p.pronamespace
     cross join (values ('anon'), ('authenticated')) as api_role(name)
     where p.prosecdef
       and n.nspname = any (string_to_array($1, ','))
       and has_function_privilege(api_role.name, p.oid, 'execute')
     order by 1, 2`,
    [schemas.join(',')],
  )
}

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`security advisor ${variant.label}`, () => {
    let database: TestDatabase
    let schemas: string[]
    beforeAll(async () => {
      database = await variant.open()
      schemas = await exposedSchemas()
    })
    afterAll(async () => {
      await database?.close()
    })

    test('the exposed schemas are read from config.toml', () => {
      expect(schemas).toContain('public')
    })

    test('no security definer function in an exposed schema is executable by anon or authenticated', async () => {
      expect(await exposedDefinerFunctions(database.owner, schemas)).toEqual([])
    })

    test('anon and authenticated may execute only the helpers RLS policies and check constraints call', async () => {
      const callable = await database.owner<{ fn: string; role: string }>(
        `select p.oid::regprocedure::text as fn, api_role.name as role
         from pg_proc as p
         cross join (values ('anon'), ('authenticated')) as api_role(name)
         where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
           and has_function_privilege(api_role.name, p.oid, 'execute')
         order by 1, 2`,
      )
      expect(callable).toEqual([
        // What the picture at an address says, and the computed fields beside each picture
        // column that visitors read (not security definer: the descriptions' policies decide):
        // 20261205100000_media_descriptions.sql, as image_alt and thumbnail_alt below; those of
        // the pictures in a page's text: 20261205610000_page_pictures.sql.
        ...['alt_text(text)', 'avatar_alt(anyelement)', 'background_alt(anyelement)']
          .concat('body_alts(pages)', 'cover_alt(anyelement)')
          .flatMap((fn) => ['anon', 'authenticated'].map((role) => ({ fn, role }))),
        // A content row's pending changes, a computed field of its row (not security definer:
        // content_drafts' policies answer null to all but an admin):
        // 20261128500000_drafts_and_publishing.sql.
        ...DRAFT_TABLES.flatMap((table) =>
          ['anon', 'authenticated'].map((role) => ({ fn: `draft(${table})`, role })),
        ),
        // When those changes replace the published version, one computed field for every content
        // table (not security definer, null to all but an admin):
        // 20261203200000_scheduled_changes_keep_the_live_version.sql.
        { fn: 'draft_publish_at(anyelement)', role: 'anon' },
        { fn: 'draft_publish_at(anyelement)', role: 'authenticated' },
        // Whether an activity has not ended, a computed field of its row that visitors read
        // (not security definer; public is on the search path, hence no schema):
        // 20261127200100_activity_dates.sql.
        { fn: 'image_alt(anyelement)', role: 'anon' },
        { fn: 'image_alt(anyelement)', role: 'authenticated' },
        { fn: 'is_upcoming(activities)', role: 'anon' },
        { fn: 'is_upcoming(activities)', role: 'authenticated' },
        // The media library's steps, which the admin's own transaction takes in the api function
        // (the two removal steps check is_admin themselves): 20261127100100_media_uses_in_database.sql.
        // The Papelera's steps, in the admin's own transaction in the api function; each checks
        // is_admin itself: 20261128100000_trash.sql, 20261202700000_delete_one_trash_entry.sql.
        // The backup's tables, schema version and sequence positions, for the admin only (it
        // checks is_admin itself): 20261128700000_backup_state.sql.
        { fn: 'private.backup_buckets()', role: 'authenticated' },
        { fn: 'private.backup_state(text[])', role: 'authenticated' },
        { fn: 'private.begin_file_restore(bigint)', role: 'authenticated' },
        { fn: 'private.begin_media_removal(text,text[])', role: 'authenticated' },
        // "Restaurar una copia", in the admin's own transactions in the api function; each checks
        // that the caller is the admin (or the database owner) itself:
        // 20261201200000_restore_from_the_admin.sql.
        { fn: 'private.begin_restore(uuid,jsonb)', role: 'authenticated' },
        { fn: 'private.check_restorer()', role: 'authenticated' },
        { fn: 'private.delete_trash_entry(bigint)', role: 'authenticated' },
        { fn: 'private.empty_trash()', role: 'authenticated' },
        { fn: 'private.end_media_removal(text,text[])', role: 'authenticated' },
        { fn: 'private.finish_restore(uuid)', role: 'authenticated' },
        { fn: 'private.forget_restore(uuid)', role: 'authenticated' },
        { fn: 'private.forget_trash_entry(bigint)', role: 'authenticated' },
        { fn: 'private.is_admin()', role: 'anon' },
        { fn: 'private.is_admin()', role: 'authenticated' },
        { fn: 'private.is_player_address(text)', role: 'authenticated' },
        { fn: 'private.is_safe_link(text)', role: 'authenticated' },
        { fn: 'private.lock_media_objects(text[],boolean)', role: 'authenticated' },
        { fn: 'private.media_file_of(text)', role: 'authenticated' },
        { fn: 'private.move_to_trash(text,bigint)', role: 'authenticated' },
        // The picture an address names, for visitors' reads of the descriptions (security
        // definer over the admin's media_file_of): 20261205100000_media_descriptions.sql.
        { fn: 'private.picture_of(text)', role: 'anon' },
        { fn: 'private.picture_of(text)', role: 'authenticated' },
        { fn: 'private.record_trashed_file(text,text[])', role: 'authenticated' },
        // Historial's restore, in the admin's own transaction (RLS decides), and the rule of what it
        // restores: 20261128200100_content_versions.sql.
        { fn: 'private.restore_content_version(text,text,bigint)', role: 'authenticated' },
        { fn: 'private.restore_from_trash(bigint)', role: 'authenticated' },
        { fn: 'private.restore_journal_objects(uuid)', role: 'authenticated' },
        { fn: 'private.restore_plan()', role: 'authenticated' },
        { fn: 'private.restore_rows(jsonb,uuid,jsonb)', role: 'authenticated' },
        { fn: 'private.session_is_live()', role: 'authenticated' },
        { fn: 'private.setting_holds_link(text)', role: 'authenticated' },
        { fn: 'private.storage_object_of(text)', role: 'authenticated' },
        { fn: 'private.versioning(text)', role: 'authenticated' },
        { fn: 'thumbnail_alt(anyelement)', role: 'anon' },
        { fn: 'thumbnail_alt(anyelement)', role: 'authenticated' },
      ])
    })

    test('visitors hold no privilege on a public table but SELECT', async () => {
      const held = await database.owner<{ privilege: string }>(
        `select distinct a.privilege_type as privilege
         from pg_class as c cross join lateral aclexplode(c.relacl) as a
         where c.relnamespace = 'public'::regnamespace and a.grantee = 'anon'::regrole
         order by 1`,
      )
      expect(held).toEqual([{ privilege: 'SELECT' }])
    })

    test('the id sequences putting a list in order reads: members read them, never set them; visitors nothing', async () => {
      const held = await database.owner<{ sequence: string; role: string; privilege: string }>(
        `select c.relname as sequence, api_role.name as role, privilege.name as privilege
         from pg_class as c
         cross join (values ('anon'), ('authenticated')) as api_role(name)
         cross join (values ('select'), ('update')) as privilege(name)
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
           and has_sequence_privilege(api_role.name, c.oid, privilege.name)
           and c.relname in ('services_id_seq', 'hero_content_id_seq', 'tracks_id_seq')
         order by 1, 2, 3`,
      )
      expect(held).toEqual([
        { sequence: 'hero_content_id_seq', role: 'authenticated', privilege: 'select' },
        { sequence: 'services_id_seq', role: 'authenticated', privilege: 'select' },
        { sequence: 'tracks_id_seq', role: 'authenticated', privilege: 'select' },
      ])
    })

    test('the check finds such a function when there is one', async () => {
      await database.rolledBack(async (exec) => {
        await exec(`create function public.advisor_probe() returns integer
                    language sql security definer set search_path = '' as 'select 1'`)
        await exec(
          'revoke execute on function public.advisor_probe() from public, anon, authenticated',
        )
        await exec('grant execute on function public.advisor_probe() to anon')
        expect(await exposedDefinerFunctions(exec, schemas)).toEqual([
          { fn: 'public.advisor_probe()', role: 'anon' },
        ])
      })
    })
  })
}
