/**
 * Property-based fuzzing of the embedded stack, shared by `local/fuzz.test.ts` (Auth and Storage)
 * and `edge-functions/api/fuzz.test.ts` (every route of the function).
 *
 * Requests are written byte by byte on a socket rather than with fetch, so they can carry what
 * fetch refuses to send: malformed percent-encoding and raw bytes in the target, lying or invalid
 * Content-Length, broken chunked framing, oversized headers, odd methods. Every run is seeded
 * (`FUZZ_SEED`, fixed unless set) so a failure replays; fast-check prints the seed, the path and
 * the shrunk counterexample.
 */
import { connect } from 'node:net'
import fc from 'fast-check'

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122)
const ANSWER_TIMEOUT_MS = 10_000
/** Bounds one property, shrinking included, well inside the test's own timeout. */
const PROPERTY_TIME_LIMIT_MS = 40_000
export const PROPERTY_TEST_TIMEOUT_MS = PROPERTY_TIME_LIMIT_MS + 20_000

/** A body; counterexamples show its description, not its (possibly megabyte-long) bytes. */
export class Payload {
  constructor(
    readonly description: string,
    readonly bytes: Buffer,
    /** What an honest client would declare for these bytes. */
    readonly contentType = 'application/json',
  ) {}

  static text(text: string, description = JSON.stringify(text), contentType?: string) {
    return new Payload(description, Buffer.from(text), contentType)
  }

  [fc.toStringMethod]() {
    return this.description.length > 300
      ? `${this.description.slice(0, 300)}… (${this.bytes.length} bytes)`
      : this.description
  }
}

/** How the body is delimited; everything but `length` is a framing error or a lie. */
export type Framing =
  | 'length'
  | 'shorter-length'
  | 'chunked'
  | 'broken-chunked'
  | 'length-and-chunked'

export type Probe = {
  method: string
  /** The request-target exactly as written on the wire. */
  target: string
  headers: [string, string][]
  body?: Payload
  framing?: Framing
  /** Replaces the Content-Length header with this text (an invalid or oversized value). */
  contentLength?: string
}

export type Answer = { status: number; headers: Record<string, string>; body: string }

const MAX_LOOPBACK_HOSTS = 250 * 250 * 250
let loopbackCounter = 0

/**
 * Each request leaves from its own 127.x.y.z address (as login.test.ts does), so per-address
 * throttles (the function's login, Auth's sign-ins) never turn the deeper paths of a route into a
 * blanket 429 halfway through a run.
 */
function nextLoopbackAddress() {
  loopbackCounter = (loopbackCounter + 1) % MAX_LOOPBACK_HOSTS
  const n = loopbackCounter
  return `127.${1 + Math.floor(n / 62_500)}.${1 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}`
}

function encodeRequest(probe: Probe, host: string): Buffer {
  const lines = [`${probe.method} ${probe.target} HTTP/1.1`, `Host: ${host}`, 'Connection: close']
  for (const [name, value] of probe.headers) lines.push(`${name}: ${value}`)
  const body = probe.body?.bytes ?? Buffer.alloc(0)
  const framing = probe.framing ?? 'length'
  let payload = body
  if (probe.contentLength !== undefined) lines.push(`Content-Length: ${probe.contentLength}`)
  else if (framing === 'length' && probe.body) lines.push(`Content-Length: ${body.length}`)
  else if (framing === 'shorter-length') lines.push(`Content-Length: ${body.length >> 1}`)
  if (framing === 'chunked' || framing === 'broken-chunked' || framing === 'length-and-chunked') {
    lines.push('Transfer-Encoding: chunked')
    if (framing === 'length-and-chunked') lines.push(`Content-Length: ${body.length}`)
    const size = framing === 'broken-chunked' ? 'zz' : body.length.toString(16)
    payload = Buffer.concat([Buffer.from(`${size}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload])
}

function dechunk(buffer: Buffer, start: number): Buffer | undefined {
  const parts: Buffer[] = []
  let offset = start
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', offset)
    if (lineEnd < 0) return undefined
    const size = Number.parseInt(buffer.subarray(offset, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return undefined
    if (size === 0) return Buffer.concat(parts)
    if (buffer.length < lineEnd + 2 + size + 2) return undefined
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
}

/** The first final answer in `buffer`, once complete; `closed` means no more bytes will come. */
function parseAnswer(buffer: Buffer, method: string, closed: boolean): Answer | undefined {
  let offset = 0
  for (;;) {
    const headEnd = buffer.indexOf('\r\n\r\n', offset)
    if (headEnd < 0) return undefined
    const [statusLine, ...headerLines] = buffer
      .subarray(offset, headEnd)
      .toString('latin1')
      .split('\r\n')
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN)
    const headers: Record<string, string> = {}
    for (const line of headerLines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    const start = headEnd + 4
    if (status >= 100 && status < 200) {
      offset = start
      continue
    }
    if (method === 'HEAD' || status === 204 || status === 304) return { status, headers, body: '' }
    let body: Buffer | undefined
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(buffer, start)
    else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length'])
      if (buffer.length - start >= length) body = buffer.subarray(start, start + length)
    } else if (closed) body = buffer.subarray(start)
    return body && { status, headers, body: body.toString('utf8') }
  }
}

/** Sends one request on a fresh connection and reads the first final answer. */
export function exchange(
  baseUrl: string,
  probe: Probe,
  timeoutMs = ANSWER_TIMEOUT_MS,
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: hostname,
      port: Number(port),
      localAddress: nextLoopbackAddress(),
    })
    const chunks: Buffer[] = []
    let settled = false
    const settle = (closed: boolean) => {
      if (settled) return
      const answer = parseAnswer(Buffer.concat(chunks), probe.method, closed)
      if (!answer && !closed) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      if (answer) resolve(answer)
      else reject(new Error('the connection closed without an answer'))
    }
    const timer = setTimeout(() => {
      settled = true
      socket.destroy()
      reject(new Error(`no answer within ${timeoutMs} ms`))
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      settle(false)
    })
    // A reset after the answer is normal: the server drops the rest of a body it refused.
    socket.on('error', () => settle(true))
    socket.on('close', () => settle(true))
    socket.write(encodeRequest(probe, `${hostname}:${port}`))
  })
}

/** What no answer may contain: traces, file paths, SQL, driver and runtime error names. */
const INTERNAL_DETAIL: RegExp[] = [
  /\n\s+at \S/,
  /\bat [\w$.<>]+ \(/,
  /file:\/\/|\/work\/|\/tmp\/|\/home\/|node_modules|\b[\w-]+\.(?:ts|mjs|cjs|js):\d+/,
  /postgres|pglite|sqlstate|\bpg_[a-z]/i,
  /\b(?:Type|Range|Syntax|Reference|URI|Eval|Postgres|Aggregate)Error\b/,
  /syntax error at or near|invalid byte sequence|invalid input syntax|unsupported Unicode escape/i,
  /violates (?:not-null|foreign key|unique|check|exclusion) constraint|duplicate key value/i,
  /\b(?:relation|column|function) "?[\w.]+"? does not exist/i,
  /\bselect\b[\s\S]{0,200}\bfrom\b|\binsert into\b|\bupdate\b[\s\S]{0,80}\bset\b/i,
  /set_config|json_build_object|storage\.objects|auth\.users|private\./,
  /\bE(?:CONNREFUSED|CONNRESET|NOENT|ACCES|PIPE|ADDRINUSE)\b/,
  /Cannot read propert|is not a function|is not defined|undefined is not|Maximum call stack/,
]

function statusInBody(body: string): number | undefined {
  try {
    const parsed = JSON.parse(body) as { statusCode?: unknown; code?: unknown }
    const status = Number(parsed?.statusCode ?? parsed?.code)
    return Number.isInteger(status) ? status : undefined
  } catch {
    return undefined
  }
}

/**
 * A hostile request may be refused, or even answered, but never with a 5xx or an inside detail.
 * `copiesTheDatabase`: a route whose answer is, by design, the database itself (the admin's
 * backup): when it answers 200, table and schema names in it are its content, not a leak.
 */
export function checkAnswer(answer: Answer, { copiesTheDatabase = false } = {}) {
  const excerpt = answer.body.slice(0, 400)
  if (!(answer.status >= 200 && answer.status < 500)) {
    throw new Error(`answered ${answer.status}: ${excerpt}`)
  }
  const inBody = statusInBody(answer.body)
  if (inBody !== undefined && inBody >= 500) {
    throw new Error(`answered ${answer.status} carrying status ${inBody}: ${excerpt}`)
  }
  if (copiesTheDatabase && answer.status === 200) return
  const leak = INTERNAL_DETAIL.find((pattern) => pattern.test(answer.body))
  if (leak) throw new Error(`the answer gives away internal detail (${leak}): ${excerpt}`)
}

const codePoint = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCodePoint(code))

const character = fc.oneof(
  { weight: 4, arbitrary: codePoint(0x20, 0x7e) },
  { weight: 2, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: codePoint(0x01, 0x1f) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('\x7f', '\u0085', '\u2028', '\u200b', '\ufeff', '\u202e'),
  },
  { weight: 2, arbitrary: codePoint(0xd800, 0xdfff) },
  { weight: 2, arbitrary: codePoint(0x80, 0x10ffff) },
)

const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff{}',
  '\r\n',
  '%',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '..',
  '../../etc/passwd',
  '..\\..\\',
  "'",
  "1' or '1'='1",
  "'; drop table services; --",
  '\\',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'null',
  'NaN',
  '-0',
  '1e309',
  '9007199254740993',
  '__proto__',
  'constructor',
  'e\u0301',
  '🙂',
]

/** An ordinary text with NUL, a lone surrogate or a control character spliced in. */
const spliced = fc
  .tuple(
    fc.constantFrom('a', 'Título', 'admin', 'https://example.com/a'),
    fc.constantFrom('\u0000', '\ud800', '\udc00', '\u001b', '\u007f'),
    fc.nat(),
  )
  .map(([text, odd, at]) => {
    const cut = at % (text.length + 1)
    return `${text.slice(0, cut)}${odd}${text.slice(cut)}`
  })

/** Texts that have broken parsers and databases before: NUL, controls, lone surrogates, … */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: character, maxLength: 24 }) },
  { weight: 2, arbitrary: spliced },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(501, 1_001, 2_049, 20_001, 100_000).map((n) => 'x'.repeat(n)),
  },
)

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, -0, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
)

const leaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null))

/** Any JSON value, with hostile texts and numbers in its leaves and keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown
  array: unknown[]
  object: Record<string, unknown>
}>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
})).value

/** Field name -> values that pass its checks, or come close; `*` for any other field. */
export type Plausible = Readonly<Record<string, readonly string[]>>

const hostileValue = fc.oneof({ weight: 4, arbitrary: hostileText }, hostileJson)

/** A body that would pass but for one or two fields, so the hostile values reach deep. */
function almostValid(fields: readonly string[], plausible: Plausible) {
  const good = (field: string) => {
    const values = plausible[field] ?? plausible['*'] ?? []
    return values.length ? fc.constantFrom(...values) : hostileText
  }
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, good(field)]))),
      fc.constantFrom(...fields),
      hostileValue,
      fc.option(fc.tuple(fc.constantFrom(...fields), hostileValue), { freq: 2 }),
    )
    .map(([base, spoiled, value, second]) => ({
      ...base,
      ...(second ? { [second[0]]: second[1] } : {}),
      [spoiled]: value,
    }))
}

/** Any of the real field names (or hostile keys when there are none) with hostile values. */
function fieldObject(fields: readonly string[]) {
  if (fields.length === 0) return fc.dictionary(hostileText, hostileValue, { maxKeys: 5 })
  return fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), {
    requiredKeys: [],
  })
}

const asJson = (value: unknown) => Payload.text(JSON.stringify(value) ?? 'null')

const malformedJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"title":',
      '[1,2',
      '{"a":1,}',
      "{'a':1}",
      'nul',
      '"\\u12"',
      '"\\ud800"',
      '{"a":"\\u0000"}',
      '1 2',
      '\u0000',
      '{"__proto__":{"isAdmin":true}}',
      '{"a":1}{"b":2}',
    ),
    fc.tuple(hostileJson, fc.nat()).map(([value, cut]) => {
      const text = JSON.stringify(value) ?? 'null'
      return text.slice(0, cut % (text.length + 1))
    }),
  )
  .map((text) => Payload.text(text))

const deepJson = fc
  .tuple(fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom('array', 'object', 'open'))
  .map(([depth, shape]) => {
    const text =
      shape === 'array'
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : shape === 'object'
          ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
          : '['.repeat(depth)
    return Payload.text(text, `${shape} JSON nested ${depth} deep`)
  })

const hugeJson = fc
  .tuple(fc.constantFrom(200_000, 1_048_577, 2_000_000), fc.constantFrom('text', 'keys'))
  .map(([size, shape]) => {
    if (shape === 'text') {
      return Payload.text(`{"title":"${'x'.repeat(size)}"}`, `a ${size}-character title`)
    }
    const keys = Math.floor(size / 10)
    const members = Array.from({ length: keys }, (_, index) => `"k${index}":0`)
    return Payload.text(`{${members.join(',')}}`, `an object of ${keys} keys`)
  })

const INVALID_UTF8 = [
  [0xff],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xc0, 0xaf],
]

const rawBytes = fc
  .oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.constantFrom(...INVALID_UTF8).map((bytes) => new Uint8Array([0x22, ...bytes, 0x22])),
  )
  .map(
    (bytes) =>
      new Payload(
        `bytes ${Buffer.from(bytes).toString('hex')}`,
        Buffer.from(bytes),
        'application/octet-stream',
      ),
  )

/** Never a real image or sound: file-type finds no magic number behind this prefix. */
const NOT_A_MEDIA_FILE = 'junk-file '

const multipartJunk = fc
  .tuple(
    fc.constantFrom('imageFile', 'audioFile', 'file', '', 'a"b', 'cacheControl'),
    fc.constantFrom('a.png', '', '../../x.wav', 'a\u0000.png', '"'),
    fc.constantFrom('image/png', 'audio/wav', '', 'text/html', 'image/png\u0000'),
    hostileText,
    fc.constantFrom('--x--', '', '--y--', '--x'),
  )
  .map(([field, filename, type, content, end]) =>
    Payload.text(
      `--x\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${NOT_A_MEDIA_FILE}${content}\r\n--x\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n${content}\r\n${end}`,
      undefined,
      'multipart/form-data; boundary=x',
    ),
  )

function firstPlausible(field: string, plausible: Plausible) {
  return (plausible[field] ?? plausible['*'] ?? [])[0] ?? 'a'
}

/** Texts Postgres cannot store as they are: NUL, and lone surrogates (stored altered). */
export function containsUnstorableText(value: unknown): boolean {
  const pending = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (next.includes('\u0000') || /\p{Cs}/u.test(next)) return true
    } else if (next && typeof next === 'object') {
      for (const item of Object.values(next)) pending.push(item)
    }
  }
  return false
}

/**
 * Bodies tried on every property whatever the seed, because each has broken a route before: NUL
 * in one field of an otherwise plausible body (for each field), lone surrogates in every field, a
 * body over the size limits, one nested past any recursion limit, one that is not JSON, and
 * multipart forms that cannot be read.
 */
export function bodyCorpus(fields: readonly string[], plausible: Plausible): Payload[] {
  const base = Object.fromEntries(fields.map((field) => [field, firstPlausible(field, plausible)]))
  const withNul = fields.map((field) => {
    const value = base[field]
    const middle = value.length >> 1
    return asJson({ ...base, [field]: `${value.slice(0, middle)}\u0000${value.slice(middle)}` })
  })
  const first = fields[0] ?? 'title'
  return [
    ...withNul,
    asJson(Object.fromEntries(fields.map((field) => [field, '\ud800']))),
    Payload.text(JSON.stringify({ [first]: 'x'.repeat(2_000_000) }), 'a 2 MB body'),
    Payload.text(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'JSON nested 100000 deep'),
    Payload.text('{'),
    Payload.text(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\njunk',
      'a multipart form cut short',
      'multipart/form-data; boundary=x',
    ),
    Payload.text('junk', 'a multipart body without a boundary', 'multipart/form-data'),
  ]
}

/**
 * Request bodies: JSON aimed at the real `fields` (almost valid, or not at all), any JSON,
 * malformed and deeply nested JSON, bodies over the limits, invalid UTF-8, broken multipart forms.
 */
export function hostileBody(
  fields: readonly string[] = [],
  plausible: Plausible = {},
): fc.Arbitrary<Payload> {
  const aimed = fields.length
    ? [{ weight: 10, arbitrary: almostValid(fields, plausible).map(asJson) }]
    : []
  return fc.oneof(
    ...aimed,
    { weight: 5, arbitrary: fieldObject(fields).map(asJson) },
    { weight: 2, arbitrary: hostileJson.map(asJson) },
    { weight: 3, arbitrary: malformedJson },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: hugeJson },
    { weight: 2, arbitrary: rawBytes },
    { weight: 2, arbitrary: multipartJunk },
  )
}

const ODD_CONTENT_TYPES = [
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/json;;;',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="x"',
  'image/png',
  'audio/wav',
  'image/svg+xml',
  '*/*',
  ';',
  'ñ/ñ',
  'a'.repeat(5_000),
]

/** Usually what the body is; sometimes none, or something it is not. */
export function hostileContentType(body: Payload | undefined): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(body?.contentType) },
    fc.constant(undefined),
    fc.constantFrom(...ODD_CONTENT_TYPES),
  )
}

export const hostileFraming: fc.Arbitrary<Framing> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Framing>('length') },
  fc.constantFrom<Framing>('shorter-length', 'chunked', 'broken-chunked', 'length-and-chunked'),
)

/**
 * Usually none (the framing decides); sometimes a value no parser should take at face value. Never
 * a valid length longer than the body: a server is right to wait for the bytes it was promised.
 */
export const hostileContentLength: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  fc.constantFrom('-1', 'abc', '1e3', '0x10', '', '1, 2', '+5', '99999999999999999999'),
)

/** Percent-encodes every byte of the text's WTF-8 form, so lone surrogates stay malformed. */
function percentEncode(text: string): string {
  let encoded = ''
  for (const char of text) {
    if (/^[A-Za-z0-9._~-]$/.test(char)) {
      encoded += char
      continue
    }
    const code = char.codePointAt(0) ?? 0
    const bytes =
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        : [...Buffer.from(char)]
    encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  return encoded
}

const RAW_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '00001',
  '+1',
  '9007199254740993',
  '999999999999999999999',
  '2147483648',
  '%',
  '%%',
  '%2',
  '%ZZ',
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%C0%AE',
  '%ED%A0%80',
  '%FF%FE',
  '%E0%A4%A',
  'null',
  'NaN',
  '__proto__',
  'constructor',
  "1'",
  '1;x',
  'ñ',
  '%C3%B1',
  '*',
  ':id',
  'a'.repeat(3_000),
]

/** One path segment as written in the target: malformed escapes, raw UTF-8, odd numbers. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  hostileText.filter((text) => text !== '').map(percentEncode),
)

/** A query string with real `keys` and hostile ones, badly escaped values and odd separators. */
export function hostileQuery(keys: readonly string[] = []): fc.Arbitrary<string> {
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), hostileSegment) : hostileSegment
  return fc.oneof(
    fc.constant(''),
    fc
      .array(fc.tuple(key, fc.oneof(hostileSegment, fc.constant(''))), {
        minLength: 1,
        maxLength: 3,
      })
      .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`),
    fc.constantFrom('?', '?&&&', '?=', '?%', '?a=%ZZ', '?a[]=1&a[]=2', `?${'a=1&'.repeat(1_500)}`),
  )
}

/** Mostly what a parser lets through (printable and Latin-1 bytes), now and then a control. */
const headerValue = fc.string({
  unit: fc.oneof(
    { weight: 6, arbitrary: codePoint(0x20, 0x7e) },
    { weight: 2, arbitrary: codePoint(0x80, 0xff) },
    fc.constantFrom('\u0000', '\u0001', '\t', '\x7f'),
  ),
  maxLength: 40,
})

/** Headers an honest client would not send together, or at all. */
export const hostileHeaders: fc.Arbitrary<[string, string][]> = fc.array(
  fc.oneof(
    fc.constantFrom<[string, string]>(
      ['Range', 'bytes=0-0'],
      ['Range', 'bytes=-0'],
      ['Range', 'bytes=5-1'],
      ['Range', 'bytes=abc'],
      ['Range', 'bytes=0-1,2-3'],
      ['Range', 'bytes=99999999999999999999-'],
      ['Range', 'bytes=-99999999999999999999'],
      ['Range', 'items=0-1'],
      ['Range', ''],
      ['If-None-Match', '*'],
      ['If-Modified-Since', 'ayer'],
      ['Accept', '*/*;q=abc'],
      ['Accept-Encoding', 'gzip;q=2, br, zstd'],
      ['Origin', 'null'],
      ['Origin', 'http://localhost:5173'],
      ['Origin', 'http://evil.example'],
      ['Access-Control-Request-Method', 'DELETE'],
      ['Access-Control-Request-Headers', 'x-a\x7f'],
      ['Expect', '100-continue'],
      ['Expect', 'teapot'],
      ['X-Forwarded-For', 'not-an-address'],
      ['X-Forwarded-For', '::1, 300.1.1.1, '],
      ['X-Upsert', 'true'],
      ['Cache-Control', 'max-age=-1'],
      ['X-Supabase-Api-Version', '2024-01-01'],
      ['X-Supabase-Api-Version', '9999-99-99'],
      ['Cookie', 'a=%; b'],
      ['Content-Encoding', 'gzip'],
      ['Transfer-Encoding', 'gzip'],
      ['X-Junk', 'a'.repeat(20_000)],
    ),
    fc.tuple(
      fc.constantFrom(
        'Range',
        'If-None-Match',
        'Cache-Control',
        'X-Upsert',
        'X-Client-Info',
        'Accept-Profile',
        'Prefer',
        'X-Forwarded-For',
        'Origin',
        'X-Junk',
      ),
      headerValue,
    ),
  ),
  { maxLength: 2 },
)

/** Now and then an absolute-form target (`GET http://host/path`), some with a host no parser takes. */
export const hostileAuthority = fc.oneof(
  { weight: 10, arbitrary: fc.constant('') },
  fc.constantFrom('http://localhost', 'https://ejemplo.es', 'http://[', 'http://ejemplo:99999'),
)

/** Methods the routers have no handler for, plus HEAD and OPTIONS; CONNECT opens a tunnel instead. */
export const ODD_METHODS = [
  'HEAD',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'PROPFIND',
  'PURGE',
  'MKCOL',
  'SEARCH',
  'LOCK',
  'FOO',
] as const

/**
 * Broken or forged Authorization values built around a real `token`; never one that still
 * carries it intact, so they are safe to send to routes that would end its session.
 */
export function hostileAuthorization(token: string): fc.Arbitrary<string> {
  const [header, payload] = token.split('.')
  const forged = Buffer.from(JSON.stringify({ role: 'service_role', sub: 'x' })).toString(
    'base64url',
  )
  return fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -4)}`,
      `Bearer ${token} ${token}`,
      `Bearer ${header}.${forged}.${token.split('.')[2]}`,
      `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      'Bearer a.b.c',
      'Bearer e30.e30.',
      `Bearer ${'a'.repeat(12_000)}`,
      'Bearer %00',
      'Bearer ñ',
    ),
    headerValue.map((value) => `Bearer ${value}`),
  )
}

/** What this test file has fuzzed: properties checked, runs made, inputs tried with shrinking. */
const tally = { properties: 0, runs: 0, skipped: 0, inputs: 0 }

/** Each property its own seed, derived from FUZZ_SEED and its label, so they explore apart. */
function seedFor(label: string) {
  let hash = FUZZ_SEED | 0
  for (const char of label) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0
  return hash
}

/**
 * Checks `check` on the `examples`, then on `randomRuns` generated values; on failure, throws
 * fast-check's report: the seed, the path, the shrunk counterexample and the error.
 */
export async function fuzz<T>(
  label: string,
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  randomRuns: number,
  examples: T[] = [],
) {
  tally.properties += 1
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (value) => {
      tally.inputs += 1
      await check(value)
    }),
    {
      seed: seedFor(label),
      numRuns: examples.length + randomRuns,
      examples: examples.map((example): [T] => [example]),
      includeErrorInReport: true,
      plugins: [fc.interruptAfterTimeLimit(PROPERTY_TIME_LIMIT_MS, { failOnInterrupt: true })],
    },
  )
  tally.runs += details.numRuns
  tally.skipped += details.numSkips
  if (details.failed) throw new Error(fc.defaultReportMessage(details))
}

/** The summary line each fuzz suite prints when it is done. */
export function tallyLine(label: string, startedAt: number) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
  return `[fuzz] ${label}: ${tally.properties} properties, ${tally.runs} runs (${tally.skipped} skipped), ${tally.inputs} inputs tried, ${seconds} s, FUZZ_SEED ${FUZZ_SEED}`
}
