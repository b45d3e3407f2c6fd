import { Hono } from 'hono'
import {
  type AuthSession,
  LOGIN_MESSAGES,
  loginSchema,
  MAX_FAILED_LOGINS,
  type SessionUser,
} from '../../_shared/resources/session.ts'
import type { Caller } from '../caller.ts'
import { type AppContext, type AppEnv, jsonBody, type Services } from '../context.ts'
import { readAs, type Sql, writeAs } from '../db.ts'
import { ApiError, MESSAGES } from '../errors.ts'

const SERVICE_ROLE = { role: 'service_role', claims: { role: 'service_role' } } as const

/**
 * The client's address: the LAST X-Forwarded-For entry is the one the gateway appended; earlier
 * entries come from the client and could be forged to dodge the failed-login limit.
 */
function clientAddress(c: AppContext): string | undefined {
  const forwarded = c.req.header('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  if (last) return last
  const info = c.env as { remoteAddr?: { hostname?: string } } | undefined
  return info?.remoteAddr?.hostname
}

async function profileOf(sql: Sql, caller: Caller): Promise<SessionUser | undefined> {
  const row = await readAs(
    sql,
    caller,
    `select json_build_object('id', id, 'username', username, 'isAdmin', is_admin)::text as body from public.profiles where id = auth.uid()`,
  )
  if (!row) return undefined
  const profile = JSON.parse(row.body) as Omit<SessionUser, 'email'>
  return { ...profile, email: caller.email ?? '' }
}

/** Login by username or email, the current user, and logout. */
export function sessionRoutes({ sql, config }: Services): Hono<AppEnv> {
  const auth = `${config.supabaseUrl}/auth/v1`
  const apikey = config.publicKeys[0]
  const router = new Hono<AppEnv>()

  router.post('/login', jsonBody(loginSchema), async (c) => {
    const { username, password } = c.req.valid('json')
    const address = clientAddress(c)
    const counters = [`user:${username.toLowerCase()}`, ...(address ? [`ip:${address}`] : [])]

    // Only the service role may turn a username into an email; the email never leaves the server.
    const state = await writeAs(sql, SERVICE_ROLE, async (tx) => {
      const failures = counters.map((_, index) => `private.recent_failed_logins($${index + 2})`)
      const [row] = await tx.unsafe(
        `select private.login_email($1) as email, greatest(${failures.join(', ')}) as failures`,
        [username, ...counters],
      )
      return row as unknown as { email: string | null; failures: number | null }
    })
    if ((state.failures ?? 0) > MAX_FAILED_LOGINS) {
      throw new ApiError(429, LOGIN_MESSAGES.tooManyAttempts)
    }

    const refuse = async () => {
      await writeAs(sql, SERVICE_ROLE, (tx) =>
        tx.unsafe(
          `select private.record_failed_login(array[${counters.map((_, index) => `$${index + 1}::text`).join(', ')}])`,
          counters,
        ),
      )
      throw new ApiError(401, LOGIN_MESSAGES.invalidCredentials)
    }
    if (!state.email) return refuse()

    const response = await fetch(`${auth}/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: state.email, password }),
    })
    if (response.status === 400 || response.status === 401) {
      await response.body?.cancel()
      return refuse()
    }
    if (response.status === 429) {
      await response.body?.cancel()
      throw new ApiError(429, LOGIN_MESSAGES.tooManyAttempts)
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new Error(`Auth answered ${response.status} to a password sign-in`)
    }
    const session = (await response.json()) as AuthSession
    const userId = String(session.user.id)
    const caller: Caller = {
      role: 'authenticated',
      claims: { sub: userId, role: 'authenticated', email: state.email },
      userId,
      email: state.email,
    }
    const user = await profileOf(sql, caller)
    if (!user) throw new ApiError(401, LOGIN_MESSAGES.invalidCredentials)
    return c.json({ user, session })
  })

  router.get('/user', async (c) => {
    const caller = c.get('caller')
    if (caller.role !== 'authenticated') throw new ApiError(401, MESSAGES.notSignedIn)
    const user = await profileOf(sql, caller)
    if (!user) throw new ApiError(401, MESSAGES.notSignedIn)
    return c.json(user)
  })

  router.post('/logout', async (c) => {
    const token = /^Bearer\s+(\S+)/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (token && !config.publicKeys.includes(token)) {
      const response = await fetch(`${auth}/logout?scope=local`, {
        method: 'POST',
        headers: { apikey, authorization: `Bearer ${token}` },
      })
      await response.body?.cancel()
    }
    return c.json({ message: 'Sesión cerrada' })
  })

  return router
}
