import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import {
  appRoutes,
  type CallOptions,
  call,
  signInBoth,
  snapshot,
  WRITE_ROUTES,
} from './test-support.ts'

let stack: TestStack
let adminToken: string

beforeAll(async () => {
  stack = await startTestStack()
  adminToken = (await signInBoth(stack)).admin
})
afterAll(() => stack?.stop())

type Body = Record<string, unknown>
type HostileCase = {
  name: string
  /** The request to send, or undefined when the case does not apply to this route. */
  request: (body: Body, path: string) => (CallOptions & { path?: string }) | undefined
}

const DEPTH = 100_000
const LINK_FIELD = /(url|link)$/i
const linkFields = (body: Body) => Object.keys(body).filter((key) => LINK_FIELD.test(key))
const numberFields = (body: Body) =>
  Object.keys(body).filter((key) => typeof body[key] === 'number')
const stringFields = (body: Body) =>
  Object.keys(body).filter((key) => typeof body[key] === 'string')
const textFields = (body: Body) => stringFields(body).filter((key) => !LINK_FIELD.test(key))

function replacing(body: Body, fields: string[], value: unknown): CallOptions | undefined {
  if (fields.length === 0) return undefined
  return { body: { ...body, ...Object.fromEntries(fields.map((field) => [field, value])) } }
}

const CASES: HostileCase[] = [
  { name: 'malformed JSON', request: () => ({ rawBody: '{"title": "x",', headers: json() }) },
  {
    name: 'a JSON array instead of an object',
    request: () => ({ rawBody: '[1,2,3]', headers: json() }),
  },
  { name: 'JSON null', request: () => ({ rawBody: 'null', headers: json() }) },
  { name: 'missing body', request: () => ({}) },
  {
    name: 'wrong types in every field',
    request: (body) => replacing(body, Object.keys(body), { nested: true }),
  },
  {
    name: 'strings longer than allowed',
    request: (body) => replacing(body, stringFields(body), 'x'.repeat(25_000)),
  },
  {
    name: 'a body over 1 MB',
    request: (body) => ({ body: { ...body, description: 'x'.repeat(1_100_000) } }),
  },
  {
    name: 'only unknown and protected fields',
    request: () => ({
      body: { id: 1, isAdmin: true, is_admin: true, createdAt: '2000-01-01', tracks_count: 99 },
    }),
  },
  {
    name: 'SQL fragments in links and numbers',
    request: (body) =>
      replacing(body, [...linkFields(body), ...numberFields(body)], "1'; drop table services; --"),
  },
  {
    name: 'SQL fragment in the record id',
    request: (_body, path) =>
      /\/\d+(\/|$)/.test(path)
        ? { path: path.replace(/\/\d+(\/|$)/, '/1;drop table services$1') }
        : undefined,
  },
  {
    name: 'HTML fragments in links',
    request: (body) => replacing(body, linkFields(body), '"><script>alert(1)</script>'),
  },
  {
    name: 'javascript: links',
    request: (body) => replacing(body, linkFields(body), 'javascript:alert(document.cookie)'),
  },
  {
    name: 'a lone surrogate in the text fields',
    request: (body) => replacing(body, textFields(body), 'Sin\ud800pareja'),
  },
  {
    name: 'a NUL character in the text fields',
    request: (body) => replacing(body, textFields(body), 'Con\u0000nulo'),
  },
  {
    name: 'JSON nested 100 000 deep',
    request: () => ({ rawBody: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, headers: json() }),
  },
  {
    name: 'an unknown field nested 100 000 deep',
    request: () => ({
      rawBody: `{"extra":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}}`,
      headers: json(),
    }),
  },
  { name: 'negative numbers', request: (body) => replacing(body, numberFields(body), -5) },
  { name: 'non-integer numbers', request: (body) => replacing(body, numberFields(body), 2.5) },
  {
    name: 'numbers given as words',
    request: (body) => replacing(body, numberFields(body), 'tres'),
  },
]

function json() {
  return { 'content-type': 'application/json' }
}

const writesWithBody = WRITE_ROUTES.filter((route) => route.body)

describe.each(writesWithBody)('$name refuses hostile input and writes nothing', (route) => {
  let id = 0
  beforeAll(async () => {
    id = (await route.arrange?.(stack)) ?? 0
  })

  const applicable = CASES.filter((hostile) => hostile.request(route.body ?? {}, route.path(1)))
  it.each(applicable)('$name', async (hostile) => {
    const path = route.path(id)
    const request = hostile.request(route.body ?? {}, path)
    if (!request) return
    const before = await snapshot(stack)
    const answer = await call(stack, request.path ?? path, {
      method: route.method,
      token: adminToken,
      ...request,
    })
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.body.message).toEqual(expect.any(String))
    expect(await snapshot(stack)).toEqual(before)
  })
})

describe('text Postgres cannot store as sent', () => {
  it.each([
    ['a lone surrogate', 'Reiki \udc00'],
    ['a NUL character', 'Reiki \u0000'],
  ])('%s in a field is a 400 naming the field, and nothing is written', async (_case, title) => {
    const before = await snapshot(stack)
    const answer = await call(stack, '/services', {
      token: adminToken,
      body: { title, description: 'Sesión de reiki', icon: 'hands-helping' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: 'El texto contiene caracteres no válidos',
      fieldErrors: { title: 'El texto contiene caracteres no válidos' },
    })
    expect(await snapshot(stack)).toEqual(before)
  })
})

/**
 * Every list the function serves, read from its routing table, with a record each path names. The
 * backup is left out: it is no list, and its answer is every row and file of the site.
 */
const LIST_PATHS = appRoutes()
  .filter((route) => route.method === 'GET' && route.path !== '/api/backup')
  .map((route) =>
    route.path
      .replace(/^\/api/, '')
      .replace(':section', 'hero')
      .replace(/:[a-z]+/g, '1'),
  )
/** Every parameter a list reads from its query string (and a few it does not). */
const QUERY_KEYS = ['q', 'search', 'kind', 'unused', 'limit', 'offset', 'status', 'position']

describe('a search parameter Postgres cannot take as text', () => {
  it('a NUL in any parameter of any list is a 400 with a Spanish message or an answer, never a 500', async () => {
    const answers: string[] = []
    for (const path of LIST_PATHS) {
      for (const key of QUERY_KEYS) {
        const answer = await call(stack, `${path}?${key}=a%00b`, { token: adminToken })
        const spanish = answer.status !== 400 || /[a-záéíóúñ]/.test(answer.body?.message)
        if (answer.status >= 500 || !spanish) answers.push(`${path}?${key}: ${answer.status}`)
      }
    }
    expect(answers).toEqual([])
    expect(await call(stack, '/media?q=%00', { token: adminToken })).toMatchObject({
      status: 400,
      body: {
        message: 'El texto contiene caracteres no válidos',
        fieldErrors: { q: 'El texto contiene caracteres no válidos' },
      },
    })
  })
})

describe('settings the site draws as links', () => {
  it.each([
    ['POST', '/site-settings', 'social_person1_video', 'javascript:alert(document.cookie)'],
    ['POST', '/site-settings', 'community_group_url', 'data:text/html,<script>alert(1)</script>'],
    ['PUT', '/site-settings/social_person2_social', 'social_person2_social', '//evil.example'],
  ])(
    '%s %s refuses %s = %s with the link message, and nothing is written',
    async (method, path, key, value) => {
      const before = await snapshot(stack)
      const answer = await call(stack, path, { method, token: adminToken, body: { key, value } })
      expect(answer.status, answer.text).toBe(400)
      expect(answer.body.message).toBe('El enlace debe empezar por http://, https://, / o #')
      expect(await snapshot(stack)).toEqual(before)
    },
  )
})
