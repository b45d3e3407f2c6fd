import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_INS_PER_FIVE_MINUTES, SignInLimiter } from './auth.ts'
import { createTestClient, startTestStack, type TestStack } from './testing.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(() => stack?.stop())

function refreshWith(refreshToken: string) {
  return fetch(`${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
}

function passwordGrant(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

async function adminRefreshToken() {
  const answer = await passwordGrant({ email: stack.admin.email, password: stack.admin.password })
  return (await answer.json()).refresh_token as string
}

/** Refreshes with `token` and returns the refresh token that comes back. */
async function refreshed(token: string) {
  const answer = await refreshWith(token)
  expect(answer.status).toBe(200)
  return (await answer.json()).refresh_token as string
}

/** Moves the moment `token` was used (or revoked) back past the reuse interval (10 s). */
async function pastReuseInterval(token: string) {
  await stack.sql`
    update auth.refresh_tokens set updated_at = updated_at - interval '11 seconds'
    where token = ${token}`
}

/** Wrong-password sign-ins for `address`, sent as a server forwarding its visitor, until a 429. */
async function signInsUntilLimited(address: string) {
  const statuses: number[] = []
  while (statuses.length < 40 && statuses.at(-1) !== 429) {
    const answer = await passwordGrant(
      { email: stack.admin.email, password: 'no-es-la-clave' },
      { apikey: stack.serviceRoleKey, 'Sb-Forwarded-For': address },
    )
    await answer.body?.cancel()
    statuses.push(answer.status)
  }
  return statuses
}

describe('local Auth', () => {
  it('signs in with a password and returns a GoTrue session', async () => {
    const auth = createTestClient(stack.apiUrl, stack.anonKey).auth
    const { data, error } = await auth.signInWithPassword({
      email: stack.admin.email,
      password: stack.admin.password,
    })
    expect(error).toBeNull()
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    expect(data.user?.email).toBe(stack.admin.email)
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email' })
    const claims = decodeJwt(data.session?.access_token ?? '')
    expect(claims).toMatchObject({
      sub: data.user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: stack.admin.email,
      aal: 'aal1',
      is_anonymous: false,
      iss: `${stack.apiUrl}/auth/v1`,
    })
    expect(claims.session_id).toEqual(expect.any(String))
  })

  it('answers bad credentials with 400 invalid_credentials', async () => {
    const auth = createTestClient(stack.apiUrl, stack.anonKey).auth
    const { error } = await auth.signInWithPassword({
      email: stack.admin.email,
      password: 'not-the-password',
    })
    expect(error?.status).toBe(400)
    expect(error?.code).toBe('invalid_credentials')
    expect(error?.message).toBe('Invalid login credentials')
  })

  it('returns the signed-in user from getUser', async () => {
    const auth = createTestClient(stack.apiUrl, stack.anonKey).auth
    const signIn = await auth.signInWithPassword({
      email: stack.admin.email,
      password: stack.admin.password,
    })
    const { data, error } = await auth.getUser()
    expect(error).toBeNull()
    expect(data.user?.id).toBe(signIn.data.user?.id)
  })

  it("answers a used refresh token that is the current one's parent with the current one", async () => {
    const first = await adminRefreshToken()
    const second = await refreshed(first)
    const again = await refreshWith(first)
    expect(again.status).toBe(200)
    expect((await again.json()).refresh_token).toBe(second)
  })

  it('answers another used refresh token within the reuse interval with a new one', async () => {
    const first = await adminRefreshToken()
    const third = await refreshed(await refreshed(first))
    const again = await refreshWith(first)
    expect(again.status).toBe(200)
    const fresh = (await again.json()).refresh_token
    expect([first, third]).not.toContain(fresh)
  })

  it('past the reuse interval refuses a used refresh token and revokes its whole session for good', async () => {
    const first = await adminRefreshToken()
    const current = await refreshed(await refreshed(first))
    await pastReuseInterval(first)
    const reuse = await refreshWith(first)
    expect(reuse.status).toBe(400)
    expect(await reuse.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
    const [{ live }] = await stack.sql<{ live: number }[]>`
      select count(*)::int as live from auth.refresh_tokens
      where session_id = (select session_id from auth.refresh_tokens where token = ${first})
        and not revoked`
    expect(live).toBe(0)
    await pastReuseInterval(current)
    const afterRevocation = await refreshWith(current)
    expect(afterRevocation.status).toBe(400)
    expect((await afterRevocation.json()).code).toBe('refresh_token_already_used')
  })

  it('signs out: the session and its refresh token stop working', async () => {
    const auth = createTestClient(stack.apiUrl, stack.anonKey).auth
    const signIn = await auth.signInWithPassword({
      email: stack.admin.email,
      password: stack.admin.password,
    })
    const accessToken = signIn.data.session?.access_token ?? ''
    expect((await auth.signOut()).error).toBeNull()
    const reuse = await refreshWith(signIn.data.session?.refresh_token ?? '')
    expect(reuse.status).toBe(400)
    expect((await reuse.json()).code).toBe('refresh_token_not_found')
    const user = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${accessToken}` },
    })
    expect(user.status).toBe(403)
  })

  it('limits password sign-ins per address as hosted Auth does: 30, then 429 over_request_rate_limit', async () => {
    const statuses = await signInsUntilLimited('203.0.113.10')
    // The bucket refills one sign-in every 10 s, so a slow run may see one or two more.
    expect(statuses.length).toBeGreaterThan(30)
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true)
    const limited = await passwordGrant(
      { email: stack.admin.email, password: stack.admin.password },
      { apikey: stack.serviceRoleKey, 'Sb-Forwarded-For': '203.0.113.10' },
    )
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    const otherAddress = await passwordGrant(
      { email: stack.admin.email, password: stack.admin.password },
      { apikey: stack.serviceRoleKey, 'Sb-Forwarded-For': '203.0.113.99' },
    )
    expect(otherAddress.status).toBe(200)
  })

  it("takes a server's word for its visitor's address (Sb-Forwarded-For) only with the service-role key", async () => {
    await signInsUntilLimited('203.0.113.11')
    const claimedByAnyone = await passwordGrant(
      { email: stack.admin.email, password: stack.admin.password },
      { 'Sb-Forwarded-For': '203.0.113.11' },
    )
    expect(claimedByAnyone.status).toBe(200)
  })

  it('refills the bucket at 30 sign-ins per 5 minutes, one every 10 seconds', () => {
    const limiter = new SignInLimiter(SIGN_INS_PER_FIVE_MINUTES)
    const start = 1_000_000
    for (let n = 0; n < 30; n += 1) expect(limiter.take('192.0.2.1', start)).toBe(true)
    expect(limiter.take('192.0.2.1', start)).toBe(false)
    expect(limiter.take('192.0.2.1', start + 9_000)).toBe(false)
    expect(limiter.take('192.0.2.1', start + 10_000)).toBe(true)
    expect(limiter.take('192.0.2.1', start + 10_000)).toBe(false)
  })

  it("answers a NUL byte in the email or the password with a 400 in GoTrue's shape, never a 500", async () => {
    const inEmail = await passwordGrant({ email: 'admin\u0000@bienestar.local', password: 'x' })
    expect(inEmail.status).toBe(400)
    expect(await inEmail.json()).toEqual({
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    })
    const inPassword = await passwordGrant({ email: stack.admin.email, password: 'a\u0000b' })
    expect(inPassword.status).toBe(400)
    expect(await inPassword.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it('answers a NUL byte in a refresh token as a token it does not know, never a 500', async () => {
    const answer = await refreshWith('abc\u0000def')
    expect(answer.status).toBe(400)
    expect((await answer.json()).code).toBe('refresh_token_not_found')
  })

  it('refuses requests without an API key', async () => {
    const answer = await fetch(`${stack.apiUrl}/auth/v1/user`)
    expect(answer.status).toBe(401)
  })

  it('publishes the ES256 public key on the JWKS endpoint', async () => {
    const answer = await fetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`)
    const { keys } = (await answer.json()) as { keys: Record<string, string>[] }
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(keys[0].d).toBeUndefined()
  })

  it('answers CORS preflights like the Supabase gateway', async () => {
    const answer = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
      },
    })
    expect(answer.status).toBeLessThan(300)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('access-control-allow-headers')).toContain('apikey')
  })

  it('lets the service-role key, and only it, create a confirmed user through the admin API', async () => {
    const newUser = { email: 'equipo@bienestar.local', password: 'una-clave-larga-1' }
    const refused = await createTestClient(stack.apiUrl, stack.anonKey).auth.admin.createUser({
      ...newUser,
      email_confirm: true,
    })
    expect(refused.error?.status).toBe(403)

    const admin = createTestClient(stack.apiUrl, stack.serviceRoleKey).auth.admin
    const { data, error } = await admin.createUser({
      ...newUser,
      email_confirm: true,
      user_metadata: { username: 'equipo' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: newUser.email, user_metadata: { username: 'equipo' } })
    const [profile] = await stack.sql`select username, is_admin from public.profiles
      where id = ${data.user?.id ?? ''}`
    expect(profile).toEqual({ username: 'equipo', is_admin: false })

    const again = await admin.createUser({ ...newUser, email_confirm: true })
    expect(again.error?.code).toBe('email_exists')
    const signIn = await createTestClient(stack.apiUrl, stack.anonKey).auth.signInWithPassword(
      newUser,
    )
    expect(signIn.error).toBeNull()
  })

  it("holds the admin API to config.toml's minimum password length (12), as every password", async () => {
    const admin = createTestClient(stack.apiUrl, stack.serviceRoleKey).auth.admin
    const short = await admin.createUser({
      email: 'corta@bienestar.local',
      password: 'once-letras',
      email_confirm: true,
    })
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' })
    expect(short.error?.message).toBe('Password should be at least 12 characters.')
    const [{ users }] = await stack.sql`
      select count(*)::int as users from auth.users where email = 'corta@bienestar.local'`
    expect(users).toBe(0)
  })

  it.each([
    ['a password sign-in', 'token?grant_type=password'],
    ['a refresh', 'token?grant_type=refresh_token'],
    ['the admin API', 'admin/users'],
  ])('answers %s with a JSON body over 1 MB with 413, never a 500', async (_case, path) => {
    const answer = await fetch(`${stack.apiUrl}/auth/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'x'.repeat(1024 * 1024) }),
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({
      code: 'request_too_large',
      message: 'Request body too large',
    })
  })

  it.each([
    ['a body that is not JSON', '{"email":'],
    ['a NUL byte in the email', JSON.stringify({ email: 'a\u0000@b.es', password: 'abcdefgh' })],
    ['a NUL byte in the password', JSON.stringify({ email: 'a@b.es', password: 'abcd\u0000efgh' })],
    [
      'a NUL byte in the username',
      JSON.stringify({
        email: 'a@b.es',
        password: 'abcdefgh',
        user_metadata: { username: 'a\u0000' },
      }),
    ],
  ])('answers the admin API %s with 400 validation_failed, never a 500', async (_case, body) => {
    const answer = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body,
    })
    expect(answer.status).toBe(400)
    expect((await answer.json()).code).toBe('validation_failed')
    const [{ count }] = await stack.sql`select count(*)::int from auth.users where email = 'a@b.es'`
    expect(count).toBe(0)
  })
})
