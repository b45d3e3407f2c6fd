/**
 * Password recovery and password changes, as GoTrue answers supabase-js's
 * `resetPasswordForEmail`, the emailed link and `updateUser({ password })`:
 *   POST /recover?redirect_to=   {email} -> 200 {} whatever the address (429 when repeated too soon)
 *   GET  /verify?token=&type=recovery&redirect_to=  -> 303 to the redirect with the session (or
 *        the error) in the fragment: the implicit flow, which the admin's client uses; with PKCE
 *        (a code_challenge sent to /recover) `?code=` instead, for POST /token?grant_type=pkce
 *   PUT  /user {password}        -> 200 user, 422 weak_password / same_password
 * Tokens are single-use, last an hour and are kept only as their sha256 in
 * `auth.users.recovery_token`. Mail goes to the local mailbox (local/mailbox.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Transaction } from '@electric-sql/pglite'
import {
  AuthError,
  type AuthService,
  authMethodsOf,
  checkPasswordStrength,
  clientAddress,
  findUser,
  INSTANCE_ID,
  isRecoverySession,
  issueSession,
  newRefreshToken,
  recordAuthMethod,
  type UserRow,
  userObject,
  verifiedClaims,
} from './auth.ts'
import type { AuthConfig } from './config.ts'
import { readJson, sendJson } from './http.ts'
import type { Mailbox } from './mailbox.ts'

const RECOVERY_ROUTES = new Set(['POST /recover', 'GET /verify', 'PUT /user'])
const TOKEN_LIFETIME_MS = 60 * 60 * 1000
const EXPIRED_LINK =
  'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'

export const isRecoveryRoute = (route: string) => RECOVERY_ROUTES.has(route)

/** What supabase/config.toml says about recovery, for hosted projects and the local stack alike. */
export type RecoverySettings = {
  siteUrl: string
  additionalRedirectUrls: string[]
  /** [auth.email] max_frequency: how soon the same address may ask again. */
  resendAfterSeconds: number
  subject: string
  template: string
}

export type RecoveryService = RecoverySettings & {
  mailbox: Mailbox
  /** Auth's public URL (`<api>/auth/v1`), which the emailed link points at. */
  authUrl: string
  /** How soon each address may ask again. */
  resendLimiter: ResendLimiter
  /** PKCE: the challenge sent with a recovery request, by the token's sha256. */
  challenges: Map<string, PkceChallenge>
  /** PKCE: the codes a verified link handed out, until `grant_type=pkce` exchanges them. */
  authCodes: Map<string, PkceChallenge & { userId: string; issuedAt: number }>
}

type PkceChallenge = { challenge: string; method: 's256' | 'plain' }

/**
 * How soon each email address may ask for another link ([auth.email] max_frequency), every
 * address alike so the limit reveals nothing. Bounded in time and size: an address whose wait is
 * over is forgotten, and past `maxTracked` addresses the oldest go first (forgetting one only
 * lets it ask a little sooner).
 */
export class ResendLimiter {
  private readonly lastAsked = new Map<string, number>()

  constructor(
    readonly waitMs: number,
    readonly maxTracked = 10_000,
  ) {}

  /** How many milliseconds `email` must still wait; 0 when it may ask, which is recorded. */
  take(email: string, now = Date.now()): number {
    this.forgetWaitsOver(now)
    const last = this.lastAsked.get(email)
    if (last !== undefined) return last + this.waitMs - now
    if (this.lastAsked.size >= this.maxTracked) {
      this.lastAsked.delete(this.lastAsked.keys().next().value as string)
    }
    this.lastAsked.set(email, now)
    return 0
  }

  get tracked() {
    return this.lastAsked.size
  }

  /** Entries are added only when absent, so the map is in the order they were asked: oldest first. */
  private forgetWaitsOver(now: number) {
    for (const [email, askedAt] of this.lastAsked) {
      if (askedAt + this.waitMs > now) return
      this.lastAsked.delete(email)
    }
  }
}

/** GoTrue's flow-state lifetime: an auth code must be exchanged within five minutes. */
const AUTH_CODE_LIFETIME_MS = 5 * 60 * 1000

/** supabase/config.toml's [auth] settings for recovery. */
export function recoverySettings(auth: AuthConfig): RecoverySettings {
  const { subject, path } = auth.recoveryTemplate
  return {
    siteUrl: auth.siteUrl,
    additionalRedirectUrls: auth.additionalRedirectUrls,
    resendAfterSeconds: auth.emailMaxFrequencySeconds,
    subject: subject ?? 'Reset Your Password',
    template: path
      ? readFileSync(path, 'utf8')
      : '<h2>Reset Password</h2><p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  }
}

/** GoTrue's redirect globs: `**` any run of characters, `*` any run without `.` or `/`. */
function globMatches(pattern: string, url: string) {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^./]*'),
    )
    .join('.*')
  return new RegExp(`^${source}$`).test(url)
}

/**
 * The redirect Auth will use: the asked-for URL when it is on the site URL's host or matches an
 * additional redirect URL, otherwise the site URL itself, as GoTrue decides.
 */
export function allowedRedirect(settings: RecoverySettings, wanted: string | null) {
  if (!wanted) return settings.siteUrl
  let url: URL
  try {
    url = new URL(wanted)
  } catch {
    return settings.siteUrl
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return settings.siteUrl
  if (url.host === new URL(settings.siteUrl).host) return wanted
  return settings.additionalRedirectUrls.some((pattern) => globMatches(pattern, wanted))
    ? wanted
    : settings.siteUrl
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function renderTemplate(template: string, values: Record<string, string>) {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? escapeAttribute(values[name]) : whole,
  )
}

function pkceChallenge(challenge: unknown, method: unknown): PkceChallenge | undefined {
  if (challenge === undefined || challenge === null || challenge === '') return undefined
  const normalized = typeof method === 'string' ? method.toLowerCase() : ''
  if (typeof challenge !== 'string' || (normalized !== 's256' && normalized !== 'plain')) {
    throw new AuthError(400, 'validation_failed', 'PKCE flow requires code_challenge_method')
  }
  return { challenge, method: normalized }
}

/**
 * A new session for `user`, opened by a recovery link: recorded as such (GoTrue's PKCE exchange
 * keeps the flow's `recovery`; its implicit redirect says `otp`, which it exempts alike), so that
 * setting the new password does not ask for the forgotten one.
 */
async function openSession(
  service: AuthService,
  tx: Transaction,
  user: UserRow,
  request: IncomingMessage,
) {
  const {
    rows: [created],
  } = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, nullif($3, '')::inet)
     returning id`,
    [user.id, request.headers['user-agent'] ?? null, clientAddress(request)],
  )
  const refreshToken = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens
       (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ($1, $2, $3, false, now(), now(), $4)`,
    [INSTANCE_ID, refreshToken, user.id, created.id],
  )
  await recordAuthMethod(tx, created.id, 'recovery')
  return issueSession(service, tx, user, created.id, refreshToken, Math.floor(Date.now() / 1000))
}

async function recover(service: AuthService, recovery: RecoveryService, request: IncomingMessage) {
  const body = (await readJson(request)) as
    | { email?: unknown; code_challenge?: unknown; code_challenge_method?: unknown }
    | undefined
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!email) throw new AuthError(422, 'validation_failed', 'Password recovery requires an email')
  const challenge = pkceChallenge(body?.code_challenge, body?.code_challenge_method)
  if (email.includes('\u0000') || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  const url = new URL(request.url ?? '/', 'http://auth')
  const redirectTo = allowedRedirect(recovery, url.searchParams.get('redirect_to'))
  const waitMs = recovery.resendLimiter.take(email)
  if (waitMs > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    )
  }
  const token = randomBytes(24).toString('base64url')
  const found = await service.withSession((db) =>
    db.query<{ id: string }>(
      `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
       where lower(email) = $1 and deleted_at is null
         and (banned_until is null or banned_until < now())
       returning id`,
      [email, sha256(token)],
    ),
  )
  // An unknown address gets the same answer and no mail, so nobody learns who has an account.
  if (found.rows.length === 0) return {}
  if (challenge) recovery.challenges.set(sha256(token), challenge)
  const link = `${recovery.authUrl}/verify?${new URLSearchParams({
    token,
    type: 'recovery',
    redirect_to: redirectTo,
  })}`
  await recovery.mailbox.send({
    to: email,
    subject: recovery.subject,
    html: renderTemplate(recovery.template, {
      ConfirmationURL: link,
      SiteURL: recovery.siteUrl,
      Email: email,
      RedirectTo: redirectTo,
    }),
  })
  return {}
}

/** Where `GET /verify` sends the browser: the session on success, `otp_expired` otherwise. */
async function verify(service: AuthService, recovery: RecoveryService, request: IncomingMessage) {
  const url = new URL(request.url ?? '/', 'http://auth')
  const redirectTo = allowedRedirect(recovery, url.searchParams.get('redirect_to'))
  const token = url.searchParams.get('token') ?? ''
  if (url.searchParams.get('type') !== 'recovery') {
    throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
  }
  const target = new URL(redirectTo)
  const tokenHash = sha256(token)
  const pkce = recovery.challenges.get(tokenHash)
  recovery.challenges.delete(tokenHash)
  const claim = token.includes('\u0000')
    ? undefined
    : await service.withSession((db) =>
        db.transaction(async (tx) => {
          // Claiming the token and clearing it is one statement: a link works once, even twice
          // clicked at the same moment.
          const { rows } = await tx.query<{ id: string }>(
            `update auth.users set recovery_token = '', email_confirmed_at =
               coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
             where recovery_token = $1 and recovery_sent_at > now() - $2 * interval '1 millisecond'
               and deleted_at is null
             returning id`,
            [tokenHash, TOKEN_LIFETIME_MS],
          )
          const claimed = rows[0] && (await findUser(tx, rows[0].id))
          if (!claimed) return undefined
          return {
            userId: claimed.id,
            session: pkce ? undefined : await openSession(service, tx, claimed, request),
          }
        }),
      )
  if (!claim) {
    target.hash = EXPIRED_LINK
  } else if (pkce) {
    // PKCE: only the browser that asked (and holds the verifier) can turn the code into a session.
    const code = randomUUID()
    recovery.authCodes.set(code, { ...pkce, userId: claim.userId, issuedAt: Date.now() })
    target.searchParams.set('code', code)
  } else if (claim.session) {
    target.hash = new URLSearchParams({
      access_token: claim.session.access_token,
      expires_at: String(claim.session.expires_at),
      expires_in: String(claim.session.expires_in),
      refresh_token: claim.session.refresh_token,
      token_type: 'bearer',
      type: 'recovery',
    }).toString()
  }
  return target.toString()
}

/** `POST /token?grant_type=pkce {auth_code, code_verifier}`: the session a PKCE link promised. */
export async function pkceGrant(
  service: AuthService,
  recovery: RecoveryService,
  request: IncomingMessage,
) {
  const body = (await readJson(request)) as
    | { auth_code?: unknown; code_verifier?: unknown }
    | undefined
  const code = typeof body?.auth_code === 'string' ? body.auth_code : ''
  const verifier = typeof body?.code_verifier === 'string' ? body.code_verifier : ''
  if (!code || !verifier) {
    throw new AuthError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    )
  }
  const flow = recovery.authCodes.get(code)
  recovery.authCodes.delete(code)
  if (!flow || Date.now() - flow.issuedAt > AUTH_CODE_LIFETIME_MS) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    )
  }
  const expected =
    flow.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
  if (expected !== flow.challenge) {
    throw new AuthError(
      403,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    )
  }
  return service.withSession((db) =>
    db.transaction(async (tx) => {
      const user = await findUser(tx, flow.userId)
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
      return openSession(service, tx, user, request)
    }),
  )
}

const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.'

/**
 * GoTrue's rule with GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (internal/api/user.go):
 * a user who has a password and a session not opened by a recovery link (or code) must give it.
 * Missing: 400 current_password_required; wrong: 400 current_password_invalid, same sentence.
 */
async function checkCurrentPassword(
  tx: Transaction,
  claims: { sub: string; session_id?: string },
  currentPassword: string | undefined,
) {
  const methods = claims.session_id ? await authMethodsOf(tx, claims.session_id) : ['password']
  if (isRecoverySession(methods)) return
  const {
    rows: [user],
  } = await tx.query<{ has_password: boolean; matches: boolean }>(
    `select coalesce(encrypted_password, '') <> '' as has_password,
            coalesce(encrypted_password = crypt($2, encrypted_password), false) as matches
     from auth.users where id = $1`,
    [claims.sub, (currentPassword ?? '').replaceAll('\u0000', '')],
  )
  if (!user?.has_password) return
  if (!currentPassword) {
    throw new AuthError(400, 'current_password_required', CURRENT_PASSWORD_MESSAGE)
  }
  if (!user.matches || currentPassword.includes('\u0000')) {
    throw new AuthError(400, 'current_password_invalid', CURRENT_PASSWORD_MESSAGE)
  }
}

async function updateUser(service: AuthService, request: IncomingMessage) {
  const claims = await verifiedClaims(service, request)
  const body = (await readJson(request)) as
    | { password?: unknown; current_password?: unknown }
    | undefined
  const password = typeof body?.password === 'string' ? body.password : undefined
  const currentPassword =
    typeof body?.current_password === 'string' ? body.current_password : undefined
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
      if (password !== undefined) {
        checkPasswordStrength(service, password)
        await tx.query(`set local search_path = auth, extensions, public`)
        if (service.requireCurrentPassword) await checkCurrentPassword(tx, claims, currentPassword)
        const { rows } = await tx.query<{ same: boolean }>(
          `select encrypted_password = crypt($2, encrypted_password) as same
           from auth.users where id = $1`,
          [claims.sub, password],
        )
        if (rows[0]?.same) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          )
        }
        await tx.query(
          `update auth.users set encrypted_password = crypt($2, gen_salt('bf')),
             recovery_token = '', updated_at = now() where id = $1`,
          [claims.sub, password],
        )
        // As hosted Auth does: a new password signs out every other session of the user, so
        // whoever held the old one (or a session opened with it) is out.
        await tx.query(
          `delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`,
          [claims.sub, claims.session_id ?? null],
        )
      }
      const user = await findUser(tx, claims.sub)
      if (!user) {
        throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
      }
      return userObject(user)
    }),
  )
}

export async function handleRecovery(
  service: AuthService,
  recovery: RecoveryService,
  request: IncomingMessage,
  response: ServerResponse,
  route: string,
) {
  if (route === 'POST /recover')
    return sendJson(response, 200, await recover(service, recovery, request))
  if (route === 'GET /verify') {
    response.writeHead(303, { Location: await verify(service, recovery, request) })
    return response.end()
  }
  return sendJson(response, 200, await updateUser(service, request))
}
