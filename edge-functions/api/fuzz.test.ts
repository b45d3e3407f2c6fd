/**
 * Every route of the api function, read from the Hono app itself so a route is fuzzed the day it
 * is added, as a visitor, a signed-in non-admin and an admin, with generated hostile requests
 * sent over raw HTTP through the local gateway. Whatever comes in: no 5xx, an answer within the
 * time limit, no internal detail in the body, and no change to any table or to Storage.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  bodyCorpus,
  checkAnswer,
  containsUnstorableText,
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
} from '../../local/fuzzing.ts'
import { startTestStack, type TestStack } from '../../local/testing.ts'
import { RESOURCES } from '../_shared/index.ts'
import {
  mediaDescriptionBody,
  mediaObjectBody,
  mediaReplaceBody,
  mediaUnusedBody,
} from '../_shared/media.ts'
import { orderPathOf, orderSchema } from '../_shared/ordering.ts'
import {
  carouselCreateSchema,
  carouselUpdateSchema,
} from '../_shared/resources/carousel-backgrounds.ts'
import { loginSchema, passwordRecoverySchema } from '../_shared/resources/session.ts'
import {
  settingsSaveSchema,
  settingUpdateSchema,
  settingUpsertSchema,
} from '../_shared/resources/site-settings-checks.ts'
import { tracks } from '../_shared/resources/tracks.ts'
import { appRoutes, changeDetector, type Route, signInBoth, type Tokens } from './test-support.ts'

/** Routes with a body contract have the most ways in, so they get the most runs. */
const RUNS = { withContract: 10, other: 4 }

const ROUTES = appRoutes()

type Contract = { schema: v.GenericSchema & { entries?: object }; creates: boolean }

/**
 * The shared contract of each write body: its field names aim generated bodies at real fields,
 * and a body a creating route would accept is a real write, so an admin's run never sends one.
 */
const CONTRACTS: Record<string, Contract> = {
  ...Object.fromEntries(
    RESOURCES.flatMap((resource) => [
      [`POST /api/${resource.path}`, { schema: resource.createSchema, creates: true }],
      [`PUT /api/${resource.path}/:id`, { schema: resource.updateSchema, creates: false }],
      ...(orderPathOf(resource)
        ? [[`PUT ${orderPathOf(resource)}`, { schema: orderSchema, creates: false }]]
        : []),
    ]),
  ),
  'POST /api/albums/:id/tracks': { schema: tracks.createSchema, creates: false },
  'PUT /api/albums/:id/tracks/order': { schema: orderSchema, creates: false },
  'POST /api/carousel-backgrounds': { schema: carouselCreateSchema, creates: true },
  'PUT /api/carousel-backgrounds/:section': { schema: carouselUpdateSchema, creates: false },
  'POST /api/site-settings': { schema: settingUpsertSchema, creates: true },
  'PUT /api/site-settings/:key': { schema: settingUpdateSchema, creates: false },
  // Its key is in the body, not the path: a body it accepts is a real write.
  'PUT /api/site-settings': { schema: settingsSaveSchema, creates: true },
  'POST /api/login': { schema: loginSchema, creates: false },
  // A request it accepts is a real one: Auth writes a recovery token and mails the link.
  'POST /api/password-recovery': { schema: passwordRecoverySchema, creates: true },
  // Deleting and repointing files are real writes too: an admin's run never sends a valid body.
  'POST /api/media/delete': { schema: mediaObjectBody, creates: true },
  'POST /api/media/delete-unused': { schema: mediaUnusedBody, creates: true },
  'POST /api/media/replace': { schema: mediaReplaceBody, creates: true },
  'PUT /api/media/description': { schema: mediaDescriptionBody, creates: true },
}

/** Routes that take a real write from anyone, signed in or not: no run sends them a valid body. */
const OPEN_TO_EVERYONE = new Set(['POST /api/password-recovery'])

/** Routes whose purpose is to end the caller's session: signed-in callers send a broken token. */
const ENDS_THE_SESSION = new Set(['POST /api/logout'])

/** Records that exist; only GET routes name them, so no write can ever reach a real record. */
const EXISTING_SEGMENTS = ['1', '2', 'hero', 'albums', 'cta_title']
const ABSENT_ID = '2147483647'
const QUERY_KEYS = ['position', 'apikey']
/** Values that pass the checks of many fields, so a hostile value beside them reaches deep. */
const PLAUSIBLE_VALUES = ['Título', 'hero', '#ffffff', 'https://example.com/a', '/demo/a.webp', '3']

const ROLES = [
  ['anon', 'a visitor'],
  ['reader', 'a signed-in non-admin'],
  ['admin', 'an admin'],
] as const
type Role = (typeof ROLES)[number][0]

let stack: TestStack
let tokens: Tokens
let plausible: Plausible
let byDesign: Record<string, string[]>
let changes: Awaited<ReturnType<typeof changeDetector>>
let forgetAttempts: () => Promise<void>
const startedAt = Date.now()

beforeAll(async () => {
  stack = await startTestStack()
  tokens = await signInBoth(stack)
  const [reader] = await stack.sql`
    select p.username, u.email from auth.users u join public.profiles p using (id)
    where not p.is_admin order by u.created_at desc limit 1`
  plausible = {
    username: [stack.admin.username, stack.admin.email, reader.username, reader.email],
    '*': PLAUSIBLE_VALUES,
  }
  // A refused login is counted for throttling: that bookkeeping is the one write it must make.
  const loginBookkeeping = await stack.sql<{ name: string; quoted: string }[]>`
    select schemaname || '.' || tablename as name,
      quote_ident(schemaname) || '.' || quote_ident(tablename) as quoted
    from pg_tables
    where schemaname = 'private' and tablename like '%login%' and tablename not like '%secret%'`
  byDesign = { 'POST /api/login': loginBookkeeping.map((table) => table.name) }
  // Cleared before each login run, or the throttle would soon hide everything behind a 429.
  forgetAttempts = async () => {
    for (const table of loginBookkeeping) await stack.sql.unsafe(`delete from ${table.quoted}`)
  }
  changes = await changeDetector(stack)
})

afterAll(async () => {
  console.log(tallyLine('api function, every route × 3 roles', startedAt))
  await stack?.stop()
})

const isJsonMediaType = (contentType: string | undefined) =>
  /^application\/([\w.-]+\+)?json$/i.test((contentType ?? '').split(';')[0].trim())

/**
 * Whether a creating route's contract accepts the body as the function's validator reads it,
 * with only text Postgres can store: such a body is a legitimate write, not hostile input.
 */
function wellFormedCreate(route: Route, method: string, contentType?: string, body?: Buffer) {
  const contract = CONTRACTS[route.key]
  if (!contract?.creates || method !== route.method) return false
  let seen: unknown = {}
  if (isJsonMediaType(contentType)) {
    try {
      seen = JSON.parse(body?.toString('utf8') ?? '')
    } catch {
      return false
    }
  }
  return v.safeParse(contract.schema, seen).success && !containsUnstorableText(seen)
}

function hostileRequests(route: Route, role: Role) {
  const contract = CONTRACTS[route.key]
  const fields = Object.keys(contract?.schema.entries ?? {})
  const params = route.path.match(/:\w+/g) ?? []
  const segment =
    route.method === 'GET'
      ? fc.oneof(hostileSegment, fc.constantFrom(...EXISTING_SEGMENTS))
      : hostileSegment
  const token = role === 'anon' ? stack.anonKey : tokens[role]
  const honest =
    role === 'anon'
      ? fc.constantFrom(undefined, `Bearer ${stack.anonKey}`)
      : fc.constant(`Bearer ${token}`)
  const endsSession = role !== 'anon' && ENDS_THE_SESSION.has(route.key)
  const ownToken = endsSession ? hostileAuthorization(token) : honest
  const authorization = endsSession
    ? ownToken
    : fc.oneof({ weight: 5, arbitrary: honest }, hostileAuthorization(token))
  const body = fc.option(hostileBody(fields, plausible), { nil: undefined, freq: 8 })
  const target = {
    segments: fc.tuple(...params.map(() => segment)),
    query: hostileQuery(QUERY_KEYS),
  }
  // Mostly an honest envelope around a hostile body, so the body gets past the HTTP parser and
  // the caller checks; otherwise everything about the request is suspect at once.
  const honestEnvelope = fc.record({
    ...target,
    authority: fc.constant(''),
    method: fc.constant(route.method),
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
      { weight: 4, arbitrary: fc.constant(route.method) },
      fc.constantFrom(...ODD_METHODS),
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

/** The corpus in an honest admin request: the caller that gets furthest into every route. */
function corpusRequests(route: Route, role: Role): Generated[] {
  if (role !== 'admin' || route.method === 'GET' || ENDS_THE_SESSION.has(route.key)) return []
  const params = route.path.match(/:\w+/g) ?? []
  const fields = Object.keys(CONTRACTS[route.key]?.schema.entries ?? {})
  return bodyCorpus(fields, plausible).map((payload) => ({
    segments: params.map(() => ABSENT_ID),
    authority: '',
    query: '',
    method: route.method,
    authorization: `Bearer ${tokens.admin}`,
    headers: [],
    body: { payload, contentType: payload.contentType },
    framing: 'length',
    contentLength: undefined,
  }))
}

function toProbe(route: Route, generated: Generated): Probe {
  let index = 0
  const path = route.path.replace(/:\w+/g, () => generated.segments[index++] ?? '')
  const headers: [string, string][] = [['apikey', stack.anonKey]]
  if (generated.authorization !== undefined)
    headers.push(['Authorization', generated.authorization])
  const { payload, contentType } = generated.body
  if (contentType !== undefined) headers.push(['Content-Type', contentType])
  return {
    method: generated.method,
    target: `${generated.authority}/functions/v1${path}${generated.query}`,
    headers: [...headers, ...generated.headers],
    body: payload,
    framing: generated.framing,
    contentLength: generated.contentLength,
  }
}

const CASES = ROUTES.flatMap((route) =>
  ROLES.map(([role, who]) => ({ name: `${route.key} as ${who}`, route, role })),
)

it('finds the routes of every shared resource in the app', () => {
  for (const resource of RESOURCES) {
    expect(ROUTES.some((route) => route.path.startsWith(`/api/${resource.path}`))).toBe(true)
  }
})

for (const { name, route, role } of CASES) {
  it(
    `${name}: no 5xx, no hang, no internal detail, no change`,
    async () => {
      await fuzz(
        `${route.key} ${role}`,
        hostileRequests(route, role),
        async (generated) => {
          fc.pre(
            !(
              (role === 'admin' || OPEN_TO_EVERYONE.has(route.key)) &&
              wellFormedCreate(
                route,
                generated.method,
                generated.body.contentType,
                generated.body.payload?.bytes,
              )
            ),
          )
          if (byDesign[route.key]) await forgetAttempts()
          const answer = await exchange(stack.apiUrl, toProbe(route, generated))
          checkAnswer(answer, { copiesTheDatabase: route.key === 'GET /api/backup' })
          const changed = await changes(byDesign[route.key])
          if (changed.length) throw new Error(`changed ${changed.join(', ')} (${answer.status})`)
        },
        CONTRACTS[route.key] ? RUNS.withContract : RUNS.other,
        corpusRequests(route, role),
      )
    },
    PROPERTY_TEST_TIMEOUT_MS,
  )
}
