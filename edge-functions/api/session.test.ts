import { decodeJwt } from 'jose'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSigningKeys, TokenIssuer } from '../../local/keys.ts'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { writeAs } from './db.ts'
import { ApiError } from './errors.ts'
import { call, snapshot, WRITE_ROUTES } from './test-support.ts'

let stack: TestStack
/** The demo admin's token after POST /api/logout with it. */
let signedOut: string

const INVALID_SESSION = 'La sesión no es válida o ha caducado. Inicia sesión de nuevo.'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
)

const signInAdmin = () => stack.signIn(stack.admin.email, stack.admin.password)

beforeAll(async () => {
  stack = await startTestStack()
  signedOut = await signInAdmin()
  const logout = await call(stack, '/logout', { method: 'POST', token: signedOut })
  expect(logout.status).toBe(200)
})
afterAll(() => stack?.stop())

describe('a signed-out token', () => {
  it('is refused by Auth itself', async () => {
    const answer = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${signedOut}` },
    })
    expect(answer.status).toBe(403)
  })

  it('gets 401 from GET /api/user', async () => {
    const answer = await call(stack, '/user', { token: signedOut })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ message: INVALID_SESSION })
  })

  describe.each(WRITE_ROUTES)('$name', (route) => {
    it('is 401 with a signed-out admin token and changes nothing', async () => {
      const id = (await route.arrange?.(stack)) ?? 0
      const before = await snapshot(stack)
      const answer = await call(stack, route.path(id), {
        method: route.method,
        token: signedOut,
        body: route.body,
      })
      expect(answer.status).toBe(401)
      expect(answer.body.message).toBe(INVALID_SESSION)
      expect(await snapshot(stack)).toEqual(before)
    })
  })

  it('cannot upload, and nothing is stored', async () => {
    const before = await snapshot(stack)
    const form = new FormData()
    form.append('imageFile', new Blob([PNG], { type: 'image/png' }), 'foto.png')
    const answer = await call(stack, '/upload/image', {
      method: 'POST',
      token: signedOut,
      rawBody: form,
    })
    expect(answer.status).toBe(401)
    expect(await snapshot(stack)).toEqual(before)
  })

  it('cannot read the admin lists', async () => {
    const answer = await call(stack, '/activities', { token: signedOut })
    expect(answer.status).toBe(401)
  })

  it('cannot write even when the sign-out lands after the admin check: the write transaction checks too', async () => {
    const token = await signInAdmin()
    const claims = decodeJwt(token)
    await call(stack, '/logout', { method: 'POST', token })
    const sql = postgres(stack.dbUrl, { max: 1, prepare: false, onnotice: () => {} })
    try {
      const write = writeAs(sql, { role: 'authenticated', claims }, (tx) =>
        tx.unsafe(
          `insert into public.services (title, description, icon) values ('x', 'y', 'tag')`,
        ),
      )
      await expect(write).rejects.toEqual(new ApiError(401, INVALID_SESSION))
      const [row] =
        await stack.sql`select count(*)::int as n from public.services where title = 'x'`
      expect(row.n).toBe(0)
    } finally {
      await sql.end()
    }
  })
})

describe('logout', () => {
  it("ends only that session: the owner's other sessions keep working", async () => {
    const phone = await signInAdmin()
    const laptop = await signInAdmin()
    expect((await call(stack, '/logout', { method: 'POST', token: phone })).status).toBe(200)
    expect((await call(stack, '/user', { token: phone })).status).toBe(401)
    const stillIn = await call(stack, '/user', { token: laptop })
    expect(stillIn.status).toBe(200)
    expect(stillIn.body).toMatchObject({ username: 'admin', isAdmin: true })
  })

  it('twice with the same token is fine', async () => {
    const answer = await call(stack, '/logout', { method: 'POST', token: signedOut })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: 'Sesión cerrada' })
  })

  it('with a genuine token that has expired is fine (the admin area signs out with what it holds)', async () => {
    const issuer = new TokenIssuer(await loadSigningKeys(stack.dataDir), `${stack.apiUrl}/auth/v1`)
    const expired = await issuer.sign({ ...decodeJwt(await signInAdmin()), exp: undefined }, -60)
    const answer = await call(stack, '/logout', { method: 'POST', token: expired })
    expect(answer.status).toBe(200)
    expect((await call(stack, '/user', { token: expired })).status).toBe(401)
  })

  it('with a token that is not one is a 401', async () => {
    for (const token of ['basura', 'a.b.c', `${signedOut.slice(0, -4)}AAAA`]) {
      const answer = await call(stack, '/logout', { method: 'POST', token })
      expect(answer.status, token).toBe(401)
      expect(answer.body).toEqual({ message: INVALID_SESSION })
    }
  })
})
