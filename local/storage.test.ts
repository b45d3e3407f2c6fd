import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidObjectName } from '../edge-functions/_shared/object-names.ts'
import { createTestClient, startTestStack, type TestStack } from './testing.ts'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000d49444154789c6360f8cfc0f01f0005000201a5dd2e5e0000000049454e44ae426082',
  'hex',
)

function wav(samples: number) {
  const data = Buffer.alloc(samples * 2)
  for (let index = 0; index < samples; index++) {
    data.writeInt16LE(Math.round(Math.sin(index / 8) * 8000), index * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(8000, 24)
  header.writeUInt32LE(16000, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

const WAV = wav(200)
const HTML_PAGE = Buffer.from('<!doctype html><script>alert(document.domain)</script>')

let stack: TestStack
let adminToken: string
let visitorToken: string

beforeAll(async () => {
  stack = await startTestStack()
  adminToken = await stack.signIn(stack.admin.email, stack.admin.password)
  const visitor = { username: 'lectora', email: 'lectora@example.com', password: 'lectora-123' }
  await stack.createUser(visitor)
  visitorToken = await stack.signIn(visitor.email, visitor.password)
})

afterAll(() => stack?.stop())

function upload(bucket: string, name: string, body: BodyInit, contentType: string, token?: string) {
  return fetch(`${stack.apiUrl}/storage/v1/object/${bucket}/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token ?? stack.anonKey}`,
      'Content-Type': contentType,
    },
    body,
  })
}

async function stored(bucket: string, name: string) {
  const [{ count }] = await stack.sql`
    select count(*)::int as count from storage.objects where bucket_id = ${bucket} and name = ${name}`
  return {
    rows: count,
    file: existsSync(join(stack.dataDir, 'storage', bucket, ...name.split('/'))),
  }
}

async function storedType(bucket: string, name: string) {
  const rows = await stack.sql<{ mimetype: string }[]>`
    select metadata->>'mimetype' as mimetype from storage.objects
    where bucket_id = ${bucket} and name = ${name}`
  return rows[0]?.mimetype
}

/** Every directory under the storage root, relative to it. */
async function storageDirectories() {
  const entries = await readdir(join(stack.dataDir, 'storage'), {
    recursive: true,
    withFileTypes: true,
  })
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function publicUrl(bucket: string, name: string) {
  return `${stack.apiUrl}/storage/v1/object/public/${bucket}/${name}`
}

const rowLevelSecurityError = {
  statusCode: '403',
  error: 'Unauthorized',
  message: 'new row violates row-level security policy',
}

describe('local Storage', () => {
  it('lets an admin upload an image and a sound with supabase-js', async () => {
    const storage = (await signedInClient()).storage
    const image = await storage.from('images').upload('tests/pixel.png', PNG, {
      contentType: 'image/png',
    })
    expect(image.error).toBeNull()
    expect(image.data?.fullPath).toBe('images/tests/pixel.png')
    const sound = await storage.from('audio').upload('tests/tone.wav', WAV, {
      contentType: 'audio/wav',
    })
    expect(sound.error).toBeNull()
    expect(await stored('audio', 'tests/tone.wav')).toEqual({ rows: 1, file: true })
  })

  it('lets an admin upload with a raw body and with a multipart form', async () => {
    const raw = await upload('images', 'tests/raw.png', PNG, 'image/png', adminToken)
    expect(raw.status).toBe(200)
    expect(await raw.json()).toEqual({ Id: expect.any(String), Key: 'images/tests/raw.png' })
    const form = new FormData()
    form.append('cacheControl', '3600')
    form.append('', new Blob([WAV], { type: 'audio/wav' }), 'tone.wav')
    const multipart = await fetch(`${stack.apiUrl}/storage/v1/object/audio/tests/form.wav`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${adminToken}` },
      body: form,
    })
    expect(multipart.status).toBe(200)
    const served = await fetch(publicUrl('audio', 'tests/form.wav'))
    expect(Buffer.from(await served.arrayBuffer()).equals(WAV)).toBe(true)
  })

  it('serves public files byte for byte with their content type and cache headers', async () => {
    await upload('images', 'tests/served.png', PNG, 'image/png', adminToken)
    const answer = await fetch(publicUrl('images', 'tests/served.png'))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('etag')).toMatch(/^".+"$/)
    expect(answer.headers.get('cache-control')).toContain('max-age')
    expect(answer.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('tells browsers not to sniff on every Storage answer (X-Content-Type-Options: nosniff)', async () => {
    await upload('images', 'tests/nosniff.png', PNG, 'image/png', adminToken)
    const url = publicUrl('images', 'tests/nosniff.png')
    const { headers } = await fetch(url)
    const asAdmin = { apikey: stack.anonKey, Authorization: `Bearer ${adminToken}` }
    const answers = {
      public: await fetch(url),
      head: await fetch(url, { method: 'HEAD' }),
      range: await fetch(url, { headers: { Range: 'bytes=0-3' } }),
      unchanged: await fetch(url, { headers: { 'If-None-Match': headers.get('etag') ?? '' } }),
      unsatisfiable: await fetch(url, { headers: { Range: 'bytes=99999-' } }),
      authenticated: await fetch(
        `${stack.apiUrl}/storage/v1/object/authenticated/images/tests/nosniff.png`,
        { headers: asAdmin },
      ),
      missing: await fetch(publicUrl('images', 'tests/none.png')),
      resumable: await fetch(`${stack.apiUrl}/storage/v1/upload/resumable`, {
        method: 'POST',
        headers: asAdmin,
      }),
    }
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, answer.status]),
    )
    expect(statuses).toEqual({
      public: 200,
      head: 200,
      range: 206,
      unchanged: 304,
      unsatisfiable: 416,
      authenticated: 200,
      missing: 400,
      resumable: 412,
    })
    for (const answer of Object.values(answers)) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('answers a byte range with 206 and exactly those bytes', async () => {
    await upload('audio', 'tests/range.wav', WAV, 'audio/wav', adminToken)
    const answer = await fetch(publicUrl('audio', 'tests/range.wav'), {
      headers: { Range: 'bytes=10-19' },
    })
    expect(answer.status).toBe(206)
    expect(answer.headers.get('content-range')).toBe(`bytes 10-19/${WAV.length}`)
    expect(Buffer.from(await answer.arrayBuffer()).equals(WAV.subarray(10, 20))).toBe(true)
  })

  it('answers HEAD on a public file with its headers and no body', async () => {
    await upload('images', 'tests/head.png', PNG, 'image/png', adminToken)
    const answer = await fetch(publicUrl('images', 'tests/head.png'), { method: 'HEAD' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-length')).toBe(String(PNG.length))
    expect(answer.headers.get('content-type')).toBe('image/png')
  })

  it('serves the authenticated read path only to callers the policies allow', async () => {
    await upload('images', 'tests/private-read.png', PNG, 'image/png', adminToken)
    const url = `${stack.apiUrl}/storage/v1/object/authenticated/images/tests/private-read.png`
    const asAdmin = await fetch(url, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${adminToken}` },
    })
    expect(asAdmin.status).toBe(200)
    expect(Buffer.from(await asAdmin.arrayBuffer()).equals(PNG)).toBe(true)
    const asVisitor = await fetch(url, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${visitorToken}` },
    })
    expect(asVisitor.status).toBe(400)
    expect((await asVisitor.json()).statusCode).toBe('404')
  })

  it('answers an unsatisfiable range with 416', async () => {
    await upload('audio', 'tests/short.wav', WAV, 'audio/wav', adminToken)
    const answer = await fetch(publicUrl('audio', 'tests/short.wav'), {
      headers: { Range: `bytes=${WAV.length + 10}-` },
    })
    expect(answer.status).toBe(416)
  })

  it('refuses an upload by a visitor and writes nothing', async () => {
    const { error } = await createTestClient(stack.apiUrl, stack.anonKey)
      .storage.from('images')
      .upload('tests/anon.png', PNG, { contentType: 'image/png' })
    expect(error).toMatchObject({ statusCode: '403', message: rowLevelSecurityError.message })
    const raw = await upload('images', 'tests/anon-raw.png', PNG, 'image/png')
    expect(raw.status).toBe(400)
    expect(await raw.json()).toEqual(rowLevelSecurityError)
    expect(await stored('images', 'tests/anon.png')).toEqual({ rows: 0, file: false })
    expect(await stored('images', 'tests/anon-raw.png')).toEqual({ rows: 0, file: false })
  })

  it('leaves no directory behind when it refuses an upload by a visitor', async () => {
    const before = await storageDirectories()
    const answer = await upload('images', 'nueva-carpeta/anidada/anon.png', PNG, 'image/png')
    expect(await answer.json()).toEqual(rowLevelSecurityError)
    expect(await storageDirectories()).toEqual(before)
  })

  it('refuses an upload by a signed-in non-admin and writes nothing', async () => {
    const answer = await upload('images', 'tests/visitor.png', PNG, 'image/png', visitorToken)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(rowLevelSecurityError)
    expect(await stored('images', 'tests/visitor.png')).toEqual({ rows: 0, file: false })
  })

  it('refuses a MIME type the bucket does not allow', async () => {
    const answer = await upload('images', 'tests/page.html', '<p>hola</p>', 'text/html', adminToken)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      statusCode: '415',
      error: 'invalid_mime_type',
      message: 'mime type text/html is not supported',
    })
    expect(await stored('images', 'tests/page.html')).toEqual({ rows: 0, file: false })
  })

  it.each([
    ['a raw body', 'raw'],
    ['a multipart form', 'multipart'],
    ['a replacement (PUT)', 'put'],
  ])(
    'refuses a declared type with parameters in %s, as hosted Storage does',
    async (_case, how) => {
      const name = `tests/parameters-${how}.png`
      if (how === 'put') await upload('images', name, PNG, 'image/png', adminToken)
      const current = async () => ({
        ...(await stored('images', name)),
        type: await storedType('images', name),
      })
      const before = await current()
      const declared = 'image/png;,text/html'
      const form = new FormData()
      form.append('', new Blob([PNG], { type: declared }), 'pixel.png')
      const answer = await fetch(`${stack.apiUrl}/storage/v1/object/images/${name}`, {
        method: how === 'put' ? 'PUT' : 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${adminToken}`,
          ...(how === 'multipart' ? {} : { 'Content-Type': declared }),
        },
        body: how === 'multipart' ? form : PNG,
      })
      expect(await answer.json()).toEqual({
        statusCode: '415',
        error: 'invalid_mime_type',
        message: `mime type ${declared} is not supported`,
      })
      expect(await current()).toEqual(before)
    },
  )

  it.each([
    ['an HTML page declared image/png', 'images', 'image/png', HTML_PAGE, 'raw'],
    [
      'an HTML page declared image/png in a multipart form',
      'images',
      'image/png',
      HTML_PAGE,
      'multipart',
    ],
    ['a PNG declared audio/mpeg', 'audio', 'audio/mpeg', PNG, 'raw'],
    ['a WAV declared audio/flac', 'audio', 'audio/flac', WAV, 'raw'],
  ])(
    'refuses %s: the bytes must be what the declared type says',
    async (_case, bucket, declared, bytes, how) => {
      const name = `tests/disguised-${how}-${declared.replace('/', '-')}`
      const form = new FormData()
      form.append('', new Blob([bytes], { type: declared }), 'archivo')
      const answer =
        how === 'multipart'
          ? await fetch(`${stack.apiUrl}/storage/v1/object/${bucket}/${name}`, {
              method: 'POST',
              headers: { apikey: stack.anonKey, Authorization: `Bearer ${adminToken}` },
              body: form,
            })
          : await upload(bucket, name, bytes, declared, adminToken)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({
        statusCode: '415',
        error: 'invalid_mime_type',
        message: `El contenido del archivo no corresponde a su tipo (${declared}).`,
      })
      expect(await stored(bucket, name)).toEqual({ rows: 0, file: false })
    },
  )

  it('takes a file declared by another name the bucket allows for its type, and keeps that name', async () => {
    const answer = await upload('audio', 'tests/alias.wav', WAV, 'audio/x-wav', adminToken)
    expect(answer.status).toBe(200)
    expect(await storedType('audio', 'tests/alias.wav')).toBe('audio/x-wav')
  })

  it('refuses a file one byte over the bucket limit', async () => {
    const oversize = Buffer.alloc(10 * 1024 * 1024 + 1)
    PNG.copy(oversize)
    const answer = await upload('images', 'tests/huge.png', oversize, 'image/png', adminToken)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    })
    expect(await stored('images', 'tests/huge.png')).toEqual({ rows: 0, file: false })
  })

  it('does not let visitors list a bucket', async () => {
    await upload('images', 'tests/listed.png', PNG, 'image/png', adminToken)
    const { data, error } = await createTestClient(stack.apiUrl, stack.anonKey)
      .storage.from('images')
      .list('tests')
    expect(error).toBeNull()
    expect(data).toEqual([])
    const admin = await (await signedInClient()).storage.from('images').list('tests')
    expect(admin.data?.map((entry) => entry.name)).toContain('listed.png')
  })

  it('answers a missing object with Storage not_found', async () => {
    const answer = await fetch(publicUrl('images', 'tests/none.png'))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    })
  })

  it('lets an admin delete objects by prefix list, file included', async () => {
    await upload('images', 'tests/gone.png', PNG, 'image/png', adminToken)
    const { data, error } = await (await signedInClient()).storage
      .from('images')
      .remove(['tests/gone.png'])
    expect(error).toBeNull()
    expect(data?.map((entry) => entry.name)).toEqual(['tests/gone.png'])
    expect(await stored('images', 'tests/gone.png')).toEqual({ rows: 0, file: false })
  })

  it.each([
    ['a lone percent sign', 'public/images/%', '%'],
    ['a non-hex escape', 'public/images/tests/a%ZZ.png', 'tests/a%ZZ.png'],
    ['a truncated UTF-8 sequence', 'authenticated/images/%E0%A4%A', '%E0%A4%A'],
    ['an upload path', 'images/%C3', '%C3'],
  ])('answers malformed percent-encoding (%s) with 400 InvalidKey', async (_case, path, key) => {
    const answer = await fetch(`${stack.apiUrl}/storage/v1/object/${path}`, {
      method: path.startsWith('images/') ? 'POST' : 'GET',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${adminToken}` },
      body: path.startsWith('images/') ? PNG : undefined,
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      statusCode: '400',
      error: 'InvalidKey',
      message: `Invalid key: ${key}`,
    })
  })

  it.each([
    ['NUL', '\u0000'],
    ['a C0 control', '\u0001'],
    ['a tab', '\t'],
    ['CR and LF', '\r\n'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['right-to-left override', '\u202e'],
    ['right-to-left mark', '\u200f'],
    ['a bidirectional isolate', '\u2067'],
  ])(
    'refuses an object name holding %s with 400 InvalidKey, as hosted Storage does, and stores nothing',
    async (_case, character) => {
      const name = `tests/control-${character}gnp.png`
      expect(isValidObjectName(name)).toBe(false)
      const answer = await upload('images', encodeURIComponent(name), PNG, 'image/png', adminToken)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({
        statusCode: '400',
        error: 'InvalidKey',
        message: `Invalid key: ${name}`,
      })
      const [{ count }] = await stack.sql`
      select count(*)::int as count from storage.objects
      where bucket_id = 'images' and name like 'tests/control-%'`
      expect(count).toBe(0)
      const files = await readdir(join(stack.dataDir, 'storage', 'images', 'tests')).catch(() => [])
      expect(files.filter((file) => file.startsWith('control-'))).toEqual([])
      expect(isValidObjectName('tests/control-ñandú (1).png')).toBe(true)
    },
  )

  it.each([
    ['a list prefix', 'list/images', 'POST', { prefix: 'tests/\u0000' }],
    ['a prefix to delete', 'images', 'DELETE', { prefixes: ['tests/\u0000.png'] }],
  ])('answers a NUL character in %s with 400 InvalidRequest', async (_case, path, method, body) => {
    const answer = await fetch(`${stack.apiUrl}/storage/v1/object/${path}`, {
      method,
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${adminToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      message: 'The request contains text that cannot be stored',
    })
  })

  it('answers a NUL character in a multipart cacheControl with 400 InvalidRequest', async () => {
    const form = new FormData()
    form.append('cacheControl', 'max-age=\u0000')
    form.append('', new Blob([PNG], { type: 'image/png' }), 'pixel.png')
    const answer = await fetch(`${stack.apiUrl}/storage/v1/object/images/tests/nul-cache.png`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${adminToken}` },
      body: form,
    })
    expect(await answer.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest' })
    expect(await stored('images', 'tests/nul-cache.png')).toEqual({ rows: 0, file: false })
  })

  it.each([
    ['CR/LF', 'max-age=60\r\nX-Injected: 1'],
    ['LF', 'max-age=60\nno-store'],
  ])(
    'refuses a multipart cacheControl with %s with 400 and a Spanish message, and stores nothing',
    async (_case, value) => {
      const form = new FormData()
      form.append('cacheControl', value)
      form.append('', new Blob([PNG], { type: 'image/png' }), 'pixel.png')
      const answer = await fetch(`${stack.apiUrl}/storage/v1/object/images/tests/crlf-cache.png`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${adminToken}` },
        body: form,
      })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({
        statusCode: '400',
        error: 'InvalidRequest',
        message: 'El campo cacheControl no puede contener saltos de línea ni caracteres de control',
      })
      expect(await stored('images', 'tests/crlf-cache.png')).toEqual({ rows: 0, file: false })
    },
  )

  it.each([
    ['a list request', 'list/images', 'POST'],
    ['a delete by prefixes', 'images', 'DELETE'],
  ])('answers %s with a JSON body over 1 MB with 413', async (_case, path, method) => {
    const answer = await fetch(`${stack.apiUrl}/storage/v1/object/${path}`, {
      method,
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${adminToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ prefix: 'x'.repeat(1024 * 1024) }),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    })
  })

  it.each([
    [
      'cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\npng',
    ],
    ['without a boundary', 'multipart/form-data', 'png'],
  ])('answers a multipart form %s with 400 InvalidRequest', async (_case, contentType, body) => {
    const answer = await upload('images', 'tests/broken-form.png', body, contentType, adminToken)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      message: 'The multipart form could not be read',
    })
    expect(await stored('images', 'tests/broken-form.png')).toEqual({ rows: 0, file: false })
  })

  it('refuses object names that climb out of the bucket', async () => {
    const answer = await upload(
      'images',
      'tests/%2E%2E/%2E%2E/evil.png',
      PNG,
      'image/png',
      adminToken,
    )
    expect(answer.status).toBe(400)
    expect(existsSync(join(stack.dataDir, 'evil.png'))).toBe(false)
  })
})

async function signedInClient() {
  const client = createTestClient(stack.apiUrl, stack.anonKey)
  const { error } = await client.auth.signInWithPassword({
    email: stack.admin.email,
    password: stack.admin.password,
  })
  if (error) throw error
  return client
}
