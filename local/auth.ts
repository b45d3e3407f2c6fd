/**
 * The slice of Supabase Auth (GoTrue) that this app and supabase-js use: password and
 * refresh-token grants, the user endpoint, logout and the JWKS. Same paths, JSON shapes and error
 * codes as GoTrue; sessions and refresh tokens live in `auth.sessions` / `auth.refresh_tokens`.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import type { Transaction } from '@electric-sql/pglite'
import type { JWTPayload } from 'jose'
import {
  handleRecovery,
  isRecoveryRoute,
  pkceGrant,
  type RecoveryService,
} from './auth-recovery.ts'
import { createUser, type SqlExecutor } from './db.ts'
import { BodyTooLargeError, bearerToken, readJson, sendJson } from './http.ts'
import type { TokenIssuer } from './keys.ts'
import type { WireServer } from './wire.ts'

const ACCESS_TOKEN_LIFETIME_SECONDS = 3600
const API_VERSION_HEADER = 'X-Supabase-Api-Version'
const FIRST_DATED_API_VERSION = '2024-01-01'
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000'

export type AuthService = {
  issuer: TokenIssuer
  withSession: WireServer['withSession']
  signInLimiter: SignInLimiter
  /** Told the email of every password sign-in Auth judged (tests count and inspect them). */
  onPasswordGrant?: (email: string) => void
  /** Password recovery and changes (local/auth-recovery.ts). */
  recovery?: RecoveryService
  /** supabase/config.toml, [auth] refresh_token_reuse_interval. */
  refreshTokenReuseIntervalSeconds: number
  /** supabase/config.toml, [auth] minimum_password_length: for every password Auth sets. */
  minimumPasswordLength: number
  /**
   * supabase/config.toml, [auth.email] require_current_password: `PUT /user` sets a new password
   * only with the right `current_password`, unless the session came from a recovery link.
   */
  requireCurrentPassword?: boolean
}

/** supabase/config.toml, [auth.rate_limit] sign_in_sign_ups: sign-ins per address per 5 minutes. */
export const SIGN_INS_PER_FIVE_MINUTES = 30
const FIVE_MINUTES_MS = 5 * 60 * 1000
const MAX_TRACKED_ADDRESSES = 10_000

/**
 * Hosted Auth's per-address limit on password sign-ins, as GoTrue keeps it: a token bucket per
 * address that holds `limit` sign-ins and refills at `limit` per five minutes, in memory.
 * `Infinity` turns it off.
 */
export class SignInLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(readonly limit: number) {}

  take(address: string, now = Date.now()): boolean {
    if (this.limit === Number.POSITIVE_INFINITY) return true
    const bucket = this.buckets.get(address) ?? { tokens: this.limit, at: now }
    bucket.tokens = Math.min(
      this.limit,
      bucket.tokens + ((now - bucket.at) * this.limit) / FIVE_MINUTES_MS,
    )
    bucket.at = now
    const allowed = bucket.tokens >= 1
    if (allowed) bucket.tokens -= 1
    this.buckets.set(address, bucket)
    if (this.buckets.size > MAX_TRACKED_ADDRESSES) this.forgetRefilled(now)
    return allowed
  }

  /** Addresses whose bucket is full again are no different from unknown ones. */
  private forgetRefilled(now: number) {
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) * this.limit) / FIVE_MINUTES_MS >= this.limit) {
        this.buckets.delete(address)
      }
    }
  }
}

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Every password Auth sets, by the admin API or by its owner, meets config.toml's minimum. */
export function checkPasswordStrength(service: AuthService, password: string) {
  if ([...password].length < service.minimumPasswordLength || password.includes('\u0000')) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${service.minimumPasswordLength} characters.`,
    )
  }
}

export type UserRow = {
  id: string
  aud: string
  role: string
  email: string
  phone: string | null
  email_confirmed_at: string | null
  phone_confirmed_at: string | null
  confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: string
  updated_at: string
  is_anonymous: boolean | null
  identities: Record<string, unknown>[] | null
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : undefined)

export function userObject(row: UserRow) {
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmed_at: iso(row.confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: row.identities ?? [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous ?? false,
  }
}

const USER_SELECT = `
  select u.id, u.aud, u.role, u.email, u.phone, u.email_confirmed_at, u.phone_confirmed_at,
    u.confirmed_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at,
    u.updated_at, u.is_anonymous,
    (select coalesce(json_agg(json_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
        'identity_data', i.identity_data, 'provider', i.provider,
        'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
        'updated_at', i.updated_at, 'email', i.email)), '[]'::json)
      from auth.identities i where i.user_id = u.id) as identities
  from auth.users u`

export async function findUser(tx: Transaction, id: string) {
  const { rows } = await tx.query<UserRow>(`${USER_SELECT} where u.id = $1`, [id])
  return rows[0]
}

export function newRefreshToken() {
  return randomBytes(9).toString('base64url')
}

/** How a session was opened, as GoTrue records it: `password`, `recovery`, `otp`... */
export type AuthMethod = 'password' | 'recovery' | 'otp' | 'magiclink'

export async function recordAuthMethod(tx: Transaction, sessionId: string, method: AuthMethod) {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  )
}

/**
 * The methods a session was opened with, read back at every refresh into the token's `amr`.
 * A database made before Auth's `mfa_amr_claims` was part of local/bootstrap.sql has none: its
 * sessions count as opened with a password, the stricter reading.
 */
export async function authMethodsOf(tx: Transaction, sessionId: string): Promise<string[]> {
  const {
    rows: [present],
  } = await tx.query<{ present: boolean }>(
    `select to_regclass('auth.mfa_amr_claims') is not null as present`,
  )
  if (!present?.present) return ['password']
  const { rows } = await tx.query<{ method: string }>(
    `select authentication_method as method from auth.mfa_amr_claims
     where session_id = $1 order by created_at`,
    [sessionId],
  )
  return rows.length > 0 ? rows.map((row) => row.method) : ['password']
}

/** GoTrue's Session.IsRecovery(): opened by an emailed link or code, not by a password. */
export function isRecoverySession(methods: readonly string[]): boolean {
  return methods.some(
    (method) => method === 'recovery' || method === 'otp' || method === 'magiclink',
  )
}

export async function issueSession(
  service: AuthService,
  tx: Transaction,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  authenticatedAt: number,
) {
  const methods = await authMethodsOf(tx, sessionId)
  const accessToken = await service.issuer.sign(
    {
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
      user_metadata: user.raw_user_meta_data ?? {},
      session_id: sessionId,
      aal: 'aal1',
      amr: methods.map((method) => ({ method, timestamp: authenticatedAt })),
      is_anonymous: user.is_anonymous ?? false,
    },
    ACCESS_TOKEN_LIFETIME_SECONDS,
  )
  const refreshedUser = (await findUser(tx, user.id)) ?? user
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS,
    refresh_token: refreshToken,
    user: userObject(refreshedUser),
  }
}

export function clientAddress(request: IncomingMessage) {
  const address = request.socket.remoteAddress ?? ''
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

/**
 * The address a sign-in counts against. A server calling Auth for its visitors (the `api`
 * function) may name the visitor in Sb-Forwarded-For, as Supabase's "IP address forwarding"
 * allows with a secret key; here the service-role key stands for it. Anyone else, or an invalid
 * value, counts as the connection's own address, as in GoTrue.
 */
async function signInAddress(service: AuthService, request: IncomingMessage) {
  const forwarded = request.headers['sb-forwarded-for']
  const leftmost = typeof forwarded === 'string' ? forwarded.split(',')[0].trim() : ''
  const apiKey = request.headers.apikey
  if (!leftmost || !isIP(leftmost) || typeof apiKey !== 'string') return clientAddress(request)
  const claims = await service.issuer.verify(apiKey).catch(() => undefined)
  return claims?.role === 'service_role' ? leftmost : clientAddress(request)
}

async function passwordGrant(service: AuthService, request: IncomingMessage) {
  const body = (await readJson(request)) as { email?: unknown; password?: unknown } | undefined
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  const password = typeof body?.password === 'string' ? body.password : ''
  if (!email || !password) {
    throw new AuthError(400, 'validation_failed', 'missing email or phone')
  }
  // Postgres text cannot hold NUL: no address has one, and no stored password can match one.
  if (email.includes('\u0000')) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  if (password.includes('\u0000')) {
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
  }
  service.onPasswordGrant?.(email)
  return service.withSession((db) =>
    db.transaction(async (tx) => {
      await tx.query(`set local search_path = auth, extensions, public`)
      const { rows } = await tx.query<UserRow & { password_matches: boolean }>(
        `${USER_SELECT.replace(
          'u.is_anonymous,',
          'u.is_anonymous, u.encrypted_password = crypt($2, u.encrypted_password) as password_matches,',
        )} where lower(u.email) = $1 and u.deleted_at is null
          and (u.banned_until is null or u.banned_until < now())`,
        [email, password],
      )
      const user = rows[0]
      if (!user?.password_matches) {
        throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
      }
      if (!user.email_confirmed_at) {
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
      }
      const userAgent = request.headers['user-agent'] ?? null
      const {
        rows: [session],
      } = await tx.query<{ id: string }>(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
         values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, nullif($3, '')::inet)
         returning id`,
        [user.id, userAgent, clientAddress(request)],
      )
      const refreshToken = newRefreshToken()
      await tx.query(
        `insert into auth.refresh_tokens
           (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
         values ($1, $2, $3, false, now(), now(), $4)`,
        [INSTANCE_ID, refreshToken, user.id, session.id],
      )
      await recordAuthMethod(tx, session.id, 'password')
      await tx.query(
        `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
        [user.id],
      )
      await tx.query(
        `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
        [user.id],
      )
      return issueSession(
        service,
        tx,
        user,
        session.id,
        refreshToken,
        Math.floor(Date.now() / 1000),
      )
    }),
  )
}

const notFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')

/**
 * The refresh-token grant with rotation, as GoTrue decides a token that was already used: the
 * parent of the session's current token gets the current token back (a client that lost the
 * answer to its refresh, or two tabs refreshing at once); another used token within
 * `refreshTokenReuseIntervalSeconds` of its use gets a new one; any later use means the token
 * leaked, so every token of its session is revoked (committed even though the answer is an
 * error) and the answer is "Already Used".
 */
async function refreshTokenGrant(service: AuthService, request: IncomingMessage) {
  const body = (await readJson(request)) as { refresh_token?: unknown } | undefined
  const token = typeof body?.refresh_token === 'string' ? body.refresh_token : ''
  if (!token) throw new AuthError(400, 'validation_failed', 'Refresh Token is required')
  if (token.includes('\u0000')) throw notFound()
  const outcome = await service.withSession((db) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        revoked: boolean
        reusable: boolean
        user_id: string
        session_id: string | null
        authenticated_at: string
        current_token: string | null
        current_parent: string | null
      }>(
        `select rt.revoked, rt.user_id, rt.session_id, s.created_at as authenticated_at,
           rt.updated_at > now() - make_interval(secs => $2) as reusable,
           current_token.token as current_token, current_token.parent as current_parent
         from auth.refresh_tokens rt
         join auth.sessions s on s.id = rt.session_id
         left join lateral (
           select active.token, active.parent from auth.refresh_tokens active
           where active.session_id = rt.session_id and not active.revoked
           order by active.id desc limit 1
         ) as current_token on true
         where rt.token = $1`,
        [token, service.refreshTokenReuseIntervalSeconds],
      )
      const found = rows[0]
      if (!found?.session_id) throw notFound()
      let issued = ''
      if (found.revoked) {
        if (found.current_token && found.current_parent === token) {
          issued = found.current_token
        } else if (!found.reusable) {
          await tx.query(
            `update auth.refresh_tokens set revoked = true, updated_at = now()
             where session_id = $1 and not revoked`,
            [found.session_id],
          )
          return { alreadyUsed: true } as const
        }
      }
      if (!issued) {
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now()
           where token = $1 and not revoked`,
          [token],
        )
        issued = newRefreshToken()
        await tx.query(
          `insert into auth.refresh_tokens
             (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
           values ($1, $2, $3, false, now(), now(), $4, $5)`,
          [INSTANCE_ID, issued, found.user_id, token, found.session_id],
        )
      }
      await tx.query(
        `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`,
        [found.session_id],
      )
      const user = await findUser(tx, found.user_id)
      if (!user) throw notFound()
      const authenticatedAt = Math.floor(new Date(found.authenticated_at).getTime() / 1000)
      return issueSession(service, tx, user, found.session_id, issued, authenticatedAt)
    }),
  )
  if ('alreadyUsed' in outcome) {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }
  return outcome
}

export async function verifiedClaims(service: AuthService, request: IncomingMessage) {
  const token = bearerToken(request)
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  let claims: JWTPayload & { session_id?: string }
  try {
    claims = await service.issuer.verify(token)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    )
  }
  if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  return claims as JWTPayload & { sub: string; session_id?: string }
}

async function currentUser(service: AuthService, request: IncomingMessage) {
  const claims = await verifiedClaims(service, request)
  return service.withSession((db) =>
    db.transaction(async (tx) => {
      if (claims.session_id) {
        const { rows } = await tx.query(`select 1 from auth.sessions where id = $1`, [
          claims.session_id,
        ])
        if (rows.length === 0) {
          throw new AuthError(
            403,
            'session_not_found',
            'Session from session_id claim in JWT does not exist',
          )
        }
      }
      const user = await findUser(tx, claims.sub)
      if (!user) {
        throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
      }
      return userObject(user)
    }),
  )
}

/**
 * `POST /admin/users` as `npm run admin:create` uses it: the service-role key creates a confirmed
 * email+password user. The profile row (and its username) comes from the database trigger.
 */
async function adminCreateUser(service: AuthService, request: IncomingMessage) {
  const token = bearerToken(request)
  const claims = token ? await service.issuer.verify(token).catch(() => undefined) : undefined
  if (claims?.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed')
  }
  const body = ((await readJson(request)) ?? {}) as {
    email?: unknown
    password?: unknown
    user_metadata?: { username?: unknown }
  }
  // Postgres text cannot hold NUL.
  const texts = [body.email, body.password, body.user_metadata?.username]
  if (texts.some((text) => typeof text === 'string' && text.includes('\u0000'))) {
    throw new AuthError(400, 'validation_failed', 'Text fields cannot contain NUL')
  }
  if (typeof body.email !== 'string' || !body.email.includes('@')) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  const email = body.email
  const password = typeof body.password === 'string' ? body.password : ''
  checkPasswordStrength(service, password)
  const wanted = body.user_metadata?.username
  const username = typeof wanted === 'string' && wanted ? wanted : email.split('@')[0]
  return service.withSession((db) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query('select 1 from auth.users where email = lower($1)', [email])
      if (rows.length > 0) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      const inTransaction: SqlExecutor = async <Row>(text: string, params?: unknown[]) =>
        (await tx.query<Row>(text, params)).rows
      const created = await createUser(inTransaction, { email, password, username })
      return userObject(await findUser(tx, created.id))
    }),
  )
}

async function logout(service: AuthService, request: IncomingMessage, scope: string) {
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
  }
  const claims = await verifiedClaims(service, request)
  await service.withSession((db) => {
    const sessionId = claims.session_id ?? null
    if (scope === 'local') {
      return db.query(`delete from auth.sessions where id = $1`, [sessionId])
    }
    if (scope === 'others') {
      return db.query(
        `delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`,
        [claims.sub, sessionId],
      )
    }
    return db.query(`delete from auth.sessions where user_id = $1`, [claims.sub])
  })
}

function apiVersion(request: IncomingMessage) {
  const requested = request.headers[API_VERSION_HEADER.toLowerCase()]
  return typeof requested === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(requested)
    ? requested
    : undefined
}

export function sendAuthError(
  request: IncomingMessage,
  response: ServerResponse,
  error: AuthError,
) {
  const version = apiVersion(request)
  if (version && version >= FIRST_DATED_API_VERSION) {
    sendJson(
      response,
      error.status,
      { code: error.code, message: error.message },
      { [API_VERSION_HEADER]: FIRST_DATED_API_VERSION },
    )
  } else {
    sendJson(response, error.status, {
      code: error.status,
      error_code: error.code,
      msg: error.message,
    })
  }
}

/** Handles `/auth/v1/<path>`; `path` has the prefix removed. */
export async function handleAuth(
  service: AuthService,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  query: URLSearchParams,
) {
  const version = apiVersion(request)
  const versionHeader: Record<string, string> =
    version && version >= FIRST_DATED_API_VERSION
      ? { [API_VERSION_HEADER]: FIRST_DATED_API_VERSION }
      : {}
  try {
    const route = `${request.method} ${path}`
    if (route === 'GET /.well-known/jwks.json') {
      return sendJson(response, 200, service.issuer.jwks, {
        'Cache-Control': 'public, max-age=600',
      })
    }
    if (route === 'GET /health') {
      return sendJson(response, 200, {
        version: 'local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      })
    }
    if (route === 'GET /settings') {
      return sendJson(response, 200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: true,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      })
    }
    if (route === 'POST /token') {
      const grantType = query.get('grant_type')
      if (grantType === 'password') {
        if (!service.signInLimiter.take(await signInAddress(service, request))) {
          throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
        }
        return sendJson(response, 200, await passwordGrant(service, request), versionHeader)
      }
      if (grantType === 'pkce' && service.recovery) {
        return sendJson(
          response,
          200,
          await pkceGrant(service, service.recovery, request),
          versionHeader,
        )
      }
      if (grantType === 'refresh_token') {
        return sendJson(response, 200, await refreshTokenGrant(service, request), versionHeader)
      }
      throw new AuthError(400, 'validation_failed', 'unsupported_grant_type')
    }
    if (route === 'GET /user') {
      return sendJson(response, 200, await currentUser(service, request), versionHeader)
    }
    if (route === 'POST /logout') {
      await logout(service, request, query.get('scope') ?? 'global')
      response.writeHead(204, versionHeader)
      return response.end()
    }
    if (route === 'POST /admin/users') {
      return sendJson(response, 200, await adminCreateUser(service, request), versionHeader)
    }
    if (service.recovery && isRecoveryRoute(route)) {
      return await handleRecovery(service, service.recovery, request, response, route)
    }
    if (route === 'POST /signup') {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    }
    throw new AuthError(404, 'not_found', 'Not Found')
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(request, response, error)
    if (error instanceof BodyTooLargeError) {
      const tooLarge = new AuthError(413, 'request_too_large', 'Request body too large')
      return sendAuthError(request, response, tooLarge)
    }
    throw error
  }
}
