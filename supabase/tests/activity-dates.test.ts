// An activity's start and end (20261127200100_activity_dates.sql): the database decides when it is
// over, with its own clock and the centre's (Europe/Madrid), so the api function's featured list
// and PostgREST (`?is_upcoming=is.true`) leave out the same ended activities.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { actAs, attempt, databaseVariants, type TestDatabase } from './harness.ts'

/** Madrid's today plus `days`, as a date expression. */
const madridDay = (days: number) => `((now() at time zone 'Europe/Madrid')::date + ${days})`
/** Madrid's wall clock `interval` from now, as a timestamp expression. */
const madridClock = (interval: string) =>
  `((now() + interval '${interval}') at time zone 'Europe/Madrid')`

async function insertActivity(exec: TestDatabase['owner'], title: string, dates: string) {
  const [row] = await exec<{ id: number }>(
    `insert into public.activities (title, description, start_date, start_time, end_date, end_time)
     values ('${title}', 'd', ${dates}) returning id`,
  )
  return row.id
}

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`activity dates ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test('an activity is over once its end has passed: a day without a time ends at midnight in Madrid', async () => {
      await database.rolledBack(async (exec) => {
        const cases: [string, string, boolean][] = [
          ['sin fechas', 'null, null, null, null', true],
          ['terminó ayer', `${madridDay(-3)}, null, ${madridDay(-1)}, null`, false],
          ['termina hoy', `${madridDay(-3)}, null, ${madridDay(0)}, null`, true],
          ['empezó ayer, sin fin', `${madridDay(-1)}, null, null, null`, false],
          ['empieza hoy, sin fin', `${madridDay(0)}, '00:00', null, null`, true],
          [
            'terminó hace una hora',
            `${madridClock('-3 hours')}::date, ${madridClock('-3 hours')}::time(0), ${madridClock('-1 hour')}::date, ${madridClock('-1 hour')}::time(0)`,
            false,
          ],
          [
            'termina dentro de una hora',
            `${madridDay(-1)}, null, ${madridClock('1 hour')}::date, ${madridClock('1 hour')}::time(0)`,
            true,
          ],
          ['empieza mañana', `${madridDay(1)}, '10:00', ${madridDay(2)}, '12:00'`, true],
        ]
        for (const [title, dates, upcoming] of cases) {
          const id = await insertActivity(exec, title, dates)
          const [row] = await exec<{ upcoming: boolean }>(
            `select a.is_upcoming as upcoming from public.activities a where id = ${id}`,
          )
          expect(row.upcoming, title).toBe(upcoming)
        }
      })
    })

    test('visitors read it as a field of the row, as PostgREST filters by it', async () => {
      await database.rolledBack(async (exec) => {
        const ended = await insertActivity(
          exec,
          'pasada',
          `${madridDay(-5)}, null, ${madridDay(-1)}, null`,
        )
        const coming = await insertActivity(exec, 'futura', `${madridDay(5)}, null, null, null`)
        await actAs(exec, { kind: 'anon' })
        const rows = await exec<{ id: number; upcoming: boolean }>(
          `select id, public.is_upcoming(a) as upcoming from public.activities a where id in (${ended}, ${coming}) order by id`,
        )
        expect(rows).toEqual([
          { id: ended, upcoming: false },
          { id: coming, upcoming: true },
        ])
      })
    })

    test('the end is never before the start, a time needs its day and an end needs a start', async () => {
      await database.rolledBack(async (exec) => {
        const refused = [
          `'2027-05-02', null, '2027-05-01', null`,
          `'2027-05-01', '18:00', '2027-05-01', '17:59'`,
          `null, '10:00', null, null`,
          `'2027-05-01', null, null, '10:00'`,
          `null, null, '2027-05-01', null`,
        ]
        for (const dates of refused) {
          const result = await attempt(
            exec,
            `insert into public.activities (title, description, start_date, start_time, end_date, end_time) values ('x', 'd', ${dates})`,
          )
          expect(result.ok, dates).toBe(false)
          if (!result.ok) expect(result.error, dates).toMatch(/check constraint/)
        }
        const accepted = [
          `'2027-05-01', null, '2027-05-01', null`,
          `'2027-05-01', '18:00', '2027-05-01', '18:00'`,
          `'2027-05-01', '18:00', '2027-05-01', null`,
          `'2027-05-01', '18:00', '2027-05-02', '09:00'`,
        ]
        for (const dates of accepted) {
          const result = await attempt(
            exec,
            `insert into public.activities (title, description, start_date, start_time, end_date, end_time) values ('x', 'd', ${dates})`,
          )
          expect(result.ok, dates).toBe(true)
        }
      })
    })
  })
}
