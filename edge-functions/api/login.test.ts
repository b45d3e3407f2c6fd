import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { call } from './test-support.ts'

let stack: TestStack

const MARTA = { username: 'marta', email: 'marta@example.com', password: 'marta-secreto-1' }

beforeAll(async () => {
  stack = await startTestStack()
  await stack.createUser({ ...MARTA, isAdmin: false })
})
afterAll(() => stack?.stop())

const login = (username: string, password: string) =>
  call(stack, '/login', { body: { username, password } })

type Answer = { status: number; retryAfter?: string; body: { message?: string } }

/** A login sent from another loopback address: each address is a different visitor. */
function loginFrom(localAddress: string, username: string, password: string): Promise<Answer> {
  const url = new URL(`${stack.functionsUrl}/api/login`)
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', apikey: stack.anonKey },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            retryAfter: incoming.headers['retry-after'],
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(JSON.stringify({ username, password }))
  })
}

/** Answers 200 and 401 mean Auth judged the password; 429 means it was never asked. */
const judged = (answers: Answer[]) => answers.filter((answer) => answer.status !== 429).length

let nextAddress = 10
/** A loopback address no other test has used, so its throttle starts empty. */
const freshAddress = () => `127.0.0.${nextAddress++}`

const hashCost = async (email: string) => {
  const [row] = await stack.sql<{ cost: number }[]>`
    select substring(encrypted_password from '^\\$2[abxy]?\\$(\\d+)\\$')::int as cost
    from auth.users where email = ${email}`
  return row?.cost
}

describe('login', () => {
  it('a wrong password and an unknown username get the same answer', async () => {
    const wrongPassword = await loginFrom(freshAddress(), 'marta', 'equivocada')
    const unknownUser = await loginFrom(freshAddress(), 'nadie', 'equivocada')
    expect(wrongPassword.status).toBe(401)
    expect(unknownUser.status).toBe(401)
    expect(wrongPassword.body).toEqual({ message: 'Usuario o contraseña incorrectos' })
    expect(unknownUser.body).toEqual(wrongPassword.body)
  })

  it('never reveals the email of a username', async () => {
    const answer = await login('marta', 'equivocada')
    expect(answer.text).not.toContain(MARTA.email)
  })

  it('a non-admin can sign in and is told so', async () => {
    const answer = await login('marta', MARTA.password)
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ username: 'marta', isAdmin: false })
  })

  it('an unknown username costs Auth the same password check as a wrong password', async () => {
    const address = freshAddress()
    const before = stack.passwordGrants.length
    await loginFrom(address, 'marta', 'equivocada')
    await loginFrom(address, 'nadie-con-este-nombre', 'equivocada')
    const [forMarta, forUnknown] = stack.passwordGrants.slice(before)
    expect(forMarta).toBe(MARTA.email)
    // Auth is asked about an account that exists, whose hash costs what marta's costs.
    expect(forUnknown).not.toBe(MARTA.email)
    expect(await hashCost(forUnknown)).toBe(await hashCost(MARTA.email))
  })

  it('a NUL byte in the username or the password is a 400 with a Spanish message', async () => {
    const inPassword = await login('marta', 'marta\u0000secreto')
    const inUsername = await login('mar\u0000ta', MARTA.password)
    expect(inPassword.status).toBe(400)
    expect(inPassword.body.message).toBe('La contraseña contiene un carácter no válido')
    expect(inUsername.status).toBe(400)
    expect(inUsername.body.message).toBe('El usuario contiene un carácter no válido')
  })

  it('"admin", "Admin" and "ADMIN" all sign into the owner\'s one account: nobody can be "Admin"', async () => {
    const intruder = {
      username: 'Admin',
      email: 'intrusa@example.com',
      password: 'intrusa-secreto-1',
    }
    expect((await stack.createUser(intruder)).username).toBe('Admin2')
    for (const typed of ['admin', 'Admin', 'ADMIN']) {
      const asOwner = await loginFrom(freshAddress(), typed, stack.admin.password)
      expect(asOwner.status, typed).toBe(200)
      expect(asOwner.body, typed).toMatchObject({ user: { username: 'admin', isAdmin: true } })
      const withIntrudersPassword = await loginFrom(freshAddress(), typed, intruder.password)
      expect(withIntrudersPassword.status, typed).toBe(401)
    }
  })

  it("what has an '@' is an email: a username equal to another account's email never captures it", async () => {
    // As if an older database had such a username (the schema now refuses '@' in usernames).
    await stack.sql`alter table public.profiles drop constraint profiles_username_has_no_at`
    await stack.sql`update public.profiles set username = ${stack.admin.email} where username = 'marta'`
    try {
      const asAdmin = await loginFrom(freshAddress(), stack.admin.email, stack.admin.password)
      expect(asAdmin.status).toBe(200)
      expect((asAdmin.body as { user: { username: string } }).user.username).toBe('admin')
      const withMartasPassword = await loginFrom(freshAddress(), stack.admin.email, MARTA.password)
      expect(withMartasPassword.status).toBe(401)
    } finally {
      await stack.sql`update public.profiles set username = 'marta' where username = ${stack.admin.email}`
      await stack.sql`alter table public.profiles
        add constraint profiles_username_has_no_at check (position('@' in username) = 0)`
    }
  })
})

describe('login throttle', () => {
  it('of 30 simultaneous logins for one account from one address, 29 wrong and 1 right, at most 5 are judged', async () => {
    const address = freshAddress()
    const before = stack.passwordGrants.length
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        loginFrom(address, 'marta', n === 17 ? MARTA.password : `mal-${n}`),
      ),
    )
    expect(judged(answers)).toBeLessThanOrEqual(5)
    expect(stack.passwordGrants.slice(before).length).toBeLessThanOrEqual(5)
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(25)
  })

  it('of 100 simultaneous logins for an unknown username from one address, at most 5 are judged', async () => {
    const address = freshAddress()
    const before = stack.passwordGrants.length
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => loginFrom(address, 'fantasma', `mal-${n}`)),
    )
    expect(judged(answers)).toBeLessThanOrEqual(5)
    expect(stack.passwordGrants.slice(before).length).toBeLessThanOrEqual(5)
  })

  it("an attacker's address is slowed while the owner signs in from her own", async () => {
    const attacker = freshAddress()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await loginFrom(attacker, 'admin', `mal-${attempt}`)).status).toBe(401)
    }
    expect((await loginFrom(attacker, 'admin', stack.admin.password)).status).toBe(429)
    expect((await loginFrom(freshAddress(), 'admin', stack.admin.password)).status).toBe(200)
  })

  it('the 429 says in Spanish when to try again, and sends Retry-After', async () => {
    const address = freshAddress()
    for (let attempt = 0; attempt < 5; attempt += 1) await loginFrom(address, 'marta', 'mal')
    const refused = await loginFrom(address, 'marta', 'mal')
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(29)
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(30)
    expect(refused.body).toEqual({
      message: `Demasiados intentos de inicio de sesión. Inténtalo de nuevo en ${refused.retryAfter} segundos.`,
    })
  })

  it('a username and its email are one account', async () => {
    const address = freshAddress()
    for (let attempt = 0; attempt < 3; attempt += 1) await loginFrom(address, 'marta', 'mal')
    for (let attempt = 0; attempt < 2; attempt += 1)
      await loginFrom(address, 'MARTA@example.com', 'mal')
    expect((await loginFrom(address, 'Marta', MARTA.password)).status).toBe(429)
  })

  it('an address has 20 failed logins across all accounts before it is slowed', async () => {
    const address = freshAddress()
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await loginFrom(address, `desconocido${attempt}`, 'mal')).status).toBe(401)
    }
    expect((await loginFrom(address, 'marta', MARTA.password)).status).toBe(429)
  })

  it('a forged X-Forwarded-For does not dodge the address limit', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await call(stack, '/login', {
        body: { username: `otro${attempt}`, password: 'mal' },
        headers: { 'x-forwarded-for': `10.0.0.${attempt}` },
      })
    }
    const answer = await call(stack, '/login', {
      body: { username: 'marta', password: MARTA.password },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    })
    expect(answer.status).toBe(429)
  })

  it("past the throttle, Auth's own per-address limit still holds, answered in Spanish with Retry-After", async () => {
    const address = freshAddress()
    const answers: Answer[] = []
    // Successful sign-ins are not throttled by the function; Auth allows 30 per 5 minutes (its
    // bucket refills one every 10 s, so a slow run may get one or two more).
    while (answers.length < 40 && answers.at(-1)?.status !== 429) {
      answers.push(await loginFrom(address, 'marta', MARTA.password))
    }
    const refused = answers.at(-1)
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true)
    expect(answers.length).toBeGreaterThan(30)
    expect(refused).toEqual({
      status: 429,
      retryAfter: '60',
      body: { message: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 1 minuto.' },
    })
  })
})
