/**
 * Every endpoint of the embedded Auth and Storage, called with no key, the anon key, a signed-in
 * non-admin's token, an admin's token and the service-role key, with generated hostile requests
 * sent over raw HTTP. Whatever comes in: no 5xx, an answer within the time limit, no internal
 * detail in the body, and no change to any table or to Storage.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeDetector, signInBoth, type Tokens } from '../edge-functions/api/test-support.ts'
import {
  bodyCorpus,
  checkAnswer,
  exchange,
  type Framing,
  fuzz,
  hostileAuthority,
  hostileAuthorization,
  hostileBody,
  hostileContentLength,
  hostileContentType,
  hostileFraming,
  hostileHeaders,
  hostileQuery,
  hostileSegment,
  ODD_METHODS,
  type Plausible,
  PROPERTY_TEST_TIMEOUT_MS,
  type Probe,
  tallyLine,
} from './fuzzing.ts'
import { startTestStack, type TestStack } from './testing.ts'

/** Random runs per endpoint and caller, after the corpus; endpoints with a body get more. */
const RUNS = { withBody: 12, other: 6 }

const CALLERS = [
  'no key',
  'the anon key',
  'a signed-in non-admin',
  'an admin',
  'the service role',
] as const
type Caller = (typeof CALLERS)[number]

type Endpoint = {
  method: string
  /** `{bucket}` and `{name}` are filled with generated (or, for reads, existing) values. */
  path: string
  fields?: string[]
  queryKeys?: string[]
  /** Callers for whom a well-formed request is a real write; they are not fuzzed here. */
  writesFor?: Caller[]
  /** Ends the caller's own session: signed-in callers send a broken token instead. */
  endsSession?: boolean
  /** For a service-role call: whether this body would really create something. */
  creates?: (body: unknown) => boolean
}

/** The slice of GoTrue in local/auth.ts (handleAuth). */
const AUTH: Endpoint[] = [
  { method: 'GET', path: '/auth/v1/.well-known/jwks.json' },
  { method: 'GET', path: '/auth/v1/health' },
  { method: 'GET', path: '/auth/v1/settings' },
  { method: 'POST', path: '/auth/v1/token?grant_type=password', fields: ['email', 'password'] },
  { method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', fields: ['refresh_token'] },
  {
    method: 'POST',
    path: '/auth/v1/token',
    fields: ['email', 'password'],
    queryKeys: ['grant_type'],
  },
  { method: 'GET', path: '/auth/v1/user' },
  { method: 'POST', path: '/auth/v1/logout', queryKeys: ['scope'], endsSession: true },
  {
    method: 'POST',
    path: '/auth/v1/admin/users',
    fields: ['email', 'password', 'user_metadata'],
    // What this endpoint (admin:create's) accepts: an email with '@', a 6-character password.
    creates: (body) => {
      const { email, password, user_metadata } = (body ?? {}) as Record<string, unknown>
      const username = (user_metadata as { username?: unknown } | null | undefined)?.username
      const hasNul = [email, password, username].some(
        (text) => typeof text === 'string' && text.includes('\u0000'),
      )
      return (
        typeof email === 'string' &&
        email.includes('@') &&
        typeof password === 'string' &&
        password.length >= 6 &&
        !hasNul
      )
    },
  },
  { method: 'POST', path: '/auth/v1/signup', fields: ['email', 'password'] },
]

const PRIVILEGED: Caller[] = ['an admin', 'the service role']

/** The slice of Supabase Storage in local/storage.ts (handleStorage). */
const STORAGE: Endpoint[] = [
  { method: 'GET', path: '/storage/v1/object/public/{bucket}/{name}' },
  { method: 'HEAD', path: '/storage/v1/object/public/{bucket}/{name}' },
  { method: 'GET', path: '/storage/v1/object/authenticated/{bucket}/{name}' },
  { method: 'GET', path: '/storage/v1/object/{bucket}/{name}' },
  {
    method: 'POST',
    path: '/storage/v1/object/list/{bucket}',
    fields: ['prefix', 'limit', 'offset', 'search', 'sortBy'],
  },
  // A well-formed upload by an admin or the service role is a real write.
  { method: 'POST', path: '/storage/v1/object/{bucket}/{name}', writesFor: PRIVILEGED },
  { method: 'PUT', path: '/storage/v1/object/{bucket}/{name}' },
  { method: 'DELETE', path: '/storage/v1/object/{bucket}/{name}' },
  { method: 'DELETE', path: '/storage/v1/object/{bucket}', fields: ['prefixes'] },
]

/** Arranged before fuzzing so reads reach real files; only reads ever name them. */
const EXISTING = { images: 'fuzz/pixel.png', audio: 'fuzz/tone.wav' }
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000d49444154789c6360f8cfc0f01f0005000201a5dd2e5e0000000049454e44ae426082',
  'hex',
)
/** A WAV as far as its first bytes tell, which is all Storage reads of a sound. */
const SOUND = Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1')

let stack: TestStack
let tokens: Tokens
let plausible: Plausible
let changes: Awaited<ReturnType<typeof changeDetector>>
const startedAt = Date.now()

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
  for (const [bucket, name] of Object.entries(EXISTING)) {
    const answer = await fetch(`${stack.apiUrl}/storage/v1/object/${bucket}/${name}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${tokens.admin}`,
        'content-type': bucket === 'images' ? 'image/png' : 'audio/wav',
      },
      body: bucket === 'images' ? PNG : SOUND,
    })
    if (!answer.ok) throw new Error(`could not arrange ${bucket}/${name}: ${await answer.text()}`)
  }
  const [reader] = await stack.sql`
    select u.email from auth.users u join public.profiles p using (id)
    where not p.is_admin order by u.created_at desc limit 1`
  plausible = {
    email: [stack.admin.email, reader.email, 'nueva@example.com'],
    password: ['abcdef'],
    prefix: ['fuzz', 'fuzz/', ''],
    '*': ['fuzz', '10', 'abcdef', 'name', 'asc'],
  }
  changes = await changeDetector(stack)
})

afterAll(async () => {
  console.log(tallyLine('Auth and Storage, every endpoint × 5 callers', startedAt))
  await stack?.stop()
})

function keysOf(caller: Caller) {
  const user = { 'a signed-in non-admin': tokens.reader, 'an admin': tokens.admin }
  if (caller === 'no key') return { apikey: undefined, token: undefined }
  if (caller === 'the service role') {
    return { apikey: stack.serviceRoleKey, token: stack.serviceRoleKey }
  }
  if (caller === 'the anon key') return { apikey: stack.anonKey, token: undefined }
  return { apikey: stack.anonKey, token: user[caller] }
}

const segments = (existing: boolean, bucket: 'images' | 'audio') =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .array(hostileSegment, { minLength: 1, maxLength: 3 })
        .map((parts) => parts.join('/')),
    },
    ...(existing ? [{ weight: 2, arbitrary: fc.constant(EXISTING[bucket]) }] : []),
  )

function hostileRequests(endpoint: Endpoint, caller: Caller) {
  const isRead = endpoint.method === 'GET' || endpoint.method === 'HEAD'
  const { apikey, token } = keysOf(caller)
  const endsSession = Boolean(endpoint.endsSession && token && caller !== 'the anon key')
  const honest = fc.constant(token && `Bearer ${token}`)
  const ownToken = endsSession ? hostileAuthorization(token ?? tokens.reader) : honest
  const authorization = endsSession
    ? ownToken
    : fc.oneof({ weight: 5, arbitrary: honest }, hostileAuthorization(token ?? tokens.reader))
  const location = endpoint.path.includes('{')
    ? fc.constantFrom('images', 'audio').chain((bucket) =>
        fc.record({
          bucket: fc.oneof({ weight: 3, arbitrary: fc.constant(bucket) }, hostileSegment),
          name: segments(isRead, bucket as 'images' | 'audio'),
        }),
      )
    : fc.constant({ bucket: '', name: '' })
  const body = fc.option(hostileBody(endpoint.fields ?? [], plausible), { nil: undefined, freq: 8 })
  const target = { location, query: hostileQuery(endpoint.queryKeys ?? ['apikey']) }
  const honestEnvelope = fc.record({
    ...target,
    authority: fc.constant(''),
    method: fc.constant(endpoint.method),
    apikey: fc.constant(apikey),
    authorization: ownToken,
    headers: fc.constant<[string, string][]>([]),
    body: body.map((payload) => ({ payload, contentType: payload?.contentType })),
    framing: fc.constant<Framing>('length'),
    contentLength: fc.constant(undefined),
  })
  const hostileEnvelope = fc.record({
    ...target,
    authority: hostileAuthority,
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constant(endpoint.method) },
      fc.constantFrom(...ODD_METHODS),
    ),
    apikey: fc.oneof(
      { weight: 4, arbitrary: fc.constant(apikey) },
      fc.constantFrom(undefined, 'x', `${stack.anonKey}x`),
    ),
    authorization,
    headers: hostileHeaders,
    body: body.chain((payload) =>
      hostileContentType(payload).map((contentType) => ({ payload, contentType })),
    ),
    framing: hostileFraming,
    contentLength: hostileContentLength,
  })
  return fc.oneof({ weight: 2, arbitrary: honestEnvelope }, hostileEnvelope)
}

type Generated = ReturnType<typeof hostileRequests> extends fc.Arbitrary<infer T> ? T : never

const callersOf = (endpoint: Endpoint) =>
  CALLERS.filter((caller) => !endpoint.writesFor?.includes(caller))

/** The corpus, sent honestly by the most privileged caller fuzzed here: it gets furthest. */
function corpusRequests(endpoint: Endpoint, caller: Caller): Generated[] {
  const readOnly = endpoint.method === 'GET' || endpoint.method === 'HEAD'
  if (readOnly || caller !== callersOf(endpoint).at(-1)) return []
  const { apikey, token } = keysOf(caller)
  return bodyCorpus(endpoint.fields ?? [], plausible).map((payload) => ({
    location: { bucket: 'images', name: 'fuzz/absent.png' },
    authority: '',
    query: '',
    method: endpoint.method,
    apikey,
    authorization: token && `Bearer ${token}`,
    headers: [],
    body: { payload, contentType: payload.contentType },
    framing: 'length',
    contentLength: undefined,
  }))
}

function toProbe(endpoint: Endpoint, generated: Generated): Probe {
  const path = endpoint.path
    .replace('{bucket}', generated.location.bucket)
    .replace('{name}', generated.location.name)
  const query = path.includes('?') ? generated.query.replace(/^\?/, '&') : generated.query
  const headers: [string, string][] = []
  if (generated.apikey !== undefined) headers.push(['apikey', generated.apikey])
  if (generated.authorization !== undefined)
    headers.push(['Authorization', generated.authorization])
  const { payload, contentType } = generated.body
  if (contentType !== undefined) headers.push(['Content-Type', contentType])
  return {
    method: generated.method,
    target: `${generated.authority}${path}${query}`,
    headers: [...headers, ...generated.headers],
    body: payload,
    framing: generated.framing,
    contentLength: generated.contentLength,
  }
}

function wouldCreate(endpoint: Endpoint, caller: Caller, generated: Generated) {
  if (!endpoint.creates || caller !== 'the service role') return false
  try {
    return endpoint.creates(JSON.parse(generated.body.payload?.bytes.toString('utf8') ?? ''))
  } catch {
    return false
  }
}

const CASES = [...AUTH, ...STORAGE].flatMap((endpoint) =>
  callersOf(endpoint).map((caller) => ({
    name: `${endpoint.method} ${endpoint.path} with ${caller}`,
    endpoint,
    caller,
  })),
)

for (const { name, endpoint, caller } of CASES) {
  it(
    `${name}: no 5xx, no hang, no internal detail, no change`,
    async () => {
      await fuzz(
        `${endpoint.method} ${endpoint.path} ${caller}`,
        hostileRequests(endpoint, caller),
        async (generated) => {
          fc.pre(!wouldCreate(endpoint, caller, generated))
          const answer = await exchange(stack.apiUrl, toProbe(endpoint, generated))
          checkAnswer(answer)
          const changed = await changes()
          if (changed.length) throw new Error(`changed ${changed.join(', ')} (${answer.status})`)
        },
        endpoint.fields ? RUNS.withBody : RUNS.other,
        corpusRequests(endpoint, caller),
      )
    },
    PROPERTY_TEST_TIMEOUT_MS,
  )
}

describe('the gateway', () => {
  it.each([
    'http://[/auth/v1/health',
    'http://ejemplo:99999/storage/v1/object/public/images/fuzz/pixel.png',
  ])('answers a request target it cannot parse (%s) with 400', async (target) => {
    const answer = await exchange(stack.apiUrl, { method: 'GET', target, headers: [] })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ message: 'Invalid request target' })
  })
})
