// The database's side of a restore (20261201200000_restore_from_the_admin.sql), on PGlite and on
// PostgreSQL 15: only the admin and the owner restore; the rows restored are the plan's tables,
// never the copy's own list; the rows swap in one transaction that marks the journal committed;
// and a restore must be begun before its rows go in.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SqlExecutor } from '../../local/db.ts'
import { actAs, attempt, databaseVariants, type TestDatabase, tableDigest } from './harness.ts'

type Plan = {
  tables: { schema: string; name: string; sequences: { column: string }[] }[]
  buckets: { id: string }[]
}

/** The site's rows as a copy holds them: every table of the plan, read as the owner. */
async function copyOf(exec: SqlExecutor, plan: Plan) {
  const tables: Record<string, unknown[]> = {}
  for (const table of plan.tables) {
    const [row] = await exec<{ rows: string }>(
      `select coalesce(json_agg(t), '[]')::text as rows from ${table.schema}.${table.name} t`,
    )
    tables[`${table.schema}.${table.name}`] = JSON.parse(row.rows)
  }
  return { tables, sequences: {} }
}

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`restore ${variant.label}`, () => {
    let database: TestDatabase
    let plan: Plan
    beforeAll(async () => {
      database = await variant.open()
      const [row] = await database.owner<{ plan: string }>(
        'select private.restore_plan()::text as plan',
      )
      plan = JSON.parse(row.plan)
    })
    afterAll(async () => {
      await database?.close()
    })

    test("the plan holds the site's tables and buckets, and none of the accounts, Auth, Storage or the declarations", () => {
      const tables = plan.tables.map((table) => `${table.schema}.${table.name}`)
      expect(tables).toEqual(expect.arrayContaining(['public.services', 'private.trash']))
      for (const held of tables) {
        expect(held).not.toMatch(/^(auth|storage|supabase_migrations)\./)
      }
      expect(tables).not.toContain('public.profiles')
      expect(tables).not.toContain('private.content_tables')
      expect(tables).not.toContain('private.restore_journal')
      expect(plan.buckets.map((bucket) => bucket.id)).toEqual([
        'audio',
        'documents',
        'images',
        'trash',
      ])
    })

    test('a member and a visitor can neither read the plan nor restore rows', async () => {
      await database.rolledBack(async (exec) => {
        for (const caller of [database.member, { kind: 'anon' } as const]) {
          await actAs(exec, caller)
          for (const statement of [
            'select private.restore_plan()',
            `select private.begin_restore('${randomUUID()}', '[]')`,
            `select private.restore_rows('{"tables": {}}', '${randomUUID()}', '[]')`,
          ]) {
            const tried = await attempt(exec, statement)
            expect(tried.ok, statement).toBe(false)
          }
          await actAs(exec, { kind: 'owner' })
        }
      })
    })

    test('the admin restores the rows in one transaction, journalled as committed', async () => {
      await database.rolledBack(async (exec) => {
        const copy = await copyOf(exec, plan)
        const services = copy.tables['public.services'] as { id: number; title: string }[]
        copy.tables['public.services'] = services.slice(1)
        const id = randomUUID()
        await actAs(exec, database.admin)
        await exec('select private.begin_restore($1::uuid, $2::text::jsonb)', [id, '[]'])
        const [row] = await exec<{ restored: Record<string, number> }>(
          'select private.restore_rows($1::text::jsonb, $2::uuid, $3::text::jsonb) as restored',
          [JSON.stringify(copy), id, '[]'],
        )
        expect(row.restored['public.services']).toBe(services.length - 1)
        await actAs(exec, { kind: 'owner' })
        const [{ count }] = await exec<{ count: number }>(
          'select count(*)::int as count from public.services',
        )
        expect(count).toBe(services.length - 1)
        const [journal] = await exec<{ state: string }>(
          'select state from private.restore_journal where id = $1',
          [id],
        )
        expect(journal.state).toBe('committed')
      })
    })

    test("a copy naming a table beyond the plan's, or missing one, changes nothing", async () => {
      await database.rolledBack(async (exec) => {
        const copy = await copyOf(exec, plan)
        const before = await tableDigest(exec, 'public.profiles')
        const services = await tableDigest(exec, 'public.services')
        const id = randomUUID()
        await actAs(exec, database.admin)
        await exec('select private.begin_restore($1::uuid, $2::text::jsonb)', [id, '[]'])
        const extra = {
          ...copy,
          tables: { ...copy.tables, 'public.profiles': [{ id: randomUUID(), is_admin: true }] },
        }
        const added = await attempt(
          exec,
          'select private.restore_rows($1::text::jsonb, $2::uuid, $3::text::jsonb)',
          [JSON.stringify(extra), id, '[]'],
        )
        expect(added).toEqual({ ok: false, error: 'restore: undeclared table public.profiles' })
        const { 'public.services': _, ...lacking } = copy.tables
        const missing = await attempt(
          exec,
          'select private.restore_rows($1::text::jsonb, $2::uuid, $3::text::jsonb)',
          [JSON.stringify({ ...copy, tables: lacking }), id, '[]'],
        )
        expect(missing).toEqual({ ok: false, error: 'restore: missing table public.services' })
        await actAs(exec, { kind: 'owner' })
        expect(await tableDigest(exec, 'public.profiles')).toBe(before)
        expect(await tableDigest(exec, 'public.services')).toBe(services)
      })
    })

    test('rows go in only for a restore that was begun', async () => {
      await database.rolledBack(async (exec) => {
        const copy = await copyOf(exec, plan)
        const services = await tableDigest(exec, 'public.services')
        const tried = await attempt(
          exec,
          'select private.restore_rows($1::text::jsonb, $2::uuid, $3::text::jsonb)',
          [JSON.stringify(copy), randomUUID(), '[]'],
        )
        expect(tried.ok).toBe(false)
        expect(await tableDigest(exec, 'public.services')).toBe(services)
      })
    })
  })
}
