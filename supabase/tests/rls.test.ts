// Row-level security: every public table x {visitor, signed-in non-admin, admin} x
// {select, insert, update, delete}; the rows visitors must not see; the admin flag; the storage
// policies. A refused write must fail or touch no row, and leave the table exactly as it was.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONTENT_TABLES, RESOURCES } from '../../edge-functions/_shared/index.ts'
import { UPLOAD_KINDS } from '../../edge-functions/_shared/uploads.ts'
import { sampleInsert } from '../../edge-functions/api/sample-rows.ts'
import type { SqlExecutor } from '../../local/db.ts'
import {
  actAs,
  attempt,
  type Caller,
  databaseVariants,
  deleteLikeStorageApi,
  signedIn,
  type TestDatabase,
  tableDigest,
} from './harness.ts'

type Action = 'select' | 'insert' | 'update' | 'delete'
type Who = 'visitor' | 'member' | 'admin'

interface Ids {
  adminId: string
  memberId: string
}

interface TableRules {
  /** A valid row to insert (columns = values). */
  insert: (ids: Ids) => { sql: string; params?: unknown[] }
  /** An update that changes every row it is allowed to touch. */
  update: string
  /** Owner-side preparation for the insert case, inside the test transaction. */
  beforeInsert?: (ids: Ids) => { sql: string; params?: unknown[] }
  /** Owner-side preparation for every case, for a table that starts empty. */
  arrange?: (ids: Ids) => { sql: string; params?: unknown[] }
  /** Who may do what; by default everyone selects and only admins write. */
  allowed?: Partial<Record<Action, Who[]>>
}

/**
 * How to write a row of each table, for the matrix below. Its tables are the content tables the
 * resource definitions name (CONTENT_TABLES) and OTHER_TABLES; a content table missing here fails
 * the first test, by name. A definition's own table is written from its sample and edited in the
 * column naming its rows; the others are written out.
 */
const WRITTEN_OUT: Record<string, TableRules> = {
  site_settings: {
    insert: () => ({
      sql: `insert into public.site_settings (key, value) values ('prueba', 'valor')`,
    }),
    // Settings drawn as links must stay links (supabase/tests/links.test.ts): edit the texts.
    update: `update public.site_settings set value = value || ' (editado)' where key !~ '(_url|_link|_video|_social)$'`,
  },
  carousel_backgrounds: {
    insert: () => ({
      sql: `insert into public.carousel_backgrounds (section, position) values ('products', 1)`,
    }),
    update: `update public.carousel_backgrounds set title = coalesce(title, '') || ' (editado)'`,
  },
  tracks: {
    insert: () => ({
      sql: `insert into public.tracks (album_id, title, file_url) values (4, 'Prueba', '/demo/cuenco.wav')`,
    }),
    update: `update public.tracks set title = title || ' (editado)'`,
  },
  content_drafts: {
    // Pending changes are the owner's: nobody else reads one (the arranged row proves it).
    arrange: () => ({
      sql: `insert into public.content_drafts (table_name, row_id, changes) values ('services', 1, '{"title": "Borrador"}')`,
    }),
    insert: () => ({
      sql: `insert into public.content_drafts (table_name, row_id, changes) values ('albums', 1, '{}')`,
    }),
    update: `update public.content_drafts set changes = changes || '{"description": "editado"}'`,
    allowed: { select: ['admin'] },
  },
  media_descriptions: {
    // Visitors read what a picture shows (the public pages draw it); only the owner writes it.
    arrange: () => ({
      sql: `insert into public.media_descriptions (picture, description) values ('/demo/prueba-rls.webp', 'Prueba')`,
    }),
    insert: () => ({
      sql: `insert into public.media_descriptions (picture, description) values ('/demo/nueva.webp', 'Nueva')`,
    }),
    update: `update public.media_descriptions set description = description || ' (editado)' where not decorative`,
  },
  pages: {
    // Only the fixed pages' slugs are taken, and the migration seeds them all: one is made again.
    beforeInsert: () => ({ sql: `delete from public.pages where slug = 'aviso-legal'` }),
    insert: () => ({
      sql: `insert into public.pages (slug, title, body) values ('aviso-legal', 'Prueba', '{"root": {"type": "root", "children": []}}')`,
    }),
    update: `update public.pages set title = title || ' (editado)'`,
  },
  profiles: {
    // Re-create the member's profile: the Auth trigger normally does it, so drop it first.
    beforeInsert: (ids) => ({
      sql: 'delete from public.profiles where id = $1',
      params: [ids.memberId],
    }),
    insert: (ids) => ({
      sql: `insert into public.profiles (id, username) values ($1, 'lectora_nueva')`,
      params: [ids.memberId],
    }),
    update: `update public.profiles set username = username || '_editado'`,
    allowed: {
      select: ['member', 'admin'],
      // A member may rename only themself (checked below: exactly one row changes).
      update: ['member', 'admin'],
    },
  },
}

const DEFINED: Record<string, TableRules> = Object.fromEntries(
  RESOURCES.filter(
    (resource) => resource.parent === undefined && resource.writes.includes('create'),
  ).map((resource) => {
    const label = resource.fields[resource.label]
    const rules: TableRules = {
      insert: () => sampleInsert(resource),
      update: `update public.${resource.table} set ${label} = ${label} || ' (editado)'`,
    }
    return [resource.table, rules]
  }),
)

const rowsOf: Record<string, TableRules> = { ...DEFINED, ...WRITTEN_OUT }

/** The tables of public that hold no content. */
const OTHER_TABLES = ['content_drafts', 'media_descriptions', 'profiles']

const contentTables = [...CONTENT_TABLES.map(({ table }) => table), ...OTHER_TABLES].flatMap(
  (table) => (rowsOf[table] ? [{ table, ...rowsOf[table] }] : []),
)

const callers: Who[] = ['visitor', 'member', 'admin']
const actions: Action[] = ['select', 'insert', 'update', 'delete']

function callerFor(who: Who, database: TestDatabase): Caller {
  if (who === 'visitor') return { kind: 'anon' }
  return who === 'admin' ? database.admin : database.member
}

function statementFor(rules: TableRules & { table: string }, action: Action, ids: Ids) {
  const table = `public.${rules.table}`
  if (action === 'select') return { sql: `select count(*)::int as n from ${table}` }
  const dml =
    action === 'insert'
      ? rules.insert(ids)
      : { sql: action === 'update' ? rules.update : `delete from ${table}` }
  return {
    sql: `with changed as (${dml.sql} returning 1) select count(*)::int as n from changed`,
    params: dml.params,
  }
}

function isAllowed(rules: TableRules, action: Action, who: Who): boolean {
  const allowed = rules.allowed?.[action] ?? (action === 'select' ? callers : ['admin'])
  return allowed.includes(who)
}

const describedName = (who: Who) =>
  ({ visitor: 'a visitor', member: 'a signed-in non-admin', admin: 'an admin' })[who]

const matrix = contentTables.flatMap((rules) =>
  callers.flatMap((who) =>
    actions.map((action) => ({
      rules,
      who,
      action,
      allowed: isAllowed(rules, action, who),
      name: `${describedName(who)} ${isAllowed(rules, action, who) ? 'may' : 'may not'} ${action} ${rules.table}`,
    })),
  ),
)

const writes = ['insert', 'update', 'delete'] as const

const endedSessionWrites = contentTables.flatMap((rules) =>
  writes.map((action) => ({ rules, action, name: `${action} ${rules.table}` })),
)

/** The demo admin's token after she signed out: her session row is gone, the token still verifies. */
async function signedOutAdmin(exec: SqlExecutor, database: TestDatabase) {
  const session = await signedIn(exec, database.adminId)
  await exec('delete from auth.sessions where id = $1', [session.sessionId])
  return session
}

const hiddenRows = [
  { table: 'activities', hidden: 'not is_visible' },
  { table: 'products', hidden: 'not featured' },
  { table: 'testimonials', hidden: 'not featured' },
  { table: 'videos', hidden: 'not visible' },
  { table: 'books', hidden: 'not visible' },
  { table: 'promotions', hidden: 'not is_active' },
  {
    table: 'hero_content',
    hidden: 'not is_active',
    setup: 'update public.hero_content set is_active = false where id = 3',
  },
]

const variants = databaseVariants()

for (const variant of variants) {
  describe.skipIf(variant.skip)(`row-level security ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test('covers every table of the public schema, and every table the app owns has RLS on', async () => {
      const unwritten = CONTENT_TABLES.filter(({ table }) => !rowsOf[table])
      expect(
        unwritten,
        `public.${unwritten[0]?.table}: add how to insert and update a row of it to WRITTEN_OUT in supabase/tests/rls.test.ts (a definition's table is written from its sample)`,
      ).toEqual([])
      const publicTables = await database.owner<{ tablename: string }>(
        "select tablename from pg_tables where schemaname = 'public' order by tablename",
      )
      expect(publicTables.map((row) => row.tablename)).toEqual(
        contentTables.map((rules) => rules.table).sort(),
      )
      const withoutRls = await database.owner<{ table: string }>(
        `select schemaname || '.' || tablename as table from pg_tables
         where schemaname in ('public', 'private', 'storage') and not rowsecurity`,
      )
      expect(withoutRls).toEqual([])
    })

    describe('every table, every role, every action', () => {
      test.each(matrix)('$name', async ({ rules, who, action, allowed }) => {
        await database.rolledBack(async (exec) => {
          if (action === 'insert' && rules.beforeInsert) {
            const setup = rules.beforeInsert(database)
            await exec(setup.sql, setup.params)
          }
          if (rules.arrange) {
            const setup = rules.arrange(database)
            await exec(setup.sql, setup.params)
          }
          const before = await tableDigest(exec, `public.${rules.table}`)
          await actAs(exec, callerFor(who, database))
          const statement = statementFor(rules, action, database)
          const result = await attempt(exec, statement.sql, statement.params)
          await actAs(exec, { kind: 'owner' })
          const after = await tableDigest(exec, `public.${rules.table}`)
          const touched = result.ok ? Number(result.rows[0].n) : 0

          if (allowed) {
            expect(result).toMatchObject({ ok: true })
            expect(touched).toBeGreaterThan(0)
            if (action === 'select') expect(after).toBe(before)
            else expect(after).not.toBe(before)
          } else {
            expect(touched).toBe(0)
            expect(after).toBe(before)
          }
        })
      })
    })

    describe("a signed-out admin's token writes nothing (PostgREST checks only its signature)", () => {
      test.each(endedSessionWrites)('$name', async ({ rules, action }) => {
        await database.rolledBack(async (exec) => {
          if (action === 'insert' && rules.beforeInsert) {
            const setup = rules.beforeInsert(database)
            await exec(setup.sql, setup.params)
          }
          if (rules.arrange) {
            const setup = rules.arrange(database)
            await exec(setup.sql, setup.params)
          }
          const signedOut = await signedOutAdmin(exec, database)
          const before = await tableDigest(exec, `public.${rules.table}`)
          await actAs(exec, signedOut)
          const statement = statementFor(rules, action, database)
          const result = await attempt(exec, statement.sql, statement.params)
          await actAs(exec, { kind: 'owner' })
          expect(result.ok ? Number(result.rows[0].n) : 0).toBe(0)
          expect(await tableDigest(exec, `public.${rules.table}`)).toBe(before)
        })
      })
    })

    test('a signed-in non-admin reads and renames only their own profile', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, database.member)
        const visible = await exec<{ id: string }>('select id::text as id from public.profiles')
        expect(visible).toEqual([{ id: database.memberId }])
        const renamed = await exec<{ id: string }>(
          `update public.profiles set username = 'lectora_renombrada' returning id::text as id`,
        )
        expect(renamed).toEqual([{ id: database.memberId }])
      })
    })

    describe('visitors never see hidden rows; admins see them', () => {
      test.each(hiddenRows)('hidden $table rows ($hidden)', async ({ table, hidden, setup }) => {
        await database.rolledBack(async (exec) => {
          if (setup) await exec(setup)
          const count = async (where: string) =>
            Number(
              (
                await exec<{ n: number }>(
                  `select count(*)::int as n from public.${table} where ${where}`,
                )
              )[0].n,
            )
          const hiddenTotal = await count(hidden)
          const shownTotal = await count(`not (${hidden})`)
          expect(hiddenTotal).toBeGreaterThan(0)

          for (const caller of [{ kind: 'anon' }, database.member] as Caller[]) {
            await actAs(exec, caller)
            expect(await count(hidden)).toBe(0)
            expect(await count('true')).toBe(shownTotal)
          }
          await actAs(exec, database.admin)
          expect(await count(hidden)).toBe(hiddenTotal)
        })
      })
    })

    describe('the admin flag', () => {
      const tryToSetFlag = (caller: Caller, target: () => string, value: boolean) =>
        database.rolledBack(async (exec) => {
          await actAs(exec, caller)
          const result = await attempt(
            exec,
            'update public.profiles set is_admin = $2 where id = $1 returning id',
            [target(), value],
          )
          await actAs(exec, { kind: 'owner' })
          const [row] = await exec<{ is_admin: boolean }>(
            'select is_admin from public.profiles where id = $1',
            [target()],
          )
          return { result, flag: row.is_admin }
        })

      test('a signed-in non-admin cannot make themself admin', async () => {
        const { result, flag } = await tryToSetFlag(database.member, () => database.memberId, true)
        expect(result.ok).toBe(false)
        expect(flag).toBe(false)
      })

      test('an admin cannot grant admin rights through the API roles', async () => {
        const { result, flag } = await tryToSetFlag(database.admin, () => database.memberId, true)
        expect(result.ok).toBe(false)
        expect(flag).toBe(false)
      })

      test('an admin cannot drop their own admin flag through the API roles', async () => {
        const { result, flag } = await tryToSetFlag(database.admin, () => database.adminId, false)
        expect(result.ok).toBe(false)
        expect(flag).toBe(true)
      })

      test('the service role cannot change the admin flag either', async () => {
        const { result, flag } = await tryToSetFlag(
          { kind: 'service_role' },
          () => database.memberId,
          true,
        )
        expect(result.ok).toBe(false)
        expect(flag).toBe(false)
      })

      test('a signed-in user cannot insert a profile that is already admin', async () => {
        await database.rolledBack(async (exec) => {
          await exec('delete from public.profiles where id = $1', [database.memberId])
          await actAs(exec, database.admin)
          const result = await attempt(
            exec,
            `insert into public.profiles (id, username, is_admin) values ($1, 'colada', true)`,
            [database.memberId],
          )
          expect(result.ok).toBe(false)
        })
      })

      test('the database owner can set the admin flag', async () => {
        const { result, flag } = await tryToSetFlag(
          { kind: 'owner' },
          () => database.memberId,
          true,
        )
        expect(result.ok).toBe(true)
        expect(flag).toBe(true)
      })
    })

    describe('storage policies', () => {
      /** Every bucket the media library keeps files in (each upload kind's). */
      const LIBRARY_BUCKETS = Object.values(UPLOAD_KINDS).map((kind) => kind.bucket)
      const upload = (bucket: string) =>
        `insert into storage.objects (bucket_id, name, metadata)
         values ('${bucket}', '2025/01/prueba.bin', '{"size": 3}') returning id`

      for (const bucket of LIBRARY_BUCKETS) {
        test(`an admin may upload to the ${bucket} bucket`, async () => {
          await database.rolledBack(async (exec) => {
            await actAs(exec, database.admin)
            expect(await attempt(exec, upload(bucket))).toMatchObject({ ok: true })
          })
        })

        for (const who of ['visitor', 'member'] as const) {
          test(`${describedName(who)} may not upload to the ${bucket} bucket`, async () => {
            await database.rolledBack(async (exec) => {
              const before = await tableDigest(exec, 'storage.objects')
              await actAs(exec, callerFor(who, database))
              expect(await attempt(exec, upload(bucket))).toMatchObject({ ok: false })
              await actAs(exec, { kind: 'owner' })
              expect(await tableDigest(exec, 'storage.objects')).toBe(before)
            })
          })
        }
      }

      test('an admin may not upload to a bucket other than the library ones', async () => {
        await database.rolledBack(async (exec) => {
          await exec(`insert into storage.buckets (id, name) values ('privado', 'privado')`)
          await actAs(exec, database.admin)
          expect(await attempt(exec, upload('privado'))).toMatchObject({ ok: false })
        })
      })

      test('visitors cannot list uploaded files; admins can', async () => {
        await database.rolledBack(async (exec) => {
          await exec(upload('images'))
          await exec(upload('audio'))
          const listed = async (caller: Caller) => {
            await actAs(exec, caller)
            const [row] = await exec<{ n: number }>(
              'select count(*)::int as n from storage.objects',
            )
            return Number(row.n)
          }
          expect(await listed({ kind: 'anon' })).toBe(0)
          expect(await listed(database.member)).toBe(0)
          expect(await listed(database.admin)).toBe(2)
        })
      })

      test("a signed-out admin's token may not upload, list, replace or delete files", async () => {
        await database.rolledBack(async (exec) => {
          await exec(upload('images'))
          await deleteLikeStorageApi(exec)
          const signedOut = await signedOutAdmin(exec, database)
          const before = await tableDigest(exec, 'storage.objects')
          await actAs(exec, signedOut)
          expect(await attempt(exec, upload('audio'))).toMatchObject({ ok: false })
          const touched = await exec<{ listed: number; changed: number; removed: number }>(
            `with changed as (update storage.objects set metadata = '{"size": 4}' returning 1),
                  removed as (delete from storage.objects returning 1)
             select (select count(*)::int from storage.objects) as listed,
                    (select count(*)::int from changed) as changed,
                    (select count(*)::int from removed) as removed`,
          )
          expect(touched).toEqual([{ listed: 0, changed: 0, removed: 0 }])
          await actAs(exec, { kind: 'owner' })
          expect(await tableDigest(exec, 'storage.objects')).toBe(before)
        })
      })

      test('only admins may replace or delete uploaded files', async () => {
        await database.rolledBack(async (exec) => {
          await exec(upload('images'))
          await deleteLikeStorageApi(exec)
          const before = await tableDigest(exec, 'storage.objects')
          for (const caller of [{ kind: 'anon' }, database.member] as Caller[]) {
            await actAs(exec, caller)
            const changed = await attempt(
              exec,
              `with changed as (update storage.objects set metadata = '{"size": 4}' returning 1),
                    removed as (delete from storage.objects returning 1)
               select (select count(*) from changed) + (select count(*) from removed) as n`,
            )
            if (changed.ok) expect(Number(changed.rows[0].n)).toBe(0)
            await actAs(exec, { kind: 'owner' })
            expect(await tableDigest(exec, 'storage.objects')).toBe(before)
          }
          await actAs(exec, database.admin)
          const removed = await exec('delete from storage.objects returning id')
          expect(removed).toHaveLength(1)
        })
      })
    })
  })
}
