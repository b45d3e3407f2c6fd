/**
 * The resumable uploads (TUS) of the embedded Storage under generated hostile calls, sent over raw
 * HTTP: creations with any Upload-Metadata (other buckets, names that climb out with `../`,
 * absolute, empty or huge names, declared types with parameters, bytes that are not what the type
 * says) and any Upload-Length, by any caller; then PATCH, HEAD and DELETE with any offsets,
 * lengths and headers, by the creator, other users or nobody, one at a time or several PATCHes on
 * one upload at once. Whatever comes in: no 5xx; an object appears only in its bucket at its
 * declared name, complete and of the type its bytes are; a refused call changes nothing (but a
 * refused last byte drops its upload whole); nobody but the creator learns an upload's offset.
 */
import { randomUUID } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Metadata } from '@tus/server'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  type Answer,
  checkAnswer,
  exchange,
  type Framing,
  fuzz,
  hostileText,
  Payload,
  PROPERTY_TEST_TIMEOUT_MS,
  type Probe,
  tallyLine,
} from './fuzzing.ts'
import { RESUMABLE_PATH } from './storage-tus.ts'
import { startTestStack, type TestStack } from './testing.ts'

/** Random runs per property, after its examples: the file runs in about 20 s on 2 cores. */
const RUNS = { create: 120, steps: 80, concurrent: 30 }

const CALLERS = [
  'the creator',
  'another admin',
  'a non-admin',
  'the anon key',
  'a forged token',
  'no token',
] as const
type Who = (typeof CALLERS)[number]
/** The callers the bucket policies let write. */
const ADMINS: Who[] = ['the creator', 'another admin']

/** How each kind of file the runs send begins; `html`, `svg` and `junk` are no type a bucket takes. */
const SIGNATURES = {
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  gif: Buffer.from('GIF89a'),
  webp: Buffer.from('RIFF\x24\0\0\0WEBPVP8 ', 'latin1'),
  wav: Buffer.from('RIFF\x24\0\0\0WAVEfmt ', 'latin1'),
  mp3: Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  html: Buffer.from('<!doctype html><script>alert(document.domain)</script>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  junk: Buffer.from('junk-file '),
}
type Kind = keyof typeof SIGNATURES

/** The types a file of each kind may be stored as. */
const TRUE_TYPES: Record<Kind, string[]> = {
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  wav: ['audio/wav', 'audio/x-wav'],
  mp3: ['audio/mpeg'],
  html: [],
  svg: [],
  junk: [],
}

/** The buckets' types, as their migration allows them. */
const ALLOWED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/flac',
  'audio/x-flac',
]

let stack: TestStack
let tokens: Record<Exclude<Who, 'no token'>, string>
/** The user ids an upload's metadata may claim as its creator's. */
const userIds: Partial<Record<Who, string>> = {}
const startedAt = Date.now()

beforeAll(async () => {
  stack = await startTestStack()
  const reader = { username: 'oyente', email: 'oyente@example.com', password: 'oyente-123' }
  const editor = { username: 'editora', email: 'editora@example.com', password: 'editora-123' }
  userIds['a non-admin'] = (await stack.createUser(reader)).id
  userIds['another admin'] = (await stack.createUser({ ...editor, isAdmin: true })).id
  const creator = await stack.signIn(stack.admin.email, stack.admin.password)
  tokens = {
    'the creator': creator,
    'another admin': await stack.signIn(editor.email, editor.password),
    'a non-admin': await stack.signIn(reader.email, reader.password),
    'the anon key': stack.anonKey,
    'a forged token': `${creator.slice(0, -4)}AAAA`,
  }
})

afterAll(async () => {
  console.log(tallyLine('TUS uploads: create, PATCH, HEAD, DELETE × 6 callers', startedAt))
  await stack?.stop()
})

// ---------------------------------------------------------------------------------------------
// What the runs send

type Content = { kind: Kind; size: number; seed: number }

/** The file: its kind's first bytes, then bytes that differ from position to position. */
function bytesOf({ kind, size, seed }: Content) {
  const bytes = Buffer.alloc(size)
  for (let index = 0; index < size; index++) bytes[index] = (index * 31 + seed) % 251
  SIGNATURES[kind].copy(bytes, 0, 0, Math.min(size, SIGNATURES[kind].length))
  return bytes
}

const content: fc.Arbitrary<Content> = fc.record({
  kind: fc.constantFrom(...(Object.keys(SIGNATURES) as Kind[])),
  size: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 3_000 }) },
    // Large enough to reach the server in several pieces.
    { weight: 1, arbitrary: fc.integer({ min: 300_000, max: 1_100_000 }) },
  ),
  seed: fc.nat(250),
})

const who = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Who>('the creator') },
  fc.constantFrom<Who>(...CALLERS.slice(1)),
)

const declaredType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...ALLOWED_TYPES) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'image/png;,text/html',
      'image/png; charset=utf-8',
      'image/png;',
      'image/png,text/html',
      'audio/wav;codecs=1',
      'IMAGE/PNG',
      ' image/png',
      'image/png ',
      'text/html',
      'image/svg+xml',
      'application/octet-stream',
      'image/*',
      '*/*',
      '',
    ),
  },
  hostileText,
)

const bucketName = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('images', 'audio') },
  fc.constantFrom('nada', '', '.', '..', '../images', 'images/../audio', 'IMAGES', 'images '),
  hostileText,
)

/** A fresh name in the bucket, or one that climbs out, is absolute, empty or too long. */
const objectName = fc.oneof(
  { weight: 8, arbitrary: fc.uuid().map((id) => `fuzz/${id}.bin`) },
  fc.constantFrom(
    '../fuera.png',
    '../../../../etc/passwd',
    'fuzz/../../fuera.png',
    '/absoluta.png',
    '/',
    '',
    'fuzz//doble.png',
    './punto.png',
    'fuzz/./punto.png',
    'fuzz\\..\\fuera.png',
    'fuzz/x\u0000y.png',
    '%2e%2e/fuera.png',
    'ñ/🙂.png',
    'x'.repeat(1_025),
    'x'.repeat(12_000),
  ),
  hostileText,
)

type Target = {
  bucketName?: string
  objectName?: string
  contentType?: string
  cacheControl?: string
  /** Not a key clients own: a claim to be someone else, who might then use the upload. */
  creator?: Claimant
}

type Claimant = 'another admin' | 'a non-admin'
const claimant = fc.constantFrom<Claimant>('another admin', 'a non-admin')

const target: fc.Arbitrary<Target> = fc.record(
  {
    bucketName,
    objectName,
    contentType: declaredType,
    cacheControl: fc.constantFrom('3600', '0', '-1', 'no-store', 'max-age=1'),
    creator: claimant,
  },
  { requiredKeys: [] },
)

function encodeMetadata({ creator, ...values }: Target) {
  const claim = creator ? { creator: userIds[creator] ?? '' } : {}
  return Object.entries({ ...values, ...claim })
    .map(([key, value]) => (value === '' ? key : `${key} ${Buffer.from(value).toString('base64')}`))
    .join(',')
}

/** Upload-Metadata as a client writes it, or as no client should. */
const metadataHeader = fc.oneof(
  { weight: 10, arbitrary: target.map(encodeMetadata) },
  fc.constantFrom(
    'bucketName',
    'bucketName !!!',
    ',,,',
    `bucketName ${btoa('images')},bucketName ${btoa('audio')}`,
    `bucketName ${btoa('images')},objectName ${btoa('../fuera.png')}`,
    `bucketName ${btoa('images')} ,objectName ${btoa('fuzz/espacio.png')}`,
    'a b c',
    '',
  ),
)

const LENGTH_LIES = [
  '-1',
  'abc',
  '1e3',
  '',
  '0x10',
  ' 5',
  '99999999999999999999',
  String(10 * 1024 * 1024 + 1),
  String(50 * 1024 * 1024 + 1),
]

type Length = { honest: true; delta: number } | { honest: false; text: string } | 'deferred'

const uploadLength: fc.Arbitrary<Length> = fc.oneof(
  { weight: 10, arbitrary: fc.constant({ honest: true as const, delta: 0 }) },
  fc.integer({ min: -3, max: 3 }).map((delta) => ({ honest: true as const, delta })),
  fc.constant<Length>('deferred'),
  fc.constantFrom(...LENGTH_LIES).map((text): Length => ({ honest: false, text })),
)

const framing = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Framing>('length') },
  fc.constant<Framing>('chunked'),
)

// ---------------------------------------------------------------------------------------------
// Calls and what they may change

function authorization(caller: Who): [string, string][] {
  const apikey: [string, string] = ['apikey', stack.anonKey]
  if (caller === 'no token') return [apikey]
  return [apikey, ['Authorization', `Bearer ${tokens[caller]}`]]
}

async function send(probe: Probe) {
  const answer = await exchange(stack.apiUrl, probe)
  checkAnswer(answer)
  return answer
}

/** The id an upload's URL ends with. */
const idOf = (location: string) => new URL(location).pathname.split('/').pop() as string

type Part = { offset?: number; length?: number; hasInfo: boolean }

type World = {
  /** `bucket/name` -> what its row records. */
  objects: Map<string, string>
  /** Every file under the storage root, by its path below it. */
  files: Set<string>
  /** Unfinished uploads by id. */
  parts: Map<string, Part>
  /** The data directory's top level: nothing lands beside the storage root. */
  top: string
}

const storageRoot = () => join(stack.dataDir, 'storage')
const uploadsDir = () => join(stack.dataDir, 'resumable-uploads')

async function observe(): Promise<World> {
  const rows = await stack.sql<{ key: string; facts: string }[]>`
    select bucket_id || '/' || name as key, concat_ws(' ', metadata->>'size',
      metadata->>'mimetype', metadata->>'eTag') as facts
    from storage.objects`
  const files = (await readdir(storageRoot(), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(storageRoot().length + 1))
  const parts = new Map<string, Part>()
  const part = (id: string) => parts.get(id) ?? (parts.set(id, { hasInfo: false }).get(id) as Part)
  for (const name of await readdir(uploadsDir()).catch(() => [] as string[])) {
    const path = join(uploadsDir(), name)
    if (name.endsWith('.json')) {
      const info = JSON.parse(await readFile(path, 'utf8').catch(() => '{}')) as { size?: number }
      Object.assign(part(name.slice(0, -5)), { hasInfo: true, length: info.size })
    } else {
      const info = await stat(path).catch(() => undefined)
      part(name).offset = info?.size
    }
  }
  return {
    objects: new Map(rows.map((row) => [row.key, row.facts])),
    files: new Set(files),
    parts,
    top: (await readdir(stack.dataDir)).sort().join(','),
  }
}

type Call = {
  answer: Answer
  /** Whether the caller created the upload (or is creating it). */
  byCreator: boolean
  caller: Who
  /** The upload the call was about, if it named one. */
  id?: string
  /** Whether, sent honestly, it would have carried the upload's last byte. */
  lastByte: boolean
}

/** What the run declared: where its file may land, and its bytes. */
type Declared = { targets: Set<string>; bytes: Buffer; kind: Kind }

/** The declared `bucket/name` of an Upload-Metadata header, read as TUS reads it. */
function declaredTarget(header: string) {
  try {
    const values = Metadata.parse(header)
    return `${values?.bucketName ?? ''}/${values?.objectName ?? ''}`
  } catch {
    return undefined
  }
}

function sameMap<V>(a: Map<string, V>, b: Map<string, V>) {
  return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort())
}

/**
 * The properties every answer must keep: Storage's files are exactly its objects; a new or changed
 * object is one the run declared, in its bucket, complete and of its bytes' type; a refused call
 * changes nothing but may drop, whole, the upload whose last byte it refused; nobody but the
 * creator is told an upload's offset or changes it.
 */
async function checkCall(before: World, after: World, call: Call, declared: Declared) {
  const status = call.answer.status
  const objectKeys = [...after.objects.keys()].sort()
  expect([...after.files].sort(), 'every stored file is an object').toEqual(objectKeys)
  expect(after.top, 'nothing lands beside the storage root').toBe(before.top)
  for (const [key, facts] of after.objects) {
    if (before.objects.get(key) === facts) continue
    expect(declared.targets, `${key} was never declared`).toContain(key)
    const [bucket] = key.split('/')
    const [size, mimetype] = facts.split(' ')
    expect(TRUE_TYPES[declared.kind], `a ${declared.kind} stored as ${mimetype}`).toContain(
      mimetype,
    )
    expect(mimetype.startsWith(bucket === 'images' ? 'image/' : 'audio/')).toBe(true)
    const onDisk = await readFile(join(storageRoot(), ...key.split('/')))
    expect(Number(size), 'the row records the whole file').toBe(declared.bytes.length)
    expect(onDisk.equals(declared.bytes), `${key} is not the file that was sent`).toBe(true)
  }
  if (!call.byCreator) {
    expect(status, `${call.caller} was answered`).toBeGreaterThanOrEqual(400)
    expect(call.answer.headers['upload-offset'], `${call.caller} was told the offset`).toBe(
      undefined,
    )
  }
  if (status < 400) return
  expect(sameMap(after.objects, before.objects), `a refused call (${status}) changed objects`).toBe(
    true,
  )
  for (const [id, part] of before.parts) {
    const now = after.parts.get(id)
    if (now && JSON.stringify(now) === JSON.stringify(part)) continue
    const droppedWhole = now === undefined && id === call.id && call.lastByte
    expect(droppedWhole, `a refused call (${status}) changed upload ${id}`).toBe(true)
  }
  for (const id of after.parts.keys()) {
    expect(before.parts.has(id), `a refused call (${status}) left upload ${id}`).toBe(true)
  }
}

function creation(
  metadata: string,
  length: Length,
  bytes: Buffer,
  caller: Who,
  body?: { size: number; framing: Framing },
): Probe {
  const headers: [string, string][] = [...authorization(caller), ['Tus-Resumable', '1.0.0']]
  if (length === 'deferred') headers.push(['Upload-Defer-Length', '1'])
  else if (length.honest) headers.push(['Upload-Length', String(bytes.length + length.delta)])
  else headers.push(['Upload-Length', length.text])
  if (metadata !== '') headers.push(['Upload-Metadata', metadata])
  if (!body) return { method: 'POST', target: RESUMABLE_PATH, headers }
  headers.push(['Content-Type', 'application/offset+octet-stream'])
  const sent = bytes.subarray(0, body.size)
  return {
    method: 'POST',
    target: RESUMABLE_PATH,
    headers,
    body: new Payload(`first ${sent.length} bytes`, sent),
    framing: withBody(sent, body.framing),
  }
}

/** Chunked framing needs a chunk: with no bytes it would be a second, broken request. */
const withBody = (body: Buffer, framing: Framing) => (body.length > 0 ? framing : 'length')

// ---------------------------------------------------------------------------------------------
// 1. Creation, with any metadata, length and caller, with or without the file's first bytes

const creationRun = fc.record({
  content,
  metadata: metadataHeader,
  length: uploadLength,
  caller: who,
  body: fc.option(fc.record({ size: fc.nat(200_000), framing }), { nil: undefined, freq: 3 }),
})
type CreationRun = typeof creationRun extends fc.Arbitrary<infer T> ? T : never

const png = (size: number): Content => ({ kind: 'png', size, seed: 1 })
const html = (size: number): Content => ({ kind: 'html', size, seed: 1 })
const honestLength: Length = { honest: true, delta: 0 }
const whole = (size: number) => ({ size, framing: 'length' as Framing })

const CREATION_EXAMPLES: CreationRun[] = [
  ...['image/png;,text/html', 'image/png; charset=utf-8', 'IMAGE/PNG'].map((contentType) => ({
    content: png(500),
    metadata: encodeMetadata({ bucketName: 'images', objectName: 'fuzz/a.png', contentType }),
    length: honestLength,
    caller: 'the creator' as Who,
    body: whole(500),
  })),
  ...['../fuera.png', '/absoluta.png', '', 'x'.repeat(1_025)].map((name) => ({
    content: png(500),
    metadata: encodeMetadata({ bucketName: 'images', objectName: name, contentType: 'image/png' }),
    length: honestLength,
    caller: 'the creator' as Who,
    body: whole(500),
  })),
  {
    content: html(200),
    metadata: encodeMetadata({
      bucketName: 'images',
      objectName: 'fuzz/pagina.png',
      contentType: 'image/png',
    }),
    length: honestLength,
    caller: 'the creator',
    body: whole(200),
  },
  {
    content: png(300),
    metadata: encodeMetadata({
      bucketName: 'audio',
      objectName: 'fuzz/imagen.mp3',
      contentType: 'audio/mpeg',
    }),
    length: honestLength,
    caller: 'the creator',
    body: whole(300),
  },
]

it(
  'creation, with any metadata, length and caller: no 5xx, nothing but a declared, complete, true file stored, a refusal changes nothing',
  async () => {
    await fuzz(
      'TUS creation',
      creationRun,
      async (run) => {
        const bytes = bytesOf(run.content)
        const before = await observe()
        const probe = creation(run.metadata, run.length, bytes, run.caller, run.body)
        const answer = await send(probe)
        const declared = declaredTarget(run.metadata)
        await checkCall(
          before,
          await observe(),
          { answer, byCreator: true, caller: run.caller, lastByte: false },
          { targets: new Set(declared ? [declared] : []), bytes, kind: run.content.kind },
        )
        if (!ADMINS.includes(run.caller)) {
          expect(answer.status, `${run.caller} created an upload`).toBeGreaterThanOrEqual(400)
        }
      },
      RUNS.create,
      CREATION_EXAMPLES,
    )
  },
  PROPERTY_TEST_TIMEOUT_MS,
)

// ---------------------------------------------------------------------------------------------
// 2. PATCH, HEAD and DELETE on an upload, one after the other, by anyone, with any headers

/** Which upload a call names: the run's own, or an address that is none (or someone else's). */
const uploadAddress = fc.oneof(
  { weight: 12, arbitrary: fc.constant('own') },
  fc.constantFrom('..', '%2e%2e', 'own.json', 'another', '', 'own/extra', '%00'),
)

type Offset = { delta: number } | { text: string }

const patchCall = fc.record({
  method: fc.constant('PATCH' as const),
  caller: who,
  address: uploadAddress,
  offset: fc.oneof(
    { weight: 10, arbitrary: fc.constant<Offset>({ delta: 0 }) },
    fc.integer({ min: -5, max: 5 }).map((delta): Offset => ({ delta })),
    fc
      .constantFrom('-1', 'abc', '', '1e3', '0x0', ' 0', '99999999999999999999')
      .map((text): Offset => ({ text })),
  ),
  /** How many of the file's next bytes it carries; `rest` all, `more` some past the end too. */
  size: fc.oneof(fc.nat(4_000), fc.constantFrom('rest' as const, 'more' as const)),
  uploadLength: fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constant('honest') },
    fc.constantFrom(...LENGTH_LIES),
  ),
  contentType: fc.oneof(
    { weight: 10, arbitrary: fc.constant('application/offset+octet-stream') },
    fc.constantFrom(undefined, 'text/plain'),
  ),
  framing,
  tusResumable: fc.oneof(
    { weight: 10, arbitrary: fc.constant('1.0.0') },
    fc.constantFrom(undefined, '0.2.2'),
  ),
})

const otherCall = fc.record({
  method: fc.constantFrom('HEAD' as const, 'DELETE' as const),
  caller: who,
  address: uploadAddress,
})

const step = fc.oneof({ weight: 3, arbitrary: patchCall }, otherCall)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

const stepsRun = fc.record({
  content,
  /** Mostly none: the type the bytes are (or PNG), in its bucket; else any type in either. */
  declared: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    fc.record({ bucket: fc.constantFrom('images', 'audio'), contentType: declaredType }),
  ),
  deferred: fc.boolean(),
  claimedBy: fc.option(claimant, { nil: undefined, freq: 3 }),
  steps: fc.array(step, { minLength: 1, maxLength: 6 }),
})
type StepsRun = typeof stepsRun extends fc.Arbitrary<infer T> ? T : never

function addressOf(address: string, id: string) {
  if (address === 'own') return `${RESUMABLE_PATH}/${id}`
  if (address === 'another') return `${RESUMABLE_PATH}/${randomUUID()}`
  return `${RESUMABLE_PATH}/${address.replace('own', id)}`
}

function stepProbe(call: Step, id: string, bytes: Buffer, part: Part | undefined): Probe {
  const headers: [string, string][] = [...authorization(call.caller)]
  const target = addressOf(call.address, id)
  if (call.method !== 'PATCH') {
    headers.push(['Tus-Resumable', '1.0.0'])
    return { method: call.method, target, headers }
  }
  if (call.tusResumable) headers.push(['Tus-Resumable', call.tusResumable])
  const offset = part?.offset ?? 0
  headers.push([
    'Upload-Offset',
    'text' in call.offset ? call.offset.text : String(offset + call.offset.delta),
  ])
  if (call.uploadLength !== undefined) {
    headers.push([
      'Upload-Length',
      call.uploadLength === 'honest' ? String(bytes.length) : call.uploadLength,
    ])
  }
  if (call.contentType) headers.push(['Content-Type', call.contentType])
  const rest = bytes.subarray(offset)
  const body =
    call.size === 'rest'
      ? rest
      : call.size === 'more'
        ? Buffer.concat([rest, Buffer.from('de más')])
        : rest.subarray(0, call.size)
  return {
    method: 'PATCH',
    target,
    headers,
    body: new Payload(`${body.length} bytes from ${offset}`, body, call.contentType),
    framing: withBody(body, call.framing),
  }
}

/**
 * Whether a step, were it honest, would carry its upload's last byte: of the length the upload
 * was created with, or the one the step declares (read as the server reads it).
 */
function wouldFinish(call: Step, bytes: Buffer, part: Part | undefined) {
  if (call.method !== 'PATCH' || call.address !== 'own' || !part) return false
  const offset = part.offset ?? 0
  const declared =
    call.uploadLength === undefined || call.uploadLength === 'honest'
      ? bytes.length
      : Number.parseInt(call.uploadLength, 10)
  const length = part.length ?? declared
  const sent = call.size === 'rest' || call.size === 'more' ? bytes.length - offset : call.size
  return offset + sent >= length
}

/** The type a file of this kind is stored as, or passed off as, and the bucket taking it. */
function plausibleTarget(kind: Kind) {
  const contentType = TRUE_TYPES[kind][0] ?? 'image/png'
  return { bucket: contentType.startsWith('audio/') ? 'audio' : 'images', contentType }
}

function honestUpload(run: {
  content: Content
  bucket: string
  contentType: string
  claimedBy?: Claimant
}) {
  const bytes = bytesOf(run.content)
  const name = `fuzz/${randomUUID()}.bin`
  const metadata = encodeMetadata({
    bucketName: run.bucket,
    objectName: name,
    contentType: run.contentType,
    creator: run.claimedBy,
  })
  return { bytes, metadata, target: `${run.bucket}/${name}` }
}

const STEPS_EXAMPLES: StepsRun[] = [
  // Once answered 500: a NUL in the declared type reached Postgres before the type was checked.
  {
    content: png(0),
    declared: { bucket: 'images', contentType: '\u0000' },
    deferred: false,
    claimedBy: undefined,
    steps: [{ method: 'HEAD', caller: 'the creator', address: 'own' }],
  },
  // An HTML page passed off as a PNG, whose metadata claims another admin made it.
  {
    content: html(1_000),
    declared: undefined,
    deferred: false,
    claimedBy: 'another admin',
    steps: [
      {
        method: 'PATCH',
        caller: 'the creator',
        address: 'own',
        offset: { delta: 0 },
        size: 400,
        uploadLength: undefined,
        contentType: 'application/offset+octet-stream',
        framing: 'length',
        tusResumable: '1.0.0',
      },
      { method: 'HEAD', caller: 'another admin', address: 'own' },
      {
        method: 'PATCH',
        caller: 'another admin',
        address: 'own',
        offset: { delta: 0 },
        size: 'rest',
        uploadLength: undefined,
        contentType: 'application/offset+octet-stream',
        framing: 'length',
        tusResumable: '1.0.0',
      },
      {
        method: 'PATCH',
        caller: 'the creator',
        address: 'own',
        offset: { delta: 0 },
        size: 'rest',
        uploadLength: undefined,
        contentType: 'application/offset+octet-stream',
        framing: 'length',
        tusResumable: '1.0.0',
      },
    ],
  },
  {
    content: png(100_000),
    declared: undefined,
    deferred: false,
    claimedBy: undefined,
    steps: [
      {
        method: 'PATCH',
        caller: 'the creator',
        address: 'own',
        offset: { delta: 0 },
        size: 'more',
        uploadLength: undefined,
        contentType: 'application/offset+octet-stream',
        framing: 'chunked',
        tusResumable: '1.0.0',
      },
      { method: 'DELETE', caller: 'no token', address: 'own' },
      {
        method: 'PATCH',
        caller: 'the creator',
        address: 'own',
        offset: { delta: 0 },
        size: 'rest',
        uploadLength: undefined,
        contentType: 'application/offset+octet-stream',
        framing: 'length',
        tusResumable: '1.0.0',
      },
    ],
  },
]

it(
  'PATCH, HEAD and DELETE by anyone with any offset, length and headers: no 5xx, no partial or foreign object, a refusal changes nothing, only the creator learns the offset',
  async () => {
    await fuzz(
      'TUS PATCH, HEAD, DELETE',
      stepsRun,
      async (run) => {
        const {
          bytes,
          metadata,
          target: declaredAt,
        } = honestUpload({
          content: run.content,
          ...(run.declared ?? plausibleTarget(run.content.kind)),
          claimedBy: run.claimedBy,
        })
        const declared = { targets: new Set([declaredAt]), bytes, kind: run.content.kind }
        let before = await observe()
        const created = await send(
          creation(metadata, run.deferred ? 'deferred' : honestLength, bytes, 'the creator'),
        )
        let after = await observe()
        await checkCall(
          before,
          after,
          { answer: created, byCreator: true, caller: 'the creator', lastByte: false },
          declared,
        )
        const id = created.headers.location ? idOf(created.headers.location) : randomUUID()
        for (const call of run.steps) {
          before = after
          const part = before.parts.get(id)
          const answer = await send(stepProbe(call, id, bytes, part))
          after = await observe()
          await checkCall(
            before,
            after,
            {
              answer,
              byCreator: call.caller === 'the creator',
              caller: call.caller,
              id,
              lastByte: wouldFinish(call, bytes, part),
            },
            declared,
          )
        }
      },
      RUNS.steps,
      STEPS_EXAMPLES,
    )
  },
  PROPERTY_TEST_TIMEOUT_MS,
)

// ---------------------------------------------------------------------------------------------
// 3. Several PATCHes on one upload at once

const concurrentRun = fc.record({
  content: content.filter((file) => TRUE_TYPES[file.kind].length > 0 && file.size > 0),
  patches: fc.array(
    fc.record({
      caller: who,
      /** How many bytes after the offset all of them start from; `rest` to the end. */
      size: fc.oneof(fc.nat(4_000), fc.constant('rest' as const)),
      /** Sent at the offset the previous PATCH would leave, as a client pipelining chunks. */
      pipelined: fc.boolean(),
    }),
    { minLength: 2, maxLength: 4 },
  ),
})

it(
  'several PATCHes on one upload at once: no 5xx, no partial or corrupt object, the offset is what was written',
  async () => {
    await fuzz(
      'TUS concurrent PATCHes',
      concurrentRun,
      async (run) => {
        const { bytes, metadata, target } = honestUpload({
          content: run.content,
          ...plausibleTarget(run.content.kind),
        })
        const created = await send(creation(metadata, honestLength, bytes, 'the creator'))
        const id = idOf(created.headers.location)
        let offset = 0
        const probes = run.patches.map((patch) => {
          const start = patch.pipelined ? offset : 0
          const end =
            patch.size === 'rest' ? bytes.length : Math.min(start + patch.size, bytes.length)
          offset = end
          const headers: [string, string][] = [
            ...authorization(patch.caller),
            ['Tus-Resumable', '1.0.0'],
            ['Upload-Offset', String(start)],
            ['Content-Type', 'application/offset+octet-stream'],
          ]
          const body = new Payload(`bytes ${start}-${end}`, bytes.subarray(start, end))
          return { method: 'PATCH', target: `${RESUMABLE_PATH}/${id}`, headers, body }
        })
        const answers = await Promise.all(probes.map(send))
        const world = await observe()
        const stored = world.objects.has(target)
        if (stored) {
          const onDisk = await readFile(join(storageRoot(), ...target.split('/')))
          expect(onDisk.equals(bytes), 'the stored file is not the one sent').toBe(true)
        }
        expect([...world.files].sort()).toEqual([...world.objects.keys()].sort())
        const part = world.parts.get(id)
        if (!stored && part?.offset !== undefined) {
          const head = await send({
            method: 'HEAD',
            target: `${RESUMABLE_PATH}/${id}`,
            headers: [...authorization('the creator'), ['Tus-Resumable', '1.0.0']],
          })
          expect(Number(head.headers['upload-offset'])).toBe(part.offset)
          const written = await readFile(join(uploadsDir(), id))
          expect(
            written.equals(bytes.subarray(0, written.length)),
            'the parts are out of order',
          ).toBe(true)
        }
        for (const [index, answer] of answers.entries()) {
          if (run.patches[index].caller !== 'the creator') {
            expect(answer.status).toBeGreaterThanOrEqual(400)
          }
        }
      },
      RUNS.concurrent,
      [
        // Once answered 500: PATCHes of no bytes at the end wrote to, or finished a second
        // time, an upload whose parts were being moved away.
        {
          content: { kind: 'mp3', size: 28, seed: 15 },
          patches: [
            { caller: 'the creator', size: 3909, pipelined: true },
            { caller: 'the creator', size: 'rest', pipelined: false },
            { caller: 'the creator', size: 'rest', pipelined: true },
            { caller: 'a forged token', size: 'rest', pipelined: true },
          ],
        },
        {
          content: png(16),
          patches: [
            { caller: 'the creator', size: 16, pipelined: false },
            { caller: 'the creator', size: 0, pipelined: true },
          ],
        },
      ],
    )
  },
  PROPERTY_TEST_TIMEOUT_MS,
)
