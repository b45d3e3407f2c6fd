import { createHash } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowedRedirect, type RecoverySettings, ResendLimiter } from './auth-recovery.ts'
import { createTestClient, startTestStack, type TestStack } from './testing.ts'

let stack: TestStack
let userCount = 0

const SITE = 'http://127.0.0.1:5173'
const NEW_PASSWORD_PAGE = `${SITE}/auth/nueva-contrasena`

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(() => stack?.stop())

/** A fresh user per test, so one test's rate limit never meets another's. */
async function newUser(password = 'contraseña-antigua-1') {
  userCount += 1
  const email = `recupera${userCount}@example.com`
  await stack.createUser({ username: `recupera${userCount}`, email, password })
  return { email, password }
}

const client = () => createTestClient(stack.apiUrl, stack.anonKey)

async function linkFor(email: string, redirectTo = NEW_PASSWORD_PAGE) {
  const { error } = await client().auth.resetPasswordForEmail(email, { redirectTo })
  expect(error).toBeNull()
  const mail = await stack.latestMail(email)
  const link = mail?.links.find((href) => href.includes('/auth/v1/verify'))
  if (!link) throw new Error(`no recovery link mailed to ${email}`)
  return link
}

/** Follows the emailed link as a browser does, without an API key; returns where it lands. */
async function follow(link: string) {
  const answer = await fetch(link, { redirect: 'manual' })
  expect(answer.status).toBe(303)
  const target = new URL(answer.headers.get('location') ?? '')
  return { target, hash: new URLSearchParams(target.hash.slice(1)) }
}

async function recoverySession(email: string) {
  const { hash } = await follow(await linkFor(email))
  const signedIn = client()
  const { error } = await signedIn.auth.setSession({
    access_token: hash.get('access_token') ?? '',
    refresh_token: hash.get('refresh_token') ?? '',
  })
  expect(error).toBeNull()
  return signedIn
}

describe('asking for a recovery link', () => {
  it('mails a Spanish link to the address and answers {} with 200', async () => {
    const { email } = await newUser()
    const answer = await fetch(
      `${stack.apiUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(NEW_PASSWORD_PAGE)}`,
      {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      },
    )
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({})
    const mail = await stack.latestMail(email)
    expect(mail?.subject).toContain('Restablece tu contraseña')
    expect(mail?.html).toContain('Elegir una contraseña nueva')
    expect(mail?.links[0]).toMatch(/\/auth\/v1\/verify\?token=[\w-]+&type=recovery&redirect_to=/)
  })

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const { data, error } = await client().auth.resetPasswordForEmail('nadie@example.com', {
      redirectTo: NEW_PASSWORD_PAGE,
    })
    expect(error).toBeNull()
    expect(data).toEqual({})
    expect(await stack.latestMail('nadie@example.com')).toBeUndefined()
  })

  it('refuses a second request for the same address within 60 s, known or not', async () => {
    const { email } = await newUser()
    for (const address of [email, 'otra-nadie@example.com']) {
      expect((await client().auth.resetPasswordForEmail(address)).error).toBeNull()
      const { error } = await client().auth.resetPasswordForEmail(address)
      expect(error?.status).toBe(429)
      expect(error?.code).toBe('over_email_send_rate_limit')
    }
  })

  it('keeps only the sha256 of the token in auth.users.recovery_token', async () => {
    const { email } = await newUser()
    const token = new URL(await linkFor(email)).searchParams.get('token') ?? ''
    const [row] = await stack.sql`
      select recovery_token, recovery_sent_at from auth.users where email = ${email}`
    expect(row.recovery_token).toBe(createHash('sha256').update(token).digest('hex'))
    expect(row.recovery_sent_at).not.toBeNull()
  })

  it('lists the mail on the mailbox page and its JSON endpoint', async () => {
    const { email } = await newUser()
    await linkFor(email)
    const messages = (await (await fetch(`${stack.mailboxUrl}/api/messages`)).json()) as {
      to: string
    }[]
    expect(messages[0].to).toBe(email)
    const page = await (await fetch(stack.mailboxUrl)).text()
    expect(page).toContain('Buzón local')
    expect(page).toContain(email)
  })
})

describe('following the link', () => {
  it('lands on the redirect with a recovery session in the fragment', async () => {
    const { email } = await newUser()
    const { target, hash } = await follow(await linkFor(email))
    expect(`${target.origin}${target.pathname}`).toBe(NEW_PASSWORD_PAGE)
    expect(hash.get('type')).toBe('recovery')
    expect(hash.get('token_type')).toBe('bearer')
    expect(Number(hash.get('expires_in'))).toBe(3600)
    const { data } = await client().auth.getUser(hash.get('access_token') ?? '')
    expect(data.user?.email).toBe(email)
  })

  it('works once: the same link again lands with otp_expired', async () => {
    const { email } = await newUser()
    const link = await linkFor(email)
    await follow(link)
    const { hash } = await follow(link)
    expect(hash.get('error')).toBe('access_denied')
    expect(hash.get('error_code')).toBe('otp_expired')
    expect(hash.get('access_token')).toBeNull()
  })

  it('expires after an hour', async () => {
    const { email } = await newUser()
    const link = await linkFor(email)
    await stack.sql`
      update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = ${email}`
    const { hash } = await follow(link)
    expect(hash.get('error_code')).toBe('otp_expired')
  })

  it('treats a made-up token as expired', async () => {
    const { hash } = await follow(
      `${stack.apiUrl}/auth/v1/verify?token=inventado&type=recovery&redirect_to=${encodeURIComponent(NEW_PASSWORD_PAGE)}`,
    )
    expect(hash.get('error_code')).toBe('otp_expired')
  })

  it('sends a foreign redirect to the site URL instead', async () => {
    const { email } = await newUser()
    const { target, hash } = await follow(await linkFor(email, 'https://evil.example/robar'))
    expect(target.origin).toBe(SITE)
    expect(target.hostname).not.toBe('evil.example')
    expect(hash.get('type')).toBe('recovery')
  })
})

describe('the PKCE flow', () => {
  it('lands with ?code= that only the asking client exchanges, once, for a recovery session', async () => {
    const { email } = await newUser()
    const asking = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, flowType: 'pkce' },
    })
    const events: string[] = []
    asking.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    expect(
      (await asking.auth.resetPasswordForEmail(email, { redirectTo: NEW_PASSWORD_PAGE })).error,
    ).toBeNull()
    const link = (await stack.latestMail(email))?.links[0] ?? ''
    const { target } = await follow(link)
    const code = target.searchParams.get('code') ?? ''
    expect(code).not.toBe('')
    expect(target.hash).toBe('')

    const stranger = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, flowType: 'pkce' },
    })
    await stranger.auth.resetPasswordForEmail('desconocida@example.com')
    expect((await stranger.auth.exchangeCodeForSession(code)).error?.code).toBe('bad_code_verifier')
    // A code is tried once: after a wrong verifier it is gone, even for the client that asked.
    expect((await asking.auth.exchangeCodeForSession(code)).error?.code).toBe(
      'flow_state_not_found',
    )

    const again = await newUser()
    await asking.auth.resetPasswordForEmail(again.email, { redirectTo: NEW_PASSWORD_PAGE })
    const { target: second } = await follow((await stack.latestMail(again.email))?.links[0] ?? '')
    const { data, error } = await asking.auth.exchangeCodeForSession(
      second.searchParams.get('code') ?? '',
    )
    expect(error).toBeNull()
    expect(data.user?.email).toBe(again.email)
    await new Promise((wait) => setTimeout(wait, 10))
    expect(events).toContain('PASSWORD_RECOVERY')
  })
})

describe('setting the new password', () => {
  it('refuses fewer than 12 characters with weak_password', async () => {
    const signedIn = await recoverySession((await newUser()).email)
    const { error } = await signedIn.auth.updateUser({ password: 'corta-11ch.' })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('weak_password')
  })

  it('refuses the current password with same_password', async () => {
    const user = await newUser()
    const signedIn = await recoverySession(user.email)
    const { error } = await signedIn.auth.updateUser({ password: user.password })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('same_password')
  })

  it('changes it: the new one signs in, the old one no longer does', async () => {
    const user = await newUser()
    const signedIn = await recoverySession(user.email)
    const events: string[] = []
    signedIn.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const { data, error } = await signedIn.auth.updateUser({ password: 'una-contraseña-nueva' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(user.email)
    expect(events).toContain('USER_UPDATED')
    const oldTry = await client().auth.signInWithPassword(user)
    expect(oldTry.error?.code).toBe('invalid_credentials')
    const newTry = await client().auth.signInWithPassword({
      email: user.email,
      password: 'una-contraseña-nueva',
    })
    expect(newTry.error).toBeNull()
  })

  it('lets a signed-in owner change it with her current session and current password, same rules', async () => {
    const user = await newUser()
    const signedIn = client()
    expect((await signedIn.auth.signInWithPassword(user)).error).toBeNull()
    expect(
      (await signedIn.auth.updateUser({ password: 'corta', current_password: user.password })).error
        ?.code,
    ).toBe('weak_password')
    expect(
      (
        await signedIn.auth.updateUser({
          password: 'otra-contraseña-larga',
          current_password: user.password,
        })
      ).error,
    ).toBeNull()
    expect(
      (await client().auth.signInWithPassword({ ...user, password: 'otra-contraseña-larga' }))
        .error,
    ).toBeNull()
  })

  it("signs out the user's other sessions, as hosted Auth does, and keeps the one that changed it", async () => {
    const user = await newUser()
    const changing = client()
    const elsewhere = client()
    expect((await changing.auth.signInWithPassword(user)).error).toBeNull()
    const other = (await elsewhere.auth.signInWithPassword(user)).data.session
    expect(
      (
        await changing.auth.updateUser({
          password: 'cambiada-en-otro-sitio',
          current_password: user.password,
        })
      ).error,
    ).toBeNull()
    const otherUser = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${other?.access_token}` },
    })
    expect(otherUser.status).toBe(403)
    await otherUser.body?.cancel()
    const otherRefresh = await elsewhere.auth.refreshSession()
    expect(otherRefresh.error?.code).toBe('refresh_token_not_found')
    expect((await changing.auth.getUser()).error).toBeNull()
    expect((await changing.auth.refreshSession()).error).toBeNull()
  })

  it('from a session opened with the password, without the current password: 400 current_password_required, nothing changes', async () => {
    const user = await newUser()
    const signedIn = client()
    expect((await signedIn.auth.signInWithPassword(user)).error).toBeNull()
    const { error } = await signedIn.auth.updateUser({ password: 'sin-la-actual-no' })
    expect(error?.status).toBe(400)
    expect(error?.code).toBe('current_password_required')
    expect((await client().auth.signInWithPassword(user)).error).toBeNull()
  })

  it('with a wrong current password: 400 current_password_invalid, nothing changes', async () => {
    const user = await newUser()
    const signedIn = client()
    expect((await signedIn.auth.signInWithPassword(user)).error).toBeNull()
    const { error } = await signedIn.auth.updateUser({
      password: 'una-que-no-llegara',
      current_password: 'no-es-la-actual',
    })
    expect(error?.status).toBe(400)
    expect(error?.code).toBe('current_password_invalid')
    expect((await client().auth.signInWithPassword(user)).error).toBeNull()
    const attempted = { email: user.email, password: 'una-que-no-llegara' }
    expect((await client().auth.signInWithPassword(attempted)).error?.code).toBe(
      'invalid_credentials',
    )
  })

  it('a session opened by a recovery link says so in its token, after a refresh too, and needs no current password', async () => {
    const user = await newUser()
    const signedIn = await recoverySession(user.email)
    const methods = async () => {
      const token = (await signedIn.auth.getSession()).data.session?.access_token ?? ''
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
      return (claims.amr as { method: string }[]).map((entry) => entry.method)
    }
    expect(await methods()).toEqual(['recovery'])
    expect((await signedIn.auth.refreshSession()).error).toBeNull()
    expect(await methods()).toEqual(['recovery'])
    expect((await signedIn.auth.updateUser({ password: 'olvidada-y-nueva' })).error).toBeNull()
  })

  it('needs a session', async () => {
    const { error } = await client().auth.updateUser({ password: 'sin-sesion-ninguna' })
    expect(error?.name).toBe('AuthSessionMissingError')
  })
})

describe('allowed redirects', () => {
  const settings = {
    siteUrl: SITE,
    additionalRedirectUrls: ['http://localhost:4173/**', 'https://*.example.org/auth'],
  } as RecoverySettings

  it('keeps URLs on the site URL host or matching an additional pattern', () => {
    expect(allowedRedirect(settings, `${SITE}/auth/nueva-contrasena`)).toBe(
      `${SITE}/auth/nueva-contrasena`,
    )
    expect(allowedRedirect(settings, 'http://localhost:4173/a/b')).toBe('http://localhost:4173/a/b')
    expect(allowedRedirect(settings, 'https://preview.example.org/auth')).toBe(
      'https://preview.example.org/auth',
    )
  })

  it('falls back to the site URL for anything else', () => {
    for (const wanted of [
      'https://evil.example/',
      'http://localhost:4174/',
      'https://a.b.example.org/auth',
      'javascript:alert(1)',
      'nada',
      null,
    ]) {
      expect(allowedRedirect(settings, wanted)).toBe(SITE)
    }
  })
})

describe('the per-address resend limit', () => {
  const MINUTE = 60_000

  it('forgets an address once its wait is over, so it holds only the last minute', () => {
    const limiter = new ResendLimiter(MINUTE)
    for (let n = 0; n < 1_000; n++) expect(limiter.take(`visitante${n}@example.com`, n)).toBe(0)
    expect(limiter.take('visitante0@example.com', 1_000)).toBe(MINUTE - 1_000)
    expect(limiter.tracked).toBe(1_000)
    expect(limiter.take('otra@example.com', 1_000 + MINUTE)).toBe(0)
    expect(limiter.tracked).toBe(1)
  })

  it('keeps at most maxTracked addresses, forgetting the oldest first', () => {
    const limiter = new ResendLimiter(MINUTE, 3)
    for (const [n, email] of ['a@x.es', 'b@x.es', 'c@x.es', 'd@x.es'].entries()) {
      limiter.take(email, n)
    }
    expect(limiter.tracked).toBe(3)
    expect(limiter.take('d@x.es', 10)).toBeGreaterThan(0)
    expect(limiter.take('a@x.es', 10)).toBe(0)
  })
})
