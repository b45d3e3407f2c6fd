// A scheduled change keeps what is live, in the database
// (20261203200000_scheduled_changes_keep_the_live_version.sql): a change to a published item
// waits in content_drafts with its minute, visitors read the published version until that minute,
// and private.mark_due_schedules (the hosted job, the embedded stack's timers) writes it into the
// row once the minute has come. Each test moves the minute against the transaction's now(), which
// stands still, instead of waiting. Which writes are scheduled is the api function's, in
// edge-functions/api/schedule.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SqlExecutor } from '../../local/db.ts'
import { actAs, attempt, type Caller, databaseVariants, type TestDatabase } from './harness.ts'

const variants = databaseVariants()

const LIVE = 'Promoción publicada'
const CHANGED = 'Promoción cambiada'

/** A published promotion, and a change of its title scheduled a minute ahead; answers its id. */
async function promotionWithScheduledTitle(exec: SqlExecutor): Promise<number> {
  const [row] = await exec<{ id: number }>(
    `insert into public.promotions (title, description, published_at)
     values ($1, 'Visible', now() - interval '1 day') returning id::int as id`,
    [LIVE],
  )
  await exec(
    `insert into public.content_drafts (table_name, row_id, changes, publish_at, field_columns)
     values ('promotions', $1, jsonb_build_object('title', $2::text), now() + interval '1 minute',
       '{"title": "title"}')`,
    [row.id, CHANGED],
  )
  return row.id
}

async function titleSeenBy(exec: SqlExecutor, caller: Caller, id: number) {
  await actAs(exec, caller)
  const rows = await exec<{ title: string }>('select title from public.promotions where id = $1', [
    id,
  ])
  await actAs(exec, { kind: 'owner' })
  return rows.map((row) => row.title)
}

/** The scheduled minute has come: a second ago, as now() of this transaction reads it. */
async function minuteHasCome(exec: SqlExecutor, id: number) {
  await exec(
    `update public.content_drafts set publish_at = now() - interval '1 second'
     where table_name = 'promotions' and row_id = $1`,
    [id],
  )
}

const markDueSchedules = async (exec: SqlExecutor) =>
  (await exec<{ due: boolean }>('select private.mark_due_schedules() as due'))[0].due

for (const variant of variants) {
  describe.skipIf(variant.skip)(`scheduled changes ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })
    const visitors = (): Caller[] => [{ kind: 'anon' }, database.member]

    test('visitors read the live title until the minute, then the new one', async () => {
      await database.rolledBack(async (exec) => {
        const id = await promotionWithScheduledTitle(exec)
        // Nothing else has come due since the last run, and no mark waits.
        await exec('update private.schedule_checks set checked_at = now()')
        await exec('select private.take_site_changes()')
        expect(await markDueSchedules(exec)).toBe(false)
        for (const caller of visitors()) {
          expect(await titleSeenBy(exec, caller, id)).toEqual([LIVE])
        }

        await minuteHasCome(exec, id)
        expect(await markDueSchedules(exec)).toBe(true)
        for (const caller of visitors()) {
          expect(await titleSeenBy(exec, caller, id)).toEqual([CHANGED])
        }
        const [row] = await exec<{ live: boolean; waiting: number }>(
          `select p.published_at = now() - interval '1 second' as live,
             (select count(*)::int from public.content_drafts d
              where d.table_name = 'promotions' and d.row_id = p.id) as waiting
           from public.promotions p where p.id = $1`,
          [id],
        )
        // Published from its minute; the change is no longer pending.
        expect(row).toEqual({ live: true, waiting: 0 })
        // The pages are prerendered again, and Historial holds the version it replaced.
        const marks = await exec<{ source: string }>('select source from private.site_changes')
        expect(marks.map((mark) => mark.source)).toContain('promotions')
        const versions = await exec<{ title: string; changed: string[] }>(
          `select old_row ->> 'title' as title, changed from private.content_versions
           where table_name = 'promotions' and item_id = $1::text`,
          [id],
        )
        expect(versions).toEqual([{ title: LIVE, changed: ['title'] }])
      })
    })

    test('a change its row no longer takes stays a draft, and the others are published', async () => {
      await database.rolledBack(async (exec) => {
        const takes = await promotionWithScheduledTitle(exec)
        const refuses = await promotionWithScheduledTitle(exec)
        // Retired before the minute it would be published from: the table's check refuses it.
        await exec(
          `update public.content_drafts
           set changes = changes || jsonb_build_object('unpublishedAt', now() - interval '1 hour'),
             field_columns = field_columns || '{"unpublished_at": "unpublishedAt"}'
           where table_name = 'promotions' and row_id = $1`,
          [refuses],
        )
        await minuteHasCome(exec, takes)
        await minuteHasCome(exec, refuses)
        expect(await markDueSchedules(exec)).toBe(true)
        expect(await titleSeenBy(exec, { kind: 'anon' }, takes)).toEqual([CHANGED])
        expect(await titleSeenBy(exec, { kind: 'anon' }, refuses)).toEqual([LIVE])
        const kept = await exec(
          `select changes ->> 'title' as title, publish_at, field_columns from public.content_drafts
           where table_name = 'promotions' and row_id = $1`,
          [refuses],
        )
        expect(kept).toEqual([{ title: CHANGED, publish_at: null, field_columns: null }])
      })
    })

    test('a table declared later has its scheduled changes published, nothing redefined', async () => {
      await database.rolledBack(async (exec) => {
        await exec(`create table public.declared_probe (
          id bigint generated always as identity primary key,
          title text not null)`)
        await exec(`select private.declare_content_table('public.declared_probe')`)
        const [row] = await exec<{ id: number }>(
          `insert into public.declared_probe (title) values ('Antes') returning id::int as id`,
        )
        await exec(
          `insert into public.content_drafts (table_name, row_id, changes, publish_at, field_columns)
           values ('declared_probe', $1, '{"title": "Después"}', now() + interval '1 minute',
             '{"title": "title"}')`,
          [row.id],
        )
        const scheduledFor = await exec(
          `select public.draft_publish_at(p) = now() + interval '1 minute' as later
           from public.declared_probe p`,
        )
        expect(scheduledFor).toEqual([{ later: true }])
        await exec(
          `update public.content_drafts set publish_at = now() where table_name = 'declared_probe'`,
        )
        await markDueSchedules(exec)
        expect(await exec('select title from public.declared_probe')).toEqual([
          { title: 'Después' },
        ])
      })
    })

    test('visitors and members read neither a scheduled change nor its minute, nor write one', async () => {
      await database.rolledBack(async (exec) => {
        const id = await promotionWithScheduledTitle(exec)
        for (const caller of visitors()) {
          await actAs(exec, caller)
          const seen = await exec(
            `select public.draft_publish_at(p) as at, public.draft(p) as draft
             from public.promotions p where p.id = $1`,
            [id],
          )
          expect(seen).toEqual([{ at: null, draft: null }])
          expect(await exec('select * from public.content_drafts')).toEqual([])
          // Refused (anon has no grant) or touching no row (a member's policies).
          await attempt(
            exec,
            'update public.content_drafts set publish_at = now() where row_id = $1',
            [id],
          )
          expect(await attempt(exec, 'select private.publish_due_changes()')).toMatchObject({
            ok: false,
          })
          await actAs(exec, { kind: 'owner' })
          const [kept] = await exec<{ later: boolean }>(
            `select publish_at > now() as later from public.content_drafts
             where table_name = 'promotions' and row_id = $1`,
            [id],
          )
          expect(kept).toEqual({ later: true })
        }
        await actAs(exec, database.admin)
        const [admin] = await exec<{ later: boolean }>(
          `select public.draft_publish_at(p) > now() as later from public.promotions p where p.id = $1`,
          [id],
        )
        expect(admin).toEqual({ later: true })
        // Only the scheduled job publishes, never a caller of the API, the admin included.
        expect(await attempt(exec, 'select private.publish_due_changes()')).toMatchObject({
          ok: false,
        })
      })
    })

    test('a backup holds the scheduled changes with their minutes', async () => {
      await database.rolledBack(async (exec) => {
        const [state] = await exec<{ tables: { schema: string; name: string }[] }>(
          `select private.backup_state(array['promotions']) -> 'tables' as tables`,
        )
        expect(state.tables).toContainEqual(
          expect.objectContaining({ schema: 'public', name: 'content_drafts' }),
        )
      })
    })

    test('a minute without the column each field goes to, or the other way round, is refused', async () => {
      await database.rolledBack(async (exec) => {
        const id = await promotionWithScheduledTitle(exec)
        for (const change of ['field_columns = null', 'publish_at = null']) {
          const refused = await attempt(
            exec,
            `update public.content_drafts set ${change} where table_name = 'promotions' and row_id = $1`,
            [id],
          )
          expect(refused).toMatchObject({ ok: false })
          if (!refused.ok)
            expect(refused.error).toContain('content_drafts_schedule_names_its_columns')
        }
      })
    })
  })
}
