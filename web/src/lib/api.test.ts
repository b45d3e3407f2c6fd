// Every answer the request helper receives is read or cancelled, whatever its status: a body left
// unread keeps its request open in Chromium, so the page never reaches network idle. A real HTTP
// server answers; fetch is only watched, to look at each response once the helper is done.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

let server: Server
let api: typeof import('./api.ts')

beforeAll(async () => {
  server = createServer((request, response) => {
    const status = Number(/\/estado\/(\d+)/.exec(request.url ?? '')?.[1] ?? 500)
    if (status === 204) return response.writeHead(204).end()
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ message: `respuesta ${status}` }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  api = await import('./api.ts')
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await new Promise((resolve) => server.close(resolve))
})

/** Runs one call and returns the response fetch gave the helper. */
async function responseOf(call: () => Promise<unknown>) {
  const watched = vi.spyOn(globalThis, 'fetch')
  try {
    await call().catch(() => undefined)
    expect(watched).toHaveBeenCalledTimes(1)
    return (await watched.mock.results[0].value) as Response
  } finally {
    watched.mockRestore()
  }
}

describe('apiGet reads or cancels every answer', () => {
  it.each([200, 401, 403, 404, 409, 429, 500])('%i, throwing on 401', async (status) => {
    const response = await responseOf(() => api.apiGet(`/estado/${status}`))
    expect(response.status).toBe(status)
    expect(response.bodyUsed).toBe(true)
  })

  it.each([200, 401, 500])('%i, with a 401 read as "not signed in"', async (status) => {
    const response = await responseOf(() => api.apiGet(`/estado/${status}`, 'returnNull'))
    expect(response.status).toBe(status)
    expect(response.bodyUsed).toBe(true)
  })

  it('answers null for a 401 when asked to', async () => {
    expect(await api.apiGet('/estado/401', 'returnNull')).toBeNull()
  })
})

describe('apiRequest reads or cancels every answer', () => {
  it.each([200, 201, 400, 401, 404, 409, 413, 429, 500])('%i', async (status) => {
    const response = await responseOf(() => api.apiRequest('POST', `/estado/${status}`, {}))
    expect(response.status).toBe(status)
    expect(response.bodyUsed).toBe(true)
  })

  it('204, which has no body to read', async () => {
    const response = await responseOf(() => api.apiRequest('DELETE', '/estado/204'))
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
  })
})
