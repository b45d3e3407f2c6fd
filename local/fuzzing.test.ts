import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Answer, checkAnswer, exchange, Payload } from './fuzzing.ts'

let server: Server
let baseUrl: string
let received: { target: Buffer; headers: IncomingMessage['headers']; body: string }

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received = {
        target: Buffer.from(request.url ?? '', 'latin1'),
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      }
      if (request.url === '/silent') return
      response.write('{"message":')
      response.end('"hola"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('the raw HTTP exchange of the fuzz suites', () => {
  it('writes the request target byte for byte, malformed escapes included', async () => {
    await exchange(baseUrl, { method: 'GET', target: '/a/%/%ZZ/%ED%A0%80?q=%E0%A4%A', headers: [] })
    expect(received.target.toString()).toBe('/a/%/%ZZ/%ED%A0%80?q=%E0%A4%A')
  })

  it('reads a chunked answer after a 100 Continue', async () => {
    const answer = await exchange(baseUrl, {
      method: 'POST',
      target: '/',
      headers: [['Expect', '100-continue']],
      body: Payload.text('{"a":1}'),
      framing: 'chunked',
    })
    expect(received.body).toBe('{"a":1}')
    expect(answer).toMatchObject({ status: 200, body: '{"message":"hola"}' })
  })

  it('sends a Content-Length no parser should accept, and reads the refusal', async () => {
    const answer = await exchange(baseUrl, {
      method: 'POST',
      target: '/',
      headers: [],
      body: Payload.text('{}'),
      contentLength: 'abc',
    })
    expect(answer.status).toBe(400)
  })

  it('reports a server that never answers once the time limit is over', async () => {
    await expect(
      exchange(baseUrl, { method: 'GET', target: '/silent', headers: [] }, 200),
    ).rejects.toThrow('no answer within 200 ms')
  })
})

describe('what a hostile request may get back', () => {
  const answer = (status: number, body: string): Answer => ({ status, headers: {}, body })

  it('a refusal with a plain message passes', () => {
    expect(() => checkAnswer(answer(400, '{"message":"Ruta no encontrada"}'))).not.toThrow()
  })

  it.each([
    ['a 5xx', answer(500, '{"message":"Error interno del servidor"}')],
    ['a 5xx carried in the body', answer(400, '{"statusCode":"500","error":"x"}')],
    ['a stack trace', answer(400, '{"message":"x\\n    at handle (/srv/app.js:3:9)"}')],
    ['a file path', answer(400, '{"message":"ENOENT: /work/main/local/x.ts"}')],
    ['SQL', answer(400, '{"message":"select id from public.services where id = 1"}')],
    ['a Postgres error', answer(400, '{"message":"invalid byte sequence for encoding UTF8"}')],
    ['a runtime error name', answer(400, '{"message":"TypeError: x is not a function"}')],
  ])('%s fails', (_case, bad) => {
    expect(() => checkAnswer(bad)).toThrow()
  })
})
