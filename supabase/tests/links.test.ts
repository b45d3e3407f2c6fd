// Every column and setting that holds a link or a media address takes only an http(s) address, a
// path of this site or an anchor, whoever writes it: on a hosted project PostgREST writes to the
// tables without passing the `api` function, so the rule must hold in the database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isPlayerAddress, isSafeLink } from '../../edge-functions/_shared/links.ts'
import { settingHoldsLink } from '../../edge-functions/_shared/resources/site-settings.ts'
import { actAs, attempt, databaseVariants, type TestDatabase, tableDigest } from './harness.ts'

/** Columns named like a link or an address (`link`, `cta_link`, `image_url`, `file_url`...). */
const LINK_COLUMN = '(^|_)(url|link)$'

const REFUSED = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/phishing',
  '/\\evil.example',
  'https:evil.example',
  'http://',
  'mailto:someone@example.org',
  '#"><script>',
  'https://example.org/a b',
  'https://example.org/\u2028',
]

const ACCEPTED = [
  'https://example.org/tienda/libro',
  'HTTP://EXAMPLE.ORG',
  'https://usuario@example.org:8443/ruta?x=1#y',
  '/contacto',
  '/#musica',
  '/uploads/images/foto.webp',
  '#servicios',
  '#',
]

const SETTING_KEYS = [
  'cta_button_link',
  'community_group_url',
  'enrolment_crisis_cielo_form_url',
  'social_person1_video',
  'social_person2_social',
  'social_person1_name',
  'cta_title',
  'whatsapp_phone',
  'contact_email',
  'url_note',
]

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`links in the database ${variant.label}`, () => {
    let database: TestDatabase
    let linkColumns: { table: string; column: string }[]

    beforeAll(async () => {
      database = await variant.open()
      linkColumns = await database.owner<{ table: string; column: string }>(
        `select table_name as table, column_name as column
         from information_schema.columns
         where table_schema = 'public' and column_name ~ $1
         order by 1, 2`,
        [LINK_COLUMN],
      )
    })
    afterAll(async () => {
      await database?.close()
    })

    test('every column holding a link or a media address is checked with private.is_safe_link', async () => {
      const checked = await database.owner<{ table: string; column: string }>(
        `select c.conrelid::regclass::text as table, a.attname as column
         from pg_constraint as c
         join pg_attribute as a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
         where c.contype = 'c' and c.connamespace = 'public'::regnamespace
           and pg_get_constraintdef(c.oid) like '%private.is_safe_link(' || a.attname || ')%'
         order by 1, 2`,
      )
      expect(linkColumns.length).toBeGreaterThan(15)
      const unchecked = linkColumns.filter(
        ({ table, column }) => !checked.some((row) => row.table === table && row.column === column),
      )
      expect(
        unchecked,
        'add `check (private.is_safe_link(<column>))` for these columns in the migration that creates them',
      ).toEqual([])
    })

    test('the database and the api function agree on which addresses are links', async () => {
      const answers = await database.owner<{ address: string; safe: boolean }>(
        'select address, private.is_safe_link(address) as safe from unnest($1::text[]) as address',
        [[...REFUSED, ...ACCEPTED]],
      )
      for (const { address, safe } of answers) {
        expect(safe, JSON.stringify(address)).toBe(isSafeLink(address))
      }
      expect(answers.filter((row) => row.safe).map((row) => row.address)).toEqual(ACCEPTED)
    })

    test('an album player address, whose host reaches the CSP, is https on a DNS host name in the database as in the api function', async () => {
      const addresses = [
        'https://reproductor.estudio.es/album',
        'HTTPS://Player.Example.COM',
        'https://open.spotify.com/embed/album/1?si=2#t',
        'https://probe3;script-src-elem/x',
        'https://probe3.example;script-src-elem/x',
        'https://player.example:8443/x',
        'https://usuario@player.example/x',
        'http://player.example/x',
        'https://localhost/x',
        'https://player.example./x',
        'https://música.example/x',
        `https://${'a'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(59)}.es/x`,
      ]
      const answers = await database.owner<{ address: string; ok: boolean }>(
        'select address, private.is_player_address(address) as ok from unnest($1::text[]) as address',
        [addresses],
      )
      for (const { address, ok } of answers) {
        expect(ok, JSON.stringify(address)).toBe(isPlayerAddress(address))
      }
      expect(answers.filter((row) => row.ok)).toHaveLength(3)
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        const refused = await attempt(
          exec,
          "update public.albums set iframe_player_url = 'https://probe3;script-src-elem/x' returning 1",
        )
        const accepted = await attempt(
          exec,
          "update public.albums set iframe_player_url = 'https://reproductor.estudio.es/a' returning 1",
        )
        expect(refused.ok).toBe(false)
        if (!refused.ok) expect(refused.error).toMatch(/albums_iframe_player_url_names_a_dns_host/)
        expect(accepted.ok).toBe(true)
      })
    })

    test('the database and the api function agree on which settings are links', async () => {
      const answers = await database.owner<{ key: string; link: boolean }>(
        'select key, private.setting_holds_link(key) as link from unnest($1::text[]) as key',
        [SETTING_KEYS],
      )
      for (const { key, link } of answers) expect(link, key).toBe(settingHoldsLink(key))
    })

    test('an admin writing a javascript: or data: link through the API roles is refused, in every link column', async () => {
      expect(linkColumns.length).toBeGreaterThan(0)
      for (const { table, column } of linkColumns) {
        for (const address of ['javascript:alert(document.cookie)', 'data:text/html,hola']) {
          await database.rolledBack(async (exec) => {
            const [{ rows }] = await exec<{ rows: number }>(
              `select count(*)::int as rows from public.${table}`,
            )
            expect(rows, `public.${table} needs demo rows for this test`).toBeGreaterThan(0)
            const before = await tableDigest(exec, `public.${table}`)
            await actAs(exec, database.admin)
            const result = await attempt(
              exec,
              `update public.${table} set ${column} = $1 returning 1`,
              [address],
            )
            await actAs(exec, { kind: 'owner' })
            expect(result.ok, `${table}.${column} = ${address}`).toBe(false)
            if (!result.ok) expect(result.error).toMatch(/is_safe_link/)
            expect(await tableDigest(exec, `public.${table}`)).toBe(before)
          })
        }
      }
    })

    test('an admin may still store an https address, a site path or an anchor', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        for (const address of ['https://example.org/libro', '/contacto', '#servicios']) {
          const result = await attempt(
            exec,
            'update public.books set purchase_link = $1 returning 1',
            [address],
          )
          expect(result.ok, address).toBe(true)
        }
      })
    })

    test('a setting drawn as a link refuses javascript: and data: values, from an admin or the service role', async () => {
      for (const caller of [database.admin, { kind: 'service_role' as const }]) {
        await database.rolledBack(async (exec) => {
          const before = await tableDigest(exec, 'public.site_settings')
          await actAs(exec, caller)
          const update = await attempt(
            exec,
            "update public.site_settings set value = 'javascript:alert(1)' where key = 'social_person1_video' returning 1",
          )
          const insert = await attempt(
            exec,
            "insert into public.site_settings (key, value) values ('tienda_url', 'data:text/html,hola') returning 1",
          )
          await actAs(exec, { kind: 'owner' })
          expect(update.ok).toBe(false)
          expect(insert.ok).toBe(false)
          expect(await tableDigest(exec, 'public.site_settings')).toBe(before)
        })
      }
    })

    test('a setting that is not a link keeps any text, and a link setting may be empty', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.admin)
        const text = await attempt(
          exec,
          "update public.site_settings set value = 'javascript: no es un enlace' where key = 'cta_title' returning 1",
        )
        const empty = await attempt(
          exec,
          "update public.site_settings set value = '' where key = 'social_person2_video' returning 1",
        )
        expect(text.ok).toBe(true)
        expect(empty.ok).toBe(true)
      })
    })
  })
}
