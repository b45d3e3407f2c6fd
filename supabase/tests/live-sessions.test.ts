// private.session_is_live (20261122000120): whether the session named by the caller's own
// `session_id` claim still exists in auth.sessions for that user and has not reached its end.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SqlExecutor } from '../../local/db.ts'
import { actAs, attempt, databaseVariants, signedIn, type TestDatabase } from './harness.ts'

const newSession = async (exec: SqlExecutor, userId: string, notAfter: string | null = null) =>
  (await signedIn(exec, userId, notAfter)).sessionId

/** Acts as a signed-in user whose token carries these claims, as the `api` function does. */
const isLiveFor = async (exec: SqlExecutor, claims: Record<string, unknown>) => {
  await exec(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify({ role: 'authenticated', ...claims })],
  )
  const [row] = await exec<{ live: boolean }>('select private.session_is_live() as live')
  return row.live
}

for (const variant of databaseVariants()) {
  describe.skipIf(variant.skip)(`live sessions ${variant.label}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await variant.open()
    })
    afterAll(async () => {
      await database?.close()
    })

    test("the caller's existing session is live", async () => {
      await database.rolledBack(async (exec) => {
        const session = await newSession(exec, database.adminId)
        expect(await isLiveFor(exec, { sub: database.adminId, session_id: session })).toBe(true)
      })
    })

    test('a session that was signed out (its row deleted) is not live', async () => {
      await database.rolledBack(async (exec) => {
        const session = await newSession(exec, database.adminId)
        await exec('delete from auth.sessions where id = $1', [session])
        expect(await isLiveFor(exec, { sub: database.adminId, session_id: session })).toBe(false)
      })
    })

    test('a session past its end (not_after) is not live', async () => {
      await database.rolledBack(async (exec) => {
        const session = await newSession(exec, database.adminId, '2000-01-01T00:00:00Z')
        expect(await isLiveFor(exec, { sub: database.adminId, session_id: session })).toBe(false)
      })
    })

    test("another user's session does not make the caller's token live", async () => {
      await database.rolledBack(async (exec) => {
        const session = await newSession(exec, database.memberId)
        expect(await isLiveFor(exec, { sub: database.adminId, session_id: session })).toBe(false)
      })
    })

    test('a token without a session, or with a session id that is not a UUID, is not live', async () => {
      await database.rolledBack(async (exec) => {
        expect(await isLiveFor(exec, { sub: database.adminId })).toBe(false)
        expect(await isLiveFor(exec, { sub: database.adminId, session_id: 'x; drop' })).toBe(false)
      })
    })

    test('visitors may not run it', async () => {
      await database.rolledBack(async (exec) => {
        await actAs(exec, { kind: 'anon' })
        expect(await attempt(exec, 'select private.session_is_live()')).toMatchObject({ ok: false })
      })
    })
  })
}
