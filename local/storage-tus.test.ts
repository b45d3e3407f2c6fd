import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { Upload } from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from './testing.ts'

const CHUNK = 6 * 1024 * 1024

let stack: TestStack
let adminToken: string
let otherAdminToken: string
let visitorToken: string

beforeAll(async () => {
  stack = await startTestStack()
  adminToken = await stack.signIn(stack.admin.email, stack.admin.password)
  const visitor = { username: 'oyente', email: 'oyente@example.com', password: 'oyente-123' }
  await stack.createUser(visitor)
  visitorToken = await stack.signIn(visitor.email, visitor.password)
  const otherAdmin = { username: 'editora', email: 'editora@example.com', password: 'editora-123' }
  await stack.createUser({ ...otherAdmin, isAdmin: true })
  otherAdminToken = await stack.signIn(otherAdmin.email, otherAdmin.password)
})

afterAll(() => stack?.stop())

const endpoint = () => `${stack.apiUrl}/storage/v1/upload/resumable`

/** Bytes that differ from position to position, so a misplaced chunk shows. */
function patterned(size: number, seed = 7) {
  const bytes = Buffer.alloc(size)
  for (let index = 0; index < size; index++) bytes[index] = (index * 31 + seed) % 251
  return bytes
}

/** How a file of each type the tests send begins: the bytes that make it one. */
const SIGNATURES: Record<string, Buffer> = {
  'image/png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  'image/webp': Buffer.from('RIFF\x24\0\0\0WEBPVP8 ', 'latin1'),
  'audio/wav': Buffer.from('RIFF\x24\0\0\0WAVEfmt ', 'latin1'),
  'audio/mpeg': Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  'audio/ogg': Buffer.concat([
    Buffer.from('OggS\0\x02', 'latin1'),
    Buffer.alloc(22),
    Buffer.from('\x01vorbis'),
  ]),
}

/** Patterned bytes that begin as a real file of `contentType` does. */
function fileOf(contentType: string, size: number, seed?: number) {
  const bytes = patterned(size, seed)
  SIGNATURES[contentType].copy(bytes)
  return bytes
}

const HTML_PAGE = Buffer.from('<!doctype html><script>alert(document.domain)</script>')

function metadataHeader(values: Record<string, string>) {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')
}

function authHeaders(token = adminToken) {
  return { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' }
}

function create(
  target: { bucket: string; name: string; contentType: string; length: number },
  options: { token?: string; upsert?: boolean } = {},
) {
  return fetch(endpoint(), {
    method: 'POST',
    headers: {
      ...authHeaders(options.token),
      'Upload-Length': String(target.length),
      'Upload-Metadata': metadataHeader({
        bucketName: target.bucket,
        objectName: target.name,
        contentType: target.contentType,
        cacheControl: '3600',
      }),
      ...(options.upsert ? { 'x-upsert': 'true' } : {}),
    },
  })
}

function patch(location: string, offset: number, body: Buffer, upsert = false, token?: string) {
  return fetch(location, {
    method: 'PATCH',
    headers: {
      ...authHeaders(token),
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      ...(upsert ? { 'x-upsert': 'true' } : {}),
    },
    body: new Uint8Array(body),
  })
}

/** Creates an upload and sends `bytes` in 6 MB chunks; answers the last PATCH. */
async function uploadInChunks(bucket: string, name: string, contentType: string, bytes: Buffer) {
  const created = await create({ bucket, name, contentType, length: bytes.length })
  expect(created.status).toBe(201)
  const location = created.headers.get('location') as string
  let answer: Response | undefined
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    answer = await patch(location, offset, bytes.subarray(offset, offset + CHUNK))
    expect(answer.status).toBe(204)
  }
  return { location, answer: answer as Response }
}

async function stored(bucket: string, name: string) {
  const rows = await stack.sql<{ owner: string | null; mimetype: string; size: number }[]>`
    select owner::text, metadata->>'mimetype' as mimetype, (metadata->>'size')::int as size
    from storage.objects where bucket_id = ${bucket} and name = ${name}`
  return {
    row: rows[0],
    file: existsSync(join(stack.dataDir, 'storage', bucket, ...name.split('/'))),
  }
}

async function publicBytes(bucket: string, name: string) {
  const answer = await fetch(`${stack.apiUrl}/storage/v1/object/public/${bucket}/${name}`)
  return { answer, bytes: Buffer.from(await answer.arrayBuffer()) }
}

async function pendingUploads() {
  const dir = join(stack.dataDir, 'resumable-uploads')
  return existsSync(dir) ? (await readdir(dir)).sort() : []
}

async function adminId() {
  const [{ id }] = await stack.sql<{ id: string }[]>`
    select id::text from auth.users where email = ${stack.admin.email}`
  return id
}

describe('resumable uploads (TUS) in the local Storage', () => {
  it('answers OPTIONS with the TUS version and extensions it speaks', async () => {
    const answer = await fetch(endpoint(), { method: 'OPTIONS', headers: authHeaders() })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('tus-version')).toBe('1.0.0')
    expect(answer.headers.get('tus-extension')).toContain('creation')
  })

  it('refuses a request without Tus-Resumable with 412', async () => {
    const answer = await fetch(endpoint(), {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${adminToken}` },
    })
    expect(answer.status).toBe(412)
  })

  it('creates, patches in 6 MB chunks and reports the offset; the file lands where a standard upload would', async () => {
    const bytes = fileOf('audio/wav', CHUNK + 1234)
    const created = await create({
      bucket: 'audio',
      name: 'tus/round-trip.wav',
      contentType: 'audio/wav',
      length: bytes.length,
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('tus-resumable')).toBe('1.0.0')
    const location = created.headers.get('location') as string
    expect(location.startsWith(`${endpoint()}/`)).toBe(true)

    const first = await patch(location, 0, bytes.subarray(0, CHUNK))
    expect(first.status).toBe(204)
    expect(first.headers.get('upload-offset')).toBe(String(CHUNK))

    const head = await fetch(location, { method: 'HEAD', headers: authHeaders() })
    expect(head.status).toBe(200)
    expect(head.headers.get('upload-offset')).toBe(String(CHUNK))
    expect(head.headers.get('upload-length')).toBe(String(bytes.length))
    expect(head.headers.get('cache-control')).toBe('no-store')

    const last = await patch(location, CHUNK, bytes.subarray(CHUNK))
    expect(last.status).toBe(204)
    expect(last.headers.get('upload-offset')).toBe(String(bytes.length))

    const served = await publicBytes('audio', 'tus/round-trip.wav')
    expect(served.answer.status).toBe(200)
    expect(served.answer.headers.get('content-type')).toBe('audio/wav')
    expect(served.answer.headers.get('cache-control')).toBe('max-age=3600')
    expect(served.bytes.equals(bytes)).toBe(true)
    expect(await stored('audio', 'tus/round-trip.wav')).toEqual({
      row: { owner: await adminId(), mimetype: 'audio/wav', size: bytes.length },
      file: true,
    })
    expect(await pendingUploads()).toEqual([])
  })

  it('answers a PATCH at the wrong offset with 409 and changes nothing', async () => {
    const bytes = patterned(1000)
    const created = await create({
      bucket: 'images',
      name: 'tus/offset.png',
      contentType: 'image/png',
      length: bytes.length,
    })
    const location = created.headers.get('location') as string
    const wrong = await patch(location, 10, bytes.subarray(10))
    expect(wrong.status).toBe(409)
    const head = await fetch(location, { method: 'HEAD', headers: authHeaders() })
    expect(head.headers.get('upload-offset')).toBe('0')
  })

  it.each([
    ['another admin', () => authHeaders(otherAdminToken), 404],
    ['a signed-in non-admin', () => authHeaders(visitorToken), 404],
    ['the anon key', () => authHeaders(stack.anonKey), 404],
    ['no token', () => ({ apikey: stack.anonKey, 'Tus-Resumable': '1.0.0' }), 404],
    ['a forged token', () => authHeaders(`${adminToken.slice(0, -4)}AAAA`), 403],
  ])(
    'answers HEAD only to the user who created the upload: to %s it tells nothing',
    async (_caller, headers, status) => {
      const bytes = fileOf('image/png', 1000)
      const created = await create({
        bucket: 'images',
        name: 'tus/private-offset.png',
        contentType: 'image/png',
        length: bytes.length,
      })
      const location = created.headers.get('location') as string
      expect((await patch(location, 0, bytes.subarray(0, 400))).status).toBe(204)
      const head = await fetch(location, { method: 'HEAD', headers: headers() })
      expect(head.status).toBe(status)
      expect(head.headers.get('upload-offset')).toBeNull()
      expect(head.headers.get('upload-length')).toBeNull()
      const freshToken = await stack.signIn(stack.admin.email, stack.admin.password)
      const own = await fetch(location, { method: 'HEAD', headers: authHeaders(freshToken) })
      expect(own.status).toBe(200)
      expect(own.headers.get('upload-offset')).toBe('400')
    },
  )

  it('lets only the user who created an upload continue or cancel it', async () => {
    const bytes = fileOf('image/png', 1000)
    const created = await create({
      bucket: 'images',
      name: 'tus/someone-elses.png',
      contentType: 'image/png',
      length: bytes.length,
    })
    const location = created.headers.get('location') as string
    expect((await patch(location, 0, bytes.subarray(0, 400))).status).toBe(204)
    const continued = await patch(location, 400, bytes.subarray(400), false, otherAdminToken)
    expect(continued.status).toBe(404)
    const cancelled = await fetch(location, {
      method: 'DELETE',
      headers: authHeaders(otherAdminToken),
    })
    expect(cancelled.status).toBe(404)
    const head = await fetch(location, { method: 'HEAD', headers: authHeaders() })
    expect(head.headers.get('upload-offset')).toBe('400')
    expect((await stored('images', 'tus/someone-elses.png')).row).toBeUndefined()
  })

  it('uploads with tus-js-client in 6 MB chunks, with progress', async () => {
    const bytes = fileOf('audio/mpeg', 2 * CHUNK + 4321, 3)
    const progress: number[] = []
    await new Promise<void>((resolve, reject) => {
      new Upload(bytes, {
        endpoint: endpoint(),
        chunkSize: CHUNK,
        uploadDataDuringCreation: true,
        headers: { authorization: `Bearer ${adminToken}`, apikey: stack.anonKey },
        metadata: {
          bucketName: 'audio',
          objectName: 'tus/client.mp3',
          contentType: 'audio/mpeg',
          cacheControl: '3600',
        },
        onProgress: (sent) => progress.push(sent),
        onSuccess: () => resolve(),
        onError: reject,
      }).start()
    })
    expect(progress.at(-1)).toBe(bytes.length)
    const served = await publicBytes('audio', 'tus/client.mp3')
    expect(served.answer.headers.get('content-type')).toBe('audio/mpeg')
    expect(served.bytes.equals(bytes)).toBe(true)
  })

  it('resumes after a dropped connection from the offset HEAD reports', async () => {
    const bytes = fileOf('audio/ogg', CHUNK + 500_000, 11)
    const created = await create({
      bucket: 'audio',
      name: 'tus/resumed.ogg',
      contentType: 'audio/ogg',
      length: bytes.length,
    })
    const location = created.headers.get('location') as string
    const sentBeforeDrop = 2 * 1024 * 1024
    await new Promise<void>((resolve) => {
      const url = new URL(location)
      const partial = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: {
          ...authHeaders(),
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(CHUNK),
        },
      })
      partial.on('error', () => resolve())
      partial.write(bytes.subarray(0, sentBeforeDrop), () => {
        setTimeout(() => {
          partial.destroy()
          resolve()
        }, 200)
      })
    })

    let offset = -1
    for (let attempt = 0; attempt < 50 && offset !== sentBeforeDrop; attempt++) {
      const head = await fetch(location, { method: 'HEAD', headers: authHeaders() })
      offset = Number(head.headers.get('upload-offset'))
      if (offset !== sentBeforeDrop) await new Promise((wait) => setTimeout(wait, 100))
    }
    expect(offset).toBe(sentBeforeDrop)

    const rest = await patch(location, offset, bytes.subarray(offset))
    expect(rest.status).toBe(204)
    const served = await publicBytes('audio', 'tus/resumed.ogg')
    expect(served.bytes.equals(bytes)).toBe(true)
  })

  it('refuses an anonymous caller at creation and writes nothing', async () => {
    const before = await pendingUploads()
    const answer = await create(
      { bucket: 'images', name: 'tus/anon.png', contentType: 'image/png', length: 100 },
      { token: stack.anonKey },
    )
    expect(answer.status).toBe(403)
    expect(await answer.text()).toBe('new row violates row-level security policy')
    expect(await pendingUploads()).toEqual(before)
    expect((await stored('images', 'tus/anon.png')).row).toBeUndefined()
  })

  it('refuses a signed-in non-admin at creation', async () => {
    const answer = await create(
      { bucket: 'audio', name: 'tus/visitor.mp3', contentType: 'audio/mpeg', length: 100 },
      { token: visitorToken },
    )
    expect(answer.status).toBe(403)
  })

  it('refuses a token it did not sign', async () => {
    const answer = await create(
      { bucket: 'audio', name: 'tus/forged.mp3', contentType: 'audio/mpeg', length: 100 },
      { token: `${adminToken.slice(0, -4)}AAAA` },
    )
    expect(answer.status).toBe(403)
  })

  it('refuses a file larger than the bucket limit with 413', async () => {
    const answer = await create({
      bucket: 'images',
      name: 'tus/huge.png',
      contentType: 'image/png',
      length: 10 * 1024 * 1024 + 1,
    })
    expect(answer.status).toBe(413)
    const audio = await create({
      bucket: 'audio',
      name: 'tus/huge.mp3',
      contentType: 'audio/mpeg',
      length: 50 * 1024 * 1024 + 1,
    })
    expect(audio.status).toBe(413)
  })

  it('refuses a MIME type the bucket does not allow with 415', async () => {
    const answer = await create({
      bucket: 'images',
      name: 'tus/page.svg',
      contentType: 'image/svg+xml',
      length: 100,
    })
    expect(answer.status).toBe(415)
    expect(await answer.text()).toBe('mime type image/svg+xml is not supported')
  })

  it('refuses a declared type with parameters with 415, as hosted Storage does', async () => {
    const before = await pendingUploads()
    const answer = await create({
      bucket: 'images',
      name: 'tus/parameters.png',
      contentType: 'image/png;,text/html',
      length: 100,
    })
    expect(answer.status).toBe(415)
    expect(await answer.text()).toBe('mime type image/png;,text/html is not supported')
    expect(await pendingUploads()).toEqual(before)
  })

  it.each([
    ['an HTML page declared image/png', 'images', 'image/png', HTML_PAGE],
    ['a PNG declared audio/mpeg', 'audio', 'audio/mpeg', fileOf('image/png', 300)],
  ])(
    'refuses at completion %s: the bytes must be what the type says, and none of it is kept',
    async (_case, bucket, contentType, bytes) => {
      const name = `tus/disguised-${bucket}`
      const before = await pendingUploads()
      const created = await create({ bucket, name, contentType, length: bytes.length })
      expect(created.status).toBe(201)
      const location = created.headers.get('location') as string
      const half = bytes.length >> 1
      expect((await patch(location, 0, bytes.subarray(0, half))).status).toBe(204)
      const last = await patch(location, half, bytes.subarray(half))
      expect(last.status).toBe(415)
      expect(await last.text()).toBe(
        `El contenido del archivo no corresponde a su tipo (${contentType}).`,
      )
      expect(await stored(bucket, name)).toEqual({ row: undefined, file: false })
      expect((await publicBytes(bucket, name)).answer.status).toBe(400)
      expect(await pendingUploads()).toEqual(before)
      expect((await fetch(location, { method: 'HEAD', headers: authHeaders() })).status).toBe(404)
    },
  )

  it('refuses a missing bucket with 404 and a name that climbs out of the bucket with 400', async () => {
    const missing = await create({
      bucket: 'nada',
      name: 'tus/x.png',
      contentType: 'image/png',
      length: 10,
    })
    expect(missing.status).toBe(404)
    const climbing = await create({
      bucket: 'images',
      name: 'tus/../../evil.png',
      contentType: 'image/png',
      length: 10,
    })
    expect(climbing.status).toBe(400)
  })

  it('refuses an existing name without x-upsert (409) and replaces it with x-upsert', async () => {
    const name = 'tus/replaced.png'
    const original = fileOf('image/png', 300, 1)
    await uploadInChunks('images', name, 'image/png', original)
    const again = await create({
      bucket: 'images',
      name,
      contentType: 'image/png',
      length: original.length,
    })
    expect(again.status).toBe(409)

    const replacement = fileOf('image/webp', 400, 2)
    const created = await create(
      { bucket: 'images', name, contentType: 'image/webp', length: replacement.length },
      { upsert: true },
    )
    expect(created.status).toBe(201)
    const done = await patch(created.headers.get('location') as string, 0, replacement, true)
    expect(done.status).toBe(204)
    const served = await publicBytes('images', name)
    expect(served.answer.headers.get('content-type')).toBe('image/webp')
    expect(served.bytes.equals(replacement)).toBe(true)
  })

  it('stores a file sent whole with the creation request (creation-with-upload)', async () => {
    const bytes = fileOf('image/png', 5000, 9)
    const answer = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        ...authHeaders(),
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': metadataHeader({
          bucketName: 'images',
          objectName: 'tus/whole.png',
          contentType: 'image/png',
          cacheControl: '3600',
        }),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('upload-offset')).toBe(String(bytes.length))
    expect((await publicBytes('images', 'tus/whole.png')).bytes.equals(bytes)).toBe(true)
  })

  it('refuses a deferred length declared over the bucket limit', async () => {
    const created = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        ...authHeaders(),
        'Upload-Defer-Length': '1',
        'Upload-Metadata': metadataHeader({
          bucketName: 'images',
          objectName: 'tus/deferred.png',
          contentType: 'image/png',
        }),
      },
    })
    expect(created.status).toBe(201)
    const declared = await fetch(created.headers.get('location') as string, {
      method: 'PATCH',
      headers: {
        ...authHeaders(),
        'Upload-Offset': '0',
        'Upload-Length': String(10 * 1024 * 1024 + 1),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(1),
    })
    expect(declared.status).toBe(413)
  })

  it('answers a declared type Postgres cannot store with 400, not a fault', async () => {
    const answer = await create({
      bucket: 'images',
      name: 'tus/nul.png',
      contentType: 'image/png\u0000',
      length: 0,
    })
    expect(answer.status).toBe(400)
  })

  it('leaves no upload behind when it refuses a creation that carried bytes', async () => {
    const before = await pendingUploads()
    const bytes = fileOf('image/png', 300)
    const answer = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        ...authHeaders(),
        'Upload-Length': String(bytes.length - 1),
        'Upload-Metadata': metadataHeader({
          bucketName: 'images',
          objectName: 'tus/overflowing.png',
          contentType: 'image/png',
        }),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    })
    expect(answer.status).toBe(413)
    expect(await pendingUploads()).toEqual(before)
  })

  it('refuses a PATCH that does not say how many bytes it carries (411), writing none', async () => {
    const bytes = fileOf('image/png', 1000)
    const created = await create({
      bucket: 'images',
      name: 'tus/unmeasured.png',
      contentType: 'image/png',
      length: bytes.length,
    })
    const location = created.headers.get('location') as string
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes.subarray(0, 500)))
        controller.close()
      },
    })
    const answer = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...authHeaders(),
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(answer.status).toBe(411)
    const head = await fetch(location, { method: 'HEAD', headers: authHeaders() })
    expect(head.headers.get('upload-offset')).toBe('0')
  })

  it('refuses a PATCH whose declared length cannot hold its bytes, keeping the length unknown', async () => {
    const created = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        ...authHeaders(),
        'Upload-Defer-Length': '1',
        'Upload-Metadata': metadataHeader({
          bucketName: 'images',
          objectName: 'tus/short-declared.png',
          contentType: 'image/png',
        }),
      },
    })
    const location = created.headers.get('location') as string
    const answer = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...authHeaders(),
        'Upload-Offset': '0',
        'Upload-Length': '5',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(fileOf('image/png', 6)),
    })
    expect(answer.status).toBe(413)
    const head = await fetch(location, { method: 'HEAD', headers: authHeaders() })
    expect(head.headers.get('upload-defer-length')).toBe('1')
    expect(head.headers.get('upload-offset')).toBe('0')
  })

  it('forgets a finished upload: its URL then answers 404', async () => {
    const { location } = await uploadInChunks(
      'images',
      'tus/forgotten.png',
      'image/png',
      fileOf('image/png', 50),
    )
    const head = await fetch(location, { method: 'HEAD', headers: authHeaders() })
    expect(head.status).toBe(404)
    const read = await fetch(location, { headers: authHeaders() })
    expect(read.status).toBe(404)
  })

  it('keeps the stored file byte for byte on disk', async () => {
    const bytes = fileOf('image/png', 4096, 5)
    await uploadInChunks('images', 'tus/disk.png', 'image/png', bytes)
    const onDisk = await readFile(join(stack.dataDir, 'storage', 'images', 'tus', 'disk.png'))
    expect(onDisk.equals(bytes)).toBe(true)
  })
})
