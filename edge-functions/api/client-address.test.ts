import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address.ts'

async function addressSeen(forwardedFor: string, trustedProxies: number) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies) ?? 'unknown'))
  const answer = await app.request('/', { headers: { 'x-forwarded-for': forwardedFor } })
  return answer.text()
}

describe('clientAddress', () => {
  it("is the gateway's own entry when the function is called directly", async () => {
    expect(await addressSeen('10.0.0.1, 203.0.113.7', 0)).toBe('203.0.113.7')
  })

  it('is the entry the trusted proxy appended when the site rewrites /api to the function', async () => {
    // forged by the visitor, appended by the host for the visitor, appended by the gateway
    expect(await addressSeen('10.0.0.1, 203.0.113.7, 198.51.100.2', 1)).toBe('203.0.113.7')
  })

  it('never reaches past the first entry when there are fewer than the proxies trusted', async () => {
    expect(await addressSeen('203.0.113.7', 1)).toBe('203.0.113.7')
  })
})
