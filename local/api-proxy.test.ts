import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { connect, type IncomingHttpHeaders } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localCertificate } from './local-certificate.ts'
import { type StaticSite, serveSite } from './static-site.ts'

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
