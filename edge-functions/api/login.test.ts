import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { call } from './test-support.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
  await stack.createUser({
    username: 'marta',
    email: 'marta@example.com',
    password: 'marta-secreto-1',
    isAdmin: false,
  })
})
afterAll(() => stack?.stop())

const login = (username: string, password: string) =>
  call(stack, '/login', { body: { username, password } })

/** A login sent from another loopback address, so the per-address counter is a different one. */
function loginFrom(localAddress: string, username: string, password: string): Promise<number> {
  const url = new URL(`${stack.functionsUrl}/api/login`)
  const body = JSON.stringify({ username, password })
  return new Promise<number>((resolve, reject) => {
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
        incoming.resume()
        incoming.on('end', () => resolve(incoming.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe('login', () => {
  it('a wrong password and an unknown username get the same answer', async () => {
    const wrongPassword = await login('marta', 'equivocada')
    const unknownUser = await login('nadie', 'equivocada')
    expect(wrongPassword.status).toBe(401)
    expect(unknownUser.status).toBe(401)
    expect(wrongPassword.body).toEqual({ message: 'Usuario o contraseña incorrectos' })
    expect(unknownUser.body).toEqual(wrongPassword.body)
  })

  it('never reveals the email of a username', async () => {
    const answer = await login('marta', 'equivocada')
    expect(answer.text).not.toContain('marta@example.com')
  })

  it('a non-admin can sign in and is told so', async () => {
    const answer = await login('marta', 'marta-secreto-1')
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ username: 'marta', isAdmin: false })
  })

  it('is 429 after more than 5 failed logins for one username, while another username from another address still signs in', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect(await loginFrom(`127.0.0.${10 + attempt}`, 'admin', `mal-${attempt}`)).toBe(401)
    }
    const blocked = await login('admin', stack.admin.password)
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe(
      'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.',
    )
    expect(await loginFrom('127.0.0.2', 'marta', 'marta-secreto-1')).toBe(200)
  })

  it('is 429 after more than 5 failed logins from one address, whatever the username', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect(await loginFrom('127.0.0.3', `desconocido${attempt}`, 'mal')).toBe(401)
    }
    expect(await loginFrom('127.0.0.3', 'marta', 'marta-secreto-1')).toBe(429)
  })

  it('a forged X-Forwarded-For does not dodge the address limit', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await call(stack, '/login', {
        body: { username: `otro${attempt}`, password: 'mal' },
        headers: { 'x-forwarded-for': `10.0.0.${attempt}` },
      })
    }
    const answer = await call(stack, '/login', {
      body: { username: 'marta', password: 'marta-secreto-1' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    })
    expect(answer.status).toBe(429)
  })
})
