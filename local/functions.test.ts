import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FunctionRuntime, proxyToFunction } from './functions.ts'
import { startTestStack, type TestStack } from './testing.ts'

const entryExists = existsSync('edge-functions/api/index.ts')

describe.skipIf(!entryExists)('function proxy (needs edge-functions/api/index.ts)', () => {
  let stack: TestStack

  beforeAll(async () => {
    stack = await startTestStack()
  })

  afterAll(() => stack?.stop())

  it('reaches the api function under /functions/v1 with the prefix stripped', async () => {
    const answer = await fetch(`${stack.functionsUrl}/api/health`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ok' })
  })

  it('keeps the client usable when the function refuses a body before reading it', async () => {
    for (let round = 0; round < 5; round++) {
      const tooLarge = await fetch(`${stack.functionsUrl}/api/services`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ description: 'x'.repeat(1_100_000) }),
      })
      expect(tooLarge.status).toBe(413)
      await tooLarge.text()
      const next = await fetch(`${stack.functionsUrl}/api/health`)
      expect(next.status).toBe(200)
      await next.text()
    }
  })

  it("passes the function's CORS answer through: an origin it refuses is not allowed by the gateway either", async () => {
    const ask = (origin: string, method = 'GET') =>
      fetch(`${stack.functionsUrl}/api/health`, {
        method,
        headers: {
          origin,
          ...(method === 'OPTIONS' ? { 'access-control-request-method': 'GET' } : {}),
        },
      })
    for (const method of ['GET', 'OPTIONS']) {
      const foreign = await ask('https://ajeno.example', method)
      await foreign.body?.cancel()
      expect(foreign.headers.get('access-control-allow-origin'), method).toBeNull()
      const local = await ask('http://127.0.0.1:5173', method)
      await local.body?.cancel()
      expect(local.headers.get('access-control-allow-origin'), method).toBe('http://127.0.0.1:5173')
    }
  })

  it('answers 404 for a function that does not exist', async () => {
    const answer = await fetch(`${stack.functionsUrl}/nope/health`)
    expect(answer.status).toBe(404)
  })

  it('answers 503 JSON while the function is not running', async () => {
    for (const pid of stack.stack.childPids()) process.kill(-pid, 'SIGKILL')
    await new Promise((wait) => setTimeout(wait, 300))
    const answer = await fetch(`${stack.functionsUrl}/api/health`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('content-type')).toContain('application/json')
  })
})

describe('function runtime', () => {
  it('holds requests while the function restarts after a source change', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'function-watch-'))
    await mkdir(join(folder, 'api'))
    const entry = join(folder, 'api', 'index.ts')
    const source = (version: number) => `Deno.serve(() => Response.json({ version: ${version} }))\n`
    await writeFile(entry, source(1))
    const runtime = new FunctionRuntime({ entry, env: {}, quiet: true, watch: true })
    const proxy = createServer((request, response) => {
      void proxyToFunction(runtime, request, response, request.url ?? '/')
    })
    try {
      runtime.start()
      await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening))
      const address = proxy.address()
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
      const get = async () => {
        const answer = await fetch(url)
        return { status: answer.status, body: (await answer.json()) as { version?: number } }
      }
      expect(await get()).toEqual({ status: 200, body: { version: 1 } })
      await writeFile(entry, source(2))
      const during = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          new Promise((wait) => setTimeout(wait, index * 100)).then(get),
        ),
      )
      expect(during.map((answer) => answer.status)).toEqual(Array(8).fill(200))
      await expect.poll(async () => (await get()).body.version, { timeout: 10_000 }).toBe(2)
    } finally {
      proxy.close()
      await runtime.stop()
      await rm(folder, { recursive: true, force: true })
    }
  })
})
