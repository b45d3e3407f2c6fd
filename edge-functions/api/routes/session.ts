import { Hono } from 'hono'
import { decodeJwt } from 'jose'
import {
  type AuthSession,
  LOGIN_MESSAGES,
  loginSchema,
  NEW_PASSWORD_PATH,
  passwordRecoverySchema,
  RECOVERY_REQUESTED_MESSAGE,
  type SessionUser,
  tooManyAttemptsMessage,
} from '../../_shared/resources/session.ts'
import { type Caller, ExpiredToken } from '../caller.ts'
import { clientAddress } from '../client-address.ts'
import { type AppContext, type AppEnv, jsonBody, type Services } from '../context.ts'
import { readAs, type Sql, writeAs } from '../db.ts'
import { ApiError, MESSAGES } from '../errors.ts'

const SERVICE_ROLE = { role: 'service_role', claims: { role: 'service_role' } } as const

/** Auth's own per-address bucket refills one sign-in every 10 s; a minute leaves room to spare. */
const AUTH_RATE_LIMIT_RETRY_SECONDS = 60

/** What Auth decided about a reserved attempt (see private.finish_login_attempt). */
type Outcome = 'failed' | 'succeeded' | 'unjudged'

function tooManyAttempts(c: AppContext, retryAfterSeconds: number): Response {
  return c.json({ message: tooManyAttemptsMessage(retryAfterSeconds) }, 429, {
    'Retry-After': String(retryAfterSeconds),
  })
}

async function profileOf(sql: Sql, caller: Caller): Promise<SessionUser | undefined> {
  const row = await readAs<string | boolean>(
    sql,
    caller,
    `select private.session_is_live() as live,
       (select json_build_object('id', id, 'username', username, 'isAdmin', is_admin)::text
        from public.profiles where id = auth.uid()) as body`,
  )
  if (!row?.live) throw new ApiError(401, MESSAGES.invalidSession)
  if (typeof row.body !== 'string') return undefined
  const profile = JSON.parse(row.body) as Omit<SessionUser, 'email'>
  return { ...profile, email: caller.email ?? '' }
}

/**
 * Starts work once the answer is on its way: on a timer, so not even its first steps delay the
 * answer. Hosted functions keep running for it only when told (EdgeRuntime.waitUntil); Deno
 * elsewhere simply does. A failure there has nobody to answer, so it is logged.
 */
function afterAnswering(requestId: string, work: () => Promise<void>) {
  const done = new Promise((resolve) => setTimeout(resolve, 0))
    .then(work)
    .catch((error) => console.error(`[api] request ${requestId} failed after answering:`, error))
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } })
    .EdgeRuntime
  runtime?.waitUntil(done)
}

/** Login and password recovery by username or email, the current user, and logout. */
export function sessionRoutes({ sql, config, resolveCaller }: Services): Hono<AppEnv> {
  const auth = `${config.supabaseUrl}/auth/v1`
  const apikey = config.publicKeys[0]
  const router = new Hono<AppEnv>()

  const finishAttempt = (reservation: string, outcome: Outcome) =>
    writeAs(sql, SERVICE_ROLE, (tx) =>
      tx.unsafe('select private.finish_login_attempt($1, $2)', [reservation, outcome]),
    )

  /**
   * Headers of a request to Auth made for a visitor. With a server key, the visitor's address
   * goes along as Sb-Forwarded-For, so Auth's own per-address limits count visitors and not this
   * function.
   */
  const onBehalfOf = (address: string | undefined) => {
    const forward = config.serverKey && address
    return {
      apikey: forward ? (config.serverKey as string) : apikey,
      'content-type': 'application/json',
      ...(forward ? { 'sb-forwarded-for': address } : {}),
    }
  }

  const passwordGrant = (email: string, password: string, address: string | undefined) =>
    fetch(`${auth}/token?grant_type=password`, {
      method: 'POST',
      headers: onBehalfOf(address),
      body: JSON.stringify({ email, password }),
    })

  /** The link comes back to the new-password page of the site that asked, if Auth allows it. */
  const requestRecoveryMail = async (
    email: string,
    address: string | undefined,
    origin: string | undefined,
  ) => {
    const redirect = origin
      ? `?${new URLSearchParams({ redirect_to: origin + NEW_PASSWORD_PATH })}`
      : ''
    const response = await fetch(`${auth}/recover${redirect}`, {
      method: 'POST',
      headers: onBehalfOf(address),
      body: JSON.stringify({ email }),
    })
    await response.body?.cancel()
    // 429: Auth's limits held the mail back (a mail a minute per address, so many an hour).
    if (!response.ok && response.status !== 429) {
      throw new Error(`Auth answered ${response.status} to a recovery request`)
    }
  }

  router.post('/login', jsonBody(loginSchema), async (c) => {
    const { username, password } = c.req.valid('json')
    const address = clientAddress(c, config.trustedProxies)

    // Checking the throttle and reserving the attempt are one step in the database, so a burst of
    // simultaneous attempts cannot all pass the check (see private.begin_login_attempt). Only the
    // service role may turn a username into an email; the email never leaves the server.
    const { reservation, auth_email, retry_after } = await writeAs(
      sql,
      SERVICE_ROLE,
      async (tx) => {
        const [row] = await tx.unsafe(
          'select reservation, auth_email, retry_after from private.begin_login_attempt($1, $2)',
          [username, address ?? ''],
        )
        return row as unknown as {
          reservation: string | null
          auth_email: string
          retry_after: number
        }
      },
    )
    if (!reservation) return tooManyAttempts(c, retry_after)

    // An unknown name is checked against the decoy account (auth_email is its email), so Auth
    // compares a password hash on both paths and a wrong password and an unknown name cost the
    // same time, here and on hosted Supabase; see private.login_decoy_email.
    let outcome: Outcome = 'unjudged'
    let session: AuthSession
    try {
      const response = await passwordGrant(auth_email, password, address)
      if (response.status === 400 || response.status === 401) {
        await response.body?.cancel()
        outcome = 'failed'
        throw new ApiError(401, LOGIN_MESSAGES.invalidCredentials)
      }
      if (response.status === 429) {
        await response.body?.cancel()
        return tooManyAttempts(c, AUTH_RATE_LIMIT_RETRY_SECONDS)
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new Error(`Auth answered ${response.status} to a password sign-in`)
      }
      session = (await response.json()) as AuthSession
      outcome = 'succeeded'
    } finally {
      await finishAttempt(reservation, outcome)
    }

    const userId = String(session.user.id)
    const caller: Caller = {
      role: 'authenticated',
      claims: {
        sub: userId,
        role: 'authenticated',
        email: auth_email,
        session_id: decodeJwt(session.access_token).session_id,
      },
      userId,
      email: auth_email,
    }
    const user = await profileOf(sql, caller)
    if (!user) throw new ApiError(401, LOGIN_MESSAGES.invalidCredentials)
    return c.json({ user, session })
  })

  // The username or email becomes the account's email as in /login, then Auth is asked for the
  // link only after the answer has gone: Auth takes longer for an address with an account (it
  // writes a token and sends the mail first), and waiting for it would tell who has one. So every
  // well-formed request gets the same answer in the same time, and Auth's own limits still decide
  // whether a mail goes out.
  router.post('/password-recovery', jsonBody(passwordRecoverySchema), async (c) => {
    const { username } = c.req.valid('json')
    const email = await writeAs(sql, SERVICE_ROLE, async (tx) => {
      const [row] = await tx.unsafe('select private.login_email($1) as email', [username])
      return row?.email as string | null
    })
    if (email) {
      const address = clientAddress(c, config.trustedProxies)
      const origin = c.req.header('origin')
      afterAnswering(c.get('requestId'), () => requestRecoveryMail(email, address, origin))
    }
    return c.json({ message: RECOVERY_REQUESTED_MESSAGE })
  })

  router.get('/user', async (c) => {
    const caller = c.get('caller')
    if (caller.role !== 'authenticated') throw new ApiError(401, MESSAGES.notSignedIn)
    const user = await profileOf(sql, caller)
    if (!user) throw new ApiError(401, MESSAGES.notSignedIn)
    return c.json(user)
  })

  // Logout needs no live session (signing out twice is fine) but a genuine token: anything else
  // is a 401, as on every other route. An expired one is let through because the admin area
  // signs out with whatever token it holds; Auth no longer accepts it, so there is nothing the
  // API can end, and the refresh token the browser then forgets expires on its own.
  router.post('/logout', async (c) => {
    let caller: Caller
    try {
      caller = await resolveCaller(c.req.header('authorization'))
    } catch (error) {
      if (error instanceof ExpiredToken) return c.json({ message: 'Sesión cerrada' })
      throw error
    }
    if (caller.role === 'authenticated') {
      const response = await fetch(`${auth}/logout?scope=local`, {
        method: 'POST',
        headers: { apikey, authorization: `Bearer ${caller.token}` },
      })
      await response.body?.cancel()
      // 401/403/404: Auth no longer knows the session, which is what signing out asks for.
      if (!response.ok && ![401, 403, 404].includes(response.status)) {
        throw new Error(`Auth answered ${response.status} to a logout`)
      }
    }
    return c.json({ message: 'Sesión cerrada' })
  })

  return router
}
