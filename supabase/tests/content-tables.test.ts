// Every content table (CONTENT_TABLES, read from the resource definitions) has what the site
// relies on, read from the catalog: forgetting one fails silently elsewhere (an edit that never
// reaches the HTML, a reorder that answers 500 only after a delete, an item that Historial, the
// Papelera or drafts do not know). Each rule is one entry of RULES; a failure names the table and
// the migration that fixes it. A new table gets them all from private.declare_content_table
// (20261128400000, 20261129500005), which the last test holds to every rule. The items the owner
// adds, publishes and deletes (RESOURCES) also have drafts and go to the Papelera.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONTENT_TABLES, type ContentTable, RESOURCES } from '../../edge-functions/_shared/index.ts'
import type { SqlExecutor } from '../../local/db.ts'
import { databaseVariants, type TestDatabase } from './harness.ts'

type Event = 'insert' | 'update' | 'delete' | 'truncate'

/** pg_trigger.tgtype's bit for each event. */
const EVENT_BITS: Record<Event, number> = { insert: 4, delete: 8, update: 16, truncate: 32 }

/** The tables of the owner's items: declared with drafts and the Papelera. */
const ITEM_TABLES: ReadonlySet<string> = new Set(RESOURCES.map((resource) => resource.table))
const isItemTable = (table: ContentTable) => ITEM_TABLES.has(table.table)

/** SQL reading the table's (`$1`) line of the declaration, private.content_tables. */
const declared = (column: string) =>
  `(select d.${column} from private.content_tables as d where 'public.' || d.table_name = $1)`

/** The migration that recorded the tables made before the declaration gave every piece. */
const DECLARATION_MIGRATION = '20261129500005_declaration_gives_drafts_versions_trash.sql'

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ')

/**
 * SQL naming the events of `events` on which no enabled trigger of the table (`$1`) calls one of
 * `functions` (schema-qualified names): null when every one of them does.
 */
function firesOn(functions: readonly string[], events: readonly Event[]): string {
  const bits = events.map((event) => `('${event}', ${EVENT_BITS[event]})`).join(', ')
  return `select string_agg(e.event, ', ') as problem
    from (values ${bits}) as e(event, bit)
    where not exists (
      select 1 from pg_trigger as t join pg_proc as p on p.oid = t.tgfoid
      where t.tgrelid = $1::regclass and not t.tgisinternal and t.tgenabled <> 'D'
        and t.tgtype & e.bit <> 0
        and p.pronamespace::regnamespace::text || '.' || p.proname = any (array[${quoted(functions)}]))`
}

/** What privileges are checked on: the table, the sequences it owns, or the id sequence the API reads. */
const PRIVILEGES_ON = {
  table: {
    objects: 'select $1::regclass::text as object',
    has: 'has_table_privilege(role, object, privilege)',
  },
  sequences: {
    objects: `select d.objid::regclass::text as object from pg_depend as d
              join pg_class as c on c.oid = d.objid and c.relkind = 'S'
              where d.classid = 'pg_class'::regclass and d.refobjid = $1::regclass
                and d.deptype in ('a', 'i')`,
    has: 'has_sequence_privilege(role, object, privilege)',
  },
  'id sequence': {
    objects: `select pg_get_serial_sequence($1, 'id') as object`,
    // A table without one lacks every privilege on it.
    has: 'coalesce(has_sequence_privilege(role, object, privilege), false)',
  },
}

/**
 * SQL naming the privileges that differ from `expected` (role -> privilege -> held) on the
 * table (`$1`) or its sequences: null when none does.
 */
function holds(
  expected: Record<string, Record<string, boolean>>,
  on: keyof typeof PRIVILEGES_ON = 'table',
): string {
  const rows = Object.entries(expected).flatMap(([role, privileges]) =>
    Object.entries(privileges).map(([privilege, held]) => `('${role}', '${privilege}', ${held})`),
  )
  return `select string_agg(format('%s %s %s on %s', role,
                                   case when held then 'lacks' else 'holds' end, privilege,
                                   coalesce(object, 'no ' || '${on}')), ', ') as problem
    from (values ${rows.join(', ')}) as expected(role, privilege, held)
    -- offset 0 keeps the planner from checking a privilege before the objects are chosen.
    cross join (${PRIVILEGES_ON[on].objects} offset 0) as target
    where ${PRIVILEGES_ON[on].has} <> held`
}

interface Rule {
  /** What the table has, said after its name: `public.books asks for a rebuild...`. */
  rule: string
  /** Only the tables it is about (every content table when absent). */
  appliesTo?: (table: ContentTable) => boolean
  /**
   * SQL over the table's name (`$1`, as `public.books`): one row, `problem` null when it holds.
   * A function is given the server's version and what the table's definition declares.
   */
  check: string | ((serverVersion: number, table: ContentTable) => string)
  /** What a migration does to make it hold, for a table declared before the helper. */
  fix: (table: string) => string
}

/** MAINTAIN (vacuum, analyze, refresh) exists from PostgreSQL 17 on, as part of ALL. */
const maintain = (serverVersion: number): Record<string, boolean> =>
  serverVersion >= 170000 ? { MAINTAIN: false } : {}

/** The functions a write to a content table calls to ask for a rebuild (20261125001600, 20261127210200). */
const CHANGE_FUNCTIONS = ['private.notify_content_change', 'private.notify_book_change']

const RULES: Rule[] = [
  {
    rule: 'has row-level security on',
    check: `select case when relrowsecurity then null else 'RLS is off' end as problem
            from pg_class where oid = $1::regclass`,
    fix: (table) =>
      `alter table ${table} enable row level security, with its policies (docs/security.md)`,
  },
  {
    rule: 'asks for a rebuild on every write (its change trigger)',
    check: firesOn(CHANGE_FUNCTIONS, ['insert', 'update', 'delete', 'truncate']),
    fix: (table) =>
      `create trigger notify_content_change after insert or update or delete or truncate on ${table} for each statement execute function private.notify_content_change() (as 20261125001600_content_change_notifications.sql)`,
  },
  {
    rule: 'moves updated_at on every update, which a stale edit is refused by',
    check: firesOn(['private.set_updated_at'], ['update']),
    fix: (table) =>
      `create trigger set_updated_at before update on ${table} for each row execute function private.set_updated_at()`,
  },
  {
    rule: 'is read by visitors and written only by members, through its policies',
    check: (serverVersion) =>
      holds({
        anon: {
          SELECT: true,
          INSERT: false,
          UPDATE: false,
          DELETE: false,
          TRUNCATE: false,
          REFERENCES: false,
          TRIGGER: false,
          ...maintain(serverVersion),
        },
        authenticated: {
          SELECT: true,
          INSERT: true,
          UPDATE: true,
          DELETE: true,
          TRUNCATE: false,
          REFERENCES: false,
          TRIGGER: false,
          ...maintain(serverVersion),
        },
      }),
    fix: (table) =>
      `grant select on ${table} to anon, authenticated; grant insert, update, delete on ${table} to authenticated; revoke insert, update, delete, truncate, references, trigger on ${table} from anon; revoke truncate, references, trigger on ${table} from authenticated; and on PostgreSQL 17 revoke maintain from both (as 20261125009000_explicit_api_grants.sql)`,
  },
  {
    rule: "keeps its sequences from visitors, and from members' setting them",
    check: holds(
      { anon: { USAGE: false, SELECT: false, UPDATE: false }, authenticated: { UPDATE: false } },
      'sequences',
    ),
    fix: (table) =>
      `revoke all on sequence ${table}_id_seq from anon; revoke update on sequence ${table}_id_seq from authenticated, for each sequence it owns (as 20261125009000_explicit_api_grants.sql)`,
  },
  {
    rule: 'lets a signed-in admin read how far its id sequence has gone, to put it in order',
    appliesTo: (table) => table.ordered,
    check: holds({ authenticated: { SELECT: true } }, 'id sequence'),
    fix: (table) =>
      `grant select on sequence ${table}_id_seq to authenticated (as 20261126000100_ordering_reads_id_sequences.sql)`,
  },
  {
    rule: 'is declared in private.content_tables, which Historial, drafts and the Papelera read',
    check: `select case when ${declared('table_name')} is null then 'not declared' end as problem`,
    fix: (table) =>
      `insert into private.content_tables the line of ${table} (as ${DECLARATION_MIGRATION} does for the tables made before it)`,
  },
  {
    rule: "is declared with its definition's label column, which names its items in the Papelera",
    check: (_, table) =>
      `select case when ${declared('label_column')} is distinct from '${table.labelColumn}'
         then 'declared with label_column ' || coalesce(${declared('label_column')}, 'none')
              || ', its definition names items by ${table.labelColumn}' end as problem`,
    fix: (table) =>
      `give declare_content_table('${table}', ...) the option label_column => '<the column of the definition's label>', or change the definition's label`,
  },
  {
    rule: "keeps its hand order in its definition's ordering column, which no version records",
    check: (_, table) =>
      `select case
         when ${declared('order_column')} is distinct from ${table.orderColumn ? `'${table.orderColumn}'` : 'null'}
           then 'declared with order_column ' || coalesce(${declared('order_column')}, 'none')
                || ', its definition orders by ${table.orderColumn ?? 'none'}'
         when ${declared('order_column')} is not null
              and not ${declared('order_column')} = any (${declared('unversioned')}::text[])
           then 'its order column is versioned' end as problem`,
    fix: (table) =>
      `declare ${table} with ordered => true (and order_column => '<column>' when not sort_order) exactly when its definition has ordering`,
  },
  {
    rule: "answers each picture's description beside it (the computed field <column>_alt)",
    check: (_, table) =>
      table.describedPictures.length === 0
        ? // $1 named all the same: every check is given the table.
          'select nullif($1::text, $1::text) as problem'
        : `select string_agg('no public.' || c.name || '(row)', ', ') as problem
             from (values ${table.describedPictures.map((name) => `('${name}')`).join(', ')}) as c(name)
             where not exists (
               select from pg_proc as p
               where p.pronamespace = 'public'::regnamespace and p.proname = c.name
                 and p.pronargs = 1
                 and p.proargtypes[0] in ('anyelement'::regtype,
                                          (select reltype from pg_class where oid = $1::regclass)))`,
    fix: () =>
      'create function public.<column>_alt(item anyelement) returns text, one per picture column name, as public.image_alt in 20261205100000_media_descriptions.sql (with its grants)',
  },
  {
    rule: 'keeps the row each save replaces (Historial)',
    check: firesOn(['private.keep_content_version'], ['update']),
    fix: (table) =>
      `create trigger keep_content_version after update on ${table} for each row execute function private.keep_content_version()`,
  },
  {
    rule: 'goes to the Papelera when the owner deletes an item',
    appliesTo: isItemTable,
    check: `select case when ${declared('trash')} then null else 'not declared with trash' end as problem`,
    fix: () => 'declare it with trash => true (the default)',
  },
  {
    rule: 'may hold drafts, which content_drafts admits',
    appliesTo: isItemTable,
    check: `select case when ${declared('drafts')} then null else 'not declared with drafts' end as problem`,
    fix: () => 'declare it with drafts => true (the default)',
  },
  {
    rule: 'shows visitors only published rows (published_at and its restrictive policy)',
    appliesTo: isItemTable,
    check: `select case
              when not exists (select from pg_attribute where attrelid = $1::regclass
                                 and attname = 'published_at' and not attisdropped)
                then 'no published_at'
              when not exists (select from pg_policy where polrelid = $1::regclass
                                 and polname = 'Visitors read only published rows'
                                 and not polpermissive)
                then 'no restrictive policy on published_at'
            end as problem`,
    fix: (table) =>
      `alter table ${table} add column published_at timestamptz default now() and its policy "Visitors read only published rows" (as 20261128500000_drafts_and_publishing.sql)`,
  },
  {
    rule: 'answers its pending changes as the computed field draft',
    appliesTo: isItemTable,
    check: `select case when to_regprocedure('public.draft(' || $1 || ')') is null
              then 'no public.draft(row)' end as problem`,
    fix: (table) =>
      `create function public.draft(item ${table}) returns jsonb (as 20261128500000_drafts_and_publishing.sql)`,
  },
  {
    rule: "forgets a deleted row's pending changes",
    appliesTo: isItemTable,
    check: firesOn(['private.forget_draft'], ['delete']),
    fix: (table) =>
      `create trigger forget_draft after delete on ${table} for each row execute function private.forget_draft()`,
  },
]

/** How a new table gets every rule at once; a table of no items says so. */
const declaration = (table: ContentTable, items = true) =>
  `select private.declare_content_table('public.${table.table}'${table.ordered ? ', ordered => true' : ''}${table.orderColumn && table.orderColumn !== 'sort_order' ? `, order_column => '${table.orderColumn}'` : ''}${table.labelColumn === 'title' ? '' : `, label_column => '${table.labelColumn}'`}${items ? '' : ', drafts => false, trash => false'})`

const cases = CONTENT_TABLES.flatMap((table) =>
  RULES.filter((rule) => rule.appliesTo?.(table) ?? true).map((rule) => ({
    ...rule,
    table: `public.${table.table}`,
    declared: table,
    items: isItemTable(table),
  })),
)

/** The table the last tests declare: ordered by hand, named by its title. */
const PROBE: ContentTable = {
  table: 'declared_probe',
  ordered: true,
  labelColumn: 'title',
  orderColumn: 'sort_order',
  describedPictures: [],
}

async function problemOf(exec: SqlExecutor, sql: string, table: string): Promise<string | null> {
  const [row] = await exec<{ problem: string | null }>(sql, [table])
  return row?.problem ?? null
}

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`every content table ${variant.label}`, () => {
    let database: TestDatabase
    let serverVersion: number
    beforeAll(async () => {
      database = await variant.open()
      const [row] = await database.owner<{ version: number }>(
        `select current_setting('server_version_num')::int as version`,
      )
      serverVersion = row.version
    })
    afterAll(async () => {
      await database?.close()
    })

    for (const { table } of CONTENT_TABLES) {
      test(`public.${table} exists`, async () => {
        const [row] = await database.owner<{ found: boolean }>(
          'select to_regclass($1) is not null as found',
          [`public.${table}`],
        )
        expect(
          row.found,
          `public.${table} is named by a resource definition but does not exist: create it in a migration`,
        ).toBe(true)
      })
    }

    for (const { table, rule, check, fix, declared, items } of cases) {
      test(`${table} ${rule}`, async () => {
        const sql = typeof check === 'string' ? check : check(serverVersion, declared)
        const problem = await problemOf(database.owner, sql, table)
        expect(
          problem,
          `${table} ${rule}: no (${problem}). Fix: a migration in supabase/migrations that runs ${declaration(declared, items)} after creating it, or else does ${fix(table)}`,
        ).toBeNull()
      })
    }

    test('a table declared with private.declare_content_table keeps every rule', async () => {
      const table = 'public.declared_probe'
      const problems = await database.rolledBack(async (exec) => {
        await exec(`create table ${table} (
          id bigint generated always as identity primary key,
          title text not null,
          sort_order integer not null default 0,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now())`)
        await exec(declaration(PROBE))
        const found: Record<string, string | null> = {}
        for (const { rule, check } of RULES) {
          const sql = typeof check === 'string' ? check : check(serverVersion, PROBE)
          found[rule] = await problemOf(exec, sql, table)
        }
        return found
      })
      expect(problems).toEqual(Object.fromEntries(RULES.map(({ rule }) => [rule, null])))
    })

    test('a declaration names a missing label or order column and the option to set', async () => {
      const table = 'public.declared_probe'
      const refusals = await database.rolledBack(async (exec) => {
        await exec(`create table ${table} (
          id bigint generated always as identity primary key,
          question text not null)`)
        const refusalOf = async (sql: string) => {
          await exec('savepoint attempt')
          try {
            await exec(sql)
            return 'accepted'
          } catch (error) {
            return (error as Error).message
          } finally {
            await exec('rollback to savepoint attempt')
          }
        }
        return {
          label: await refusalOf(`select private.declare_content_table('${table}')`),
          order: await refusalOf(
            `select private.declare_content_table('${table}', ordered => true, label_column => 'question')`,
          ),
        }
      })
      expect(refusals.label).toMatch(/no column title .*label_column =>/)
      expect(refusals.order).toMatch(/no column sort_order .*order_column =>/)
    })

    test('the Papelera names an item by the column its table was declared with', async () => {
      const table = 'public.declared_probe'
      const labels = await database.rolledBack(async (exec) => {
        await exec(`create table ${table} (
          id bigint generated always as identity primary key,
          question text not null)`)
        await exec(`select private.declare_content_table('${table}', label_column => 'question')`)
        return exec<{ named: string; unnamed: string }>(
          `select private.item_label('declared_probe', '{"id": 6, "question": "¿Hay aparcamiento?"}') as named,
                  private.item_label('declared_probe', '{"id": 6, "question": ""}') as unnamed`,
        )
      })
      expect(labels).toEqual([{ named: '¿Hay aparcamiento?', unnamed: '#6' }])
    })

    test('a table declared with private.declare_content_table has its drafts admitted, versions kept and items trashed', async () => {
      const table = 'public.declared_probe'
      const found = await database.rolledBack(async (exec) => {
        await exec(`create table ${table} (
          id bigint generated always as identity primary key,
          title text not null,
          updated_at timestamptz not null default now())`)
        await exec(declaration({ ...PROBE, ordered: false, orderColumn: null }))
        const [{ id }] = await exec<{ id: number }>(
          `insert into ${table} (title) values ('Primero') returning id::int as id`,
        )
        await exec(
          `insert into public.content_drafts (table_name, row_id, changes) values ('declared_probe', $1, '{}')`,
          [id],
        )
        await exec(`update ${table} set title = 'Segundo' where id = $1`, [id])
        const [versions] = await exec<{ changed: string[] }>(
          `select changed from private.content_versions where table_name = 'declared_probe'`,
        )
        const [{ trashable }] = await exec<{ trashable: boolean }>(
          `select 'declared_probe' = any (private.trashable_tables()) as trashable`,
        )
        return { changed: versions?.changed, trashable }
      })
      expect(found).toEqual({ changed: ['title'], trashable: true })
    })
  })
}
