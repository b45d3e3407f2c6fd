import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { connect, type IncomingHttpHeaders } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localCertificate } from './local-certificate.ts'
import { type StaticSite, serveSite } from './static-site.ts'

/** A list as long as the dashboard's: what a host compresses on its way. */
const LONG_LIST = JSON.stringify(
  Array.from({ length: 200 }, (_, id) => ({ id, title: `Actividad ${id}`, visible: true })),
)
/** Answers the gateway stand-in gives by the last segment of the path. */
const SHAPED_ANSWERS: Record<string, { headers: Record<string, string>; body: string | Buffer }> = {
  'long-list': { headers: { 'Content-Type': 'application/json; charset=UTF-8' }, body: LONG_LIST },
  'short-answer': { headers: { 'Content-Type': 'application/json' }, body: '{"status":"ok"}' },
  'a-document': { headers: { 'Content-Type': 'application/pdf' }, body: Buffer.alloc(4096, 7) },
  'already-encoded': {
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    body: gzipSync(LONG_LIST),
  },
}

/** Stands in for the stack's gateway: answers what reached it, from which connection. */
let gateway: Server
let site: StaticSite
let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'api-proxy-'))
  gateway = createServer((incoming, answer) => {
    if (incoming.url?.endsWith('/too-large')) {
      // As the function does: answer before reading the body, and close the connection.
      answer.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' })
      answer.end(JSON.stringify({ message: 'La petición es demasiado grande' }))
      return
    }
    const shaped = SHAPED_ANSWERS[incoming.url?.split('/').pop() ?? '']
    if (shaped) {
      // With its length, as the function's answers come.
      answer.writeHead(200, { ...shaped.headers, 'Content-Length': Buffer.byteLength(shaped.body) })
      answer.end(shaped.body)
      return
    }
    let body = ''
    incoming.on('data', (chunk) => {
      body += chunk
    })
    incoming.on('end', () => {
      answer.writeHead(201, { 'Content-Type': 'application/json', 'X-From': 'gateway' })
      answer.end(
        JSON.stringify({
          method: incoming.method,
          path: incoming.url,
          peer: incoming.socket.remoteAddress?.replace(/^::ffff:/, ''),
          body,
        }),
      )
    })
  })
  await new Promise<void>((listening) => gateway.listen(0, '127.0.0.1', listening))
  const { port } = gateway.address() as AddressInfo
  site = await serveSite({ root, functionsUrl: `http://127.0.0.1:${port}/functions/v1` })
})

afterAll(async () => {
  await site.close()
  await new Promise((closed) => gateway.close(closed))
  await rm(root, { recursive: true, force: true })
})

function send(path: string, method: string, body: string, from: string) {
  return new Promise<{ status: number; from: unknown; seen: Record<string, string> }>(
    (settle, fail) => {
      const outgoing = request(
        `${site.url}${path}`,
        { method, localAddress: from, headers: { 'Content-Type': 'application/json' } },
        (answer) => {
          let text = ''
          answer.on('data', (chunk) => {
            text += chunk
          })
          answer.on('end', () =>
            settle({
              status: answer.statusCode ?? 0,
              from: answer.headers['x-from'],
              seen: JSON.parse(text),
            }),
          )
        },
      )
      outgoing.on('error', fail)
      outgoing.end(body)
    },
  )
}

describe('the site serves the api function on its own origin', () => {
  it('sends /api/* on to the function with its method, path, query and body, and answers as it does', async () => {
    const answer = await send('/api/books/3/download?_t=1', 'POST', '{"a":1}', '127.0.0.1')
    expect(answer).toEqual({
      status: 201,
      from: 'gateway',
      seen: {
        method: 'POST',
        path: '/functions/v1/api/books/3/download?_t=1',
        peer: '127.0.0.1',
        body: '{"a":1}',
      },
    })
  })

  it("reaches the function from the visitor's own address, so each visitor is still told apart", async () => {
    const answer = await send('/api/health', 'GET', '', '127.0.0.14')
    expect(answer.seen.peer).toBe('127.0.0.14')
  })
})

describe('an oversized body', () => {
  it('gets 413 and the function’s message through the proxy, never a 502 or a reset', async () => {
    for (let round = 0; round < 5; round++) {
      const answer = await fetch(`${site.url}/api/services/too-large`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'x'.repeat(8 * 1024 * 1024) }),
      })
      expect(answer.status).toBe(413)
      expect(await answer.json()).toEqual({ message: 'La petición es demasiado grande' })
    }
    const chunked = await fetch(`${site.url}/api/services`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob(['x'.repeat(3 * 1024 * 1024)]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(await chunked.json()).toEqual({ message: 'La petición es demasiado grande' })
    const upload = await fetch(`${site.url}/api/upload/image`, {
      method: 'POST',
      body: new Uint8Array(11 * 1024 * 1024),
    })
    expect(upload.status).toBe(413)
    expect(await upload.json()).toEqual({
      message: 'La imagen supera el tamaño máximo de 10 MB.',
    })
    // The site still answers afterwards.
    expect((await send('/api/health', 'GET', '', '127.0.0.1')).status).toBe(201)
  })
})

/** Sends `body` whole, as a browser does, and tells what came back and whether sending failed. */
function upload(path: string, body: string) {
  return new Promise<{ status?: number; message?: unknown; error?: string }>((settle) => {
    const seen: { status?: number; message?: unknown; error?: string } = {}
    const outgoing = request(
      `${site.url}${path}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (answer) => {
        seen.status = answer.statusCode
        let text = ''
        answer.on('data', (chunk) => {
          text += chunk
        })
        answer.on('end', () => {
          seen.message = JSON.parse(text).message
          // A reset after the answer still fails the upload: wait for the socket to close.
          outgoing.socket?.once('close', () => settle(seen))
          if (outgoing.socket?.destroyed) settle(seen)
        })
      },
    )
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      seen.error = error.code ?? error.message
    })
    outgoing.end(body)
  })
}

describe('a body over the limit, sent again and again', () => {
  it('answers 413 every time and reads the whole body before closing, so the upload never fails', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(5 * 1024 * 1024), password: 'x' })
    const answers = []
    for (let round = 0; round < 10; round++) answers.push(await upload('/api/login', body))
    expect(answers).toEqual(
      Array.from({ length: 10 }, () => ({
        status: 413,
        message: 'La petición es demasiado grande',
      })),
    )
  })
})

describe('over HTTP/2', () => {
  let secure: StaticSite
  let cert: string

  beforeAll(async () => {
    const certificate = await localCertificate(join(root, 'tls'))
    cert = certificate.cert
    const { port } = gateway.address() as AddressInfo
    secure = await serveSite({
      root,
      functionsUrl: `http://127.0.0.1:${port}/functions/v1`,
      tls: certificate,
    })
  })

  afterAll(() => secure.close())

  it('reaches the function with the request, and its answer comes back without HTTP/1.1’s connection headers', async () => {
    const session = connect(secure.url, { ca: cert })
    const answer = await new Promise<{ headers: IncomingHttpHeaders; text: string }>(
      (settle, fail) => {
        const stream = session.request({
          ':method': 'POST',
          ':path': '/api/items?x=1',
          'content-type': 'application/json',
        })
        let headers: IncomingHttpHeaders = {}
        let text = ''
        stream.on('response', (received) => {
          headers = received
        })
        stream.on('data', (chunk) => {
          text += chunk
        })
        stream.on('end', () => settle({ headers, text }))
        stream.on('error', fail)
        stream.end('{"a":1}')
      },
    )
    session.close()
    expect(answer.headers[':status']).toBe(201)
    expect(answer.headers['x-from']).toBe('gateway')
    expect(JSON.parse(answer.text)).toMatchObject({
      method: 'POST',
      path: '/functions/v1/api/items?x=1',
      body: '{"a":1}',
    })
  })
})

/** GETs `path` through the proxy accepting `acceptEncoding`, and the bytes as they came. */
function fetchRaw(path: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((settle, fail) => {
    const outgoing = request(
      `${site.url}${path}`,
      { headers: { 'Accept-Encoding': acceptEncoding } },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => settle({ headers: answer.headers, bytes: Buffer.concat(chunks) }))
      },
    )
    outgoing.on('error', fail)
    outgoing.end()
  })
}

describe("the function's answers travel compressed, as hosts send them", () => {
  it('compresses a JSON answer with brotli, or gzip for a visitor who takes only that', async () => {
    const brotli = await fetchRaw('/api/long-list', 'gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect(brotli.headers['content-length']).toBeUndefined()
    expect(brotli.bytes.length).toBeLessThan(LONG_LIST.length / 4)
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(LONG_LIST)
    const gzip = await fetchRaw('/api/long-list', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.bytes).toString()).toBe(LONG_LIST)
  })

  it('leaves as they are a visitor who takes no encoding, a short answer, a binary one and one already encoded', async () => {
    const plain = await fetchRaw('/api/long-list', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.bytes.toString()).toBe(LONG_LIST)
    for (const path of ['/api/short-answer', '/api/a-document']) {
      const answer = await fetchRaw(path, 'br, gzip')
      expect(answer.headers['content-encoding'], path).toBeUndefined()
      expect(answer.bytes, path).toEqual(Buffer.from(SHAPED_ANSWERS[path.slice(5)]?.body ?? ''))
    }
    const encoded = await fetchRaw('/api/already-encoded', 'br, gzip')
    expect(encoded.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(encoded.bytes).toString()).toBe(LONG_LIST)
  })
})
