// Programar in the database (20261129200000_scheduled_publishing.sql): "Retirar el" hides an
// activity or a promotion from its minute, a retire before the publish is refused, and the minute
// a scheduled item appears or leaves marks the site as changed once (private.mark_due_schedules,
// the hosted job's first step and the embedded stack's timer). Each test moves the schedule
// against the transaction's now() instead of waiting. Publishing later is in drafts.test.ts. The
// check reads the declared content tables (20261130200000), so a table declared later is checked.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SqlExecutor } from '../../local/db.ts'
import { actAs, attempt, databaseVariants, type TestDatabase } from './harness.ts'

const RETIRED_TABLES = ['activities', 'promotions'] as const

const variants = databaseVariants()

async function seen(exec: SqlExecutor, table: string, id: number): Promise<boolean> {
  const rows = await exec(`select 1 from public.${table} where id = $1`, [id])
  return rows.length === 1
}

async function marks(exec: SqlExecutor): Promise<string[]> {
  const rows = await exec<{ source: string }>('select source from private.site_changes')
  return rows.map((row) => row.source)
}

/** The last check as long ago as `ago`, and no mark waiting (the test's own writes make one). */
async function lastCheckedAgo(exec: SqlExecutor, ago: string) {
  await exec(`update private.schedule_checks set checked_at = now() - $1::interval`, [ago])
  await exec('select private.take_site_changes()')
}

for (const variant of variants) {
  describe.skipIf(variant.skip)(`scheduled publishing ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test.each(RETIRED_TABLES)(
      'a %s row is read by visitors until its retire minute, and by the admin after it',
      async (table) => {
        await database.rolledBack(async (exec) => {
          const [row] = await exec<{ id: number }>(`select min(id) as id from public.${table}`)
          await exec(
            `update public.${table} set unpublished_at = now() + interval '1 minute' where id = $1`,
            [row.id],
          )
          await actAs(exec, { kind: 'anon' })
          expect(await seen(exec, table, row.id)).toBe(true)
          await actAs(exec, { kind: 'owner' })
          await exec(`update public.${table} set unpublished_at = now() where id = $1`, [row.id])
          for (const caller of [{ kind: 'anon' } as const, database.member]) {
            await actAs(exec, caller)
            expect(await seen(exec, table, row.id)).toBe(false)
          }
          await actAs(exec, database.admin)
          expect(await seen(exec, table, row.id)).toBe(true)
        })
      },
    )

    test.each(RETIRED_TABLES)(
      'a %s row cannot be retired before it is published',
      async (table) => {
        await database.rolledBack(async (exec) => {
          const [row] = await exec<{ id: number }>(`select min(id) as id from public.${table}`)
          const refused = await attempt(
            exec,
            `update public.${table} set unpublished_at = published_at - interval '1 minute' where id = $1`,
            [row.id],
          )
          expect(refused).toMatchObject({ ok: false })
          if (!refused.ok) expect(refused.error).toContain(`${table}_retired_after_published`)
        })
      },
    )

    test('a publish minute that has passed since the last check marks the site once', async () => {
      await database.rolledBack(async (exec) => {
        const [row] = await exec<{ id: number }>('select min(id) as id from public.services')
        await exec(
          `update public.services set published_at = now() - interval '1 minute' where id = $1`,
          [row.id],
        )
        await lastCheckedAgo(exec, '2 minutes')
        expect(await exec('select private.mark_due_schedules() as due')).toEqual([{ due: true }])
        expect(await marks(exec)).toEqual(['schedule'])
        expect(await exec('select private.mark_due_schedules() as due')).toEqual([{ due: false }])
        expect(await marks(exec)).toEqual(['schedule'])
      })
    })

    test('a retire minute that has passed since the last check marks the site', async () => {
      await database.rolledBack(async (exec) => {
        const [row] = await exec<{ id: number }>('select min(id) as id from public.promotions')
        await exec(
          `update public.promotions set published_at = now() - interval '1 hour',
             unpublished_at = now() - interval '1 second' where id = $1`,
          [row.id],
        )
        // Seconds, not minutes: nothing else (the seed's publish minute) falls after that check.
        await lastCheckedAgo(exec, '2 seconds')
        expect(await exec('select private.mark_due_schedules() as due')).toEqual([{ due: true }])
        expect(await marks(exec)).toEqual(['schedule'])
      })
    })

    test.each([
      ['publish', "published_at = now() - interval '1 second'"],
      [
        'retire',
        "published_at = now() - interval '1 hour', unpublished_at = now() - interval '1 second'",
      ],
    ])(
      'a %s minute of a table declared later marks the site, the check untouched',
      async (_minute, schedule) => {
        await database.rolledBack(async (exec) => {
          await exec(`create table public.declared_probe (
            id bigint generated always as identity primary key,
            title text not null,
            unpublished_at timestamptz)`)
          await exec(`select private.declare_content_table('public.declared_probe')`)
          await exec(`insert into public.declared_probe (title) values ('Nuevo')`)
          await exec(`update public.declared_probe set ${schedule}`)
          // Seconds: no other table's minute falls after that check.
          await lastCheckedAgo(exec, '2 seconds')
          expect(await exec('select private.mark_due_schedules() as due')).toEqual([{ due: true }])
          expect(await marks(exec)).toEqual(['schedule'])
        })
      },
    )

    test('a minute still to come marks nothing', async () => {
      await database.rolledBack(async (exec) => {
        const [row] = await exec<{ id: number }>('select min(id) as id from public.activities')
        await exec(
          `update public.activities set published_at = now() + interval '1 minute',
             unpublished_at = now() + interval '2 minutes' where id = $1`,
          [row.id],
        )
        await lastCheckedAgo(exec, '0 seconds')
        expect(await exec('select private.mark_due_schedules() as due')).toEqual([{ due: false }])
        expect(await marks(exec)).toEqual([])
      })
    })

    test('visitors and members can neither run the check nor read its state', async () => {
      await database.rolledBack(async (exec) => {
        for (const caller of [{ kind: 'anon' } as const, database.member, database.admin]) {
          await actAs(exec, caller)
          expect(await attempt(exec, 'select private.mark_due_schedules()')).toMatchObject({
            ok: false,
          })
          expect(await attempt(exec, 'select * from private.schedule_checks')).toMatchObject({
            ok: false,
          })
          await actAs(exec, { kind: 'owner' })
        }
      })
    })
  })
}
