import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { NEW_PASSWORD_PATH, RECOVERY_REQUESTED_MESSAGE } from '../_shared/resources/session.ts'
import { call } from './test-support.ts'

let stack: TestStack
let users = 0

const SITE = 'http://127.0.0.1:5173'

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

/** A fresh account per test, so one test's mail-a-minute limit never meets another's. */
async function newAccount() {
  users += 1
  const account = {
    username: `olvidadiza${users}`,
    email: `olvidadiza${users}@example.com`,
    password: 'una-contraseña-cualquiera',
  }
  await stack.createUser(account)
  return account
}

const askFor = (username: unknown) =>
  call(stack, '/password-recovery', { body: { username }, headers: { origin: SITE } })

/** Auth is asked after the answer, so the mail comes a moment later. */
async function mailedLink(email: string) {
  await expect.poll(() => stack.latestMail(email), { timeout: 5_000 }).toBeDefined()
  const mail = await stack.latestMail(email)
  return mail?.links.find((href) => href.includes('/auth/v1/verify'))
}

/** What a caller sees of an answer: all of it but the request's own id. */
const seen = (answer: Awaited<ReturnType<typeof askFor>>) => ({
  status: answer.status,
  body: answer.body,
  headers: [...answer.headers].filter(([name]) => !['x-request-id', 'date'].includes(name)),
})

const mailCount = async () =>
  ((await (await fetch(`${stack.mailboxUrl}/api/messages`)).json()) as unknown[]).length

describe('POST /api/password-recovery', () => {
  it("a username gets the mail, at that account's email, with a link back to the new-password page", async () => {
    const account = await newAccount()
    const answer = await askFor(account.username.toUpperCase())
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: RECOVERY_REQUESTED_MESSAGE })
    const link = new URL((await mailedLink(account.email)) ?? '')
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('redirect_to')).toBe(SITE + NEW_PASSWORD_PATH)
    expect(answer.text).not.toContain(account.email)
  })

  it('an email still works', async () => {
    const account = await newAccount()
    const answer = await askFor(account.email)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: RECOVERY_REQUESTED_MESSAGE })
    expect(await mailedLink(account.email)).toBeDefined()
  })

  it('an unknown username answers exactly as an unknown email, and as a known account', async () => {
    const account = await newAccount()
    const before = await mailCount()
    const unknownName = seen(await askFor('nadie-se-llama-asi'))
    const unknownEmail = seen(await askFor('nadie-tiene-este@example.com'))
    const known = seen(await askFor(account.username))
    expect(unknownName).toEqual(unknownEmail)
    expect(known).toEqual(unknownEmail)
    await mailedLink(account.email)
    expect(await mailCount()).toBe(before + 1)
  })

  it('asked again within the minute, answers the same and mails nothing more', async () => {
    const account = await newAccount()
    const first = seen(await askFor(account.username))
    await mailedLink(account.email)
    const before = await mailCount()
    expect(seen(await askFor(account.email))).toEqual(first)
    // Long enough for Auth to have answered the second request, which its limit refuses.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailCount()).toBe(before)
  })

  it.each([
    ['nothing typed', {}, 'El usuario es obligatorio'],
    ['only spaces', { username: '   ' }, 'El usuario es obligatorio'],
    ['a malformed email', { username: 'ana@' }, 'Escribe un correo electrónico válido.'],
    [
      'an email with a space',
      { username: 'a na@example.com' },
      'Escribe un correo electrónico válido.',
    ],
    ['too long', { username: 'a'.repeat(321) }, 'El usuario es demasiado largo'],
    ['not text', { username: 42 }, 'El usuario es obligatorio'],
    ['a NUL', { username: 'ana\u0000' }, 'El usuario contiene un carácter no válido'],
  ])(
    'bad input (%s) is a Spanish 400 and nothing is written or mailed',
    async (_, body, message) => {
      const before = await mailCount()
      const [tokens] = await stack.sql`
      select count(*)::int as n from auth.users where recovery_sent_at is not null`
      const answer = await call(stack, '/password-recovery', { body })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(await mailCount()).toBe(before)
      const [after] = await stack.sql`
      select count(*)::int as n from auth.users where recovery_sent_at is not null`
      expect(after.n).toBe(tokens.n)
    },
  )

  it('a body that is not a JSON object is a Spanish 400', async () => {
    for (const rawBody of ['"ana"', 'null', '{']) {
      const answer = await call(stack, '/password-recovery', {
        rawBody,
        headers: { 'content-type': 'application/json' },
      })
      expect(answer.status, rawBody).toBe(400)
      expect(answer.body.message, rawBody).toMatch(/^El cuerpo de la petición/)
    }
  })
})
