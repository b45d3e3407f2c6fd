import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from './api.ts'
import {
  createQueryClient,
  handOverList,
  JUST_ARRIVED_MS,
  MAX_RETRIES,
  REFETCH_INTERVAL_MS,
  RETRY_DELAY_MS,
  shouldRetry,
} from './query-client.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Starts showing `key` in a new part of the page; resolves with the number of requests made. */
async function showList(
  client: ReturnType<typeof createQueryClient>,
  key: string,
  ask: () => Promise<string[]>,
) {
  const observer = new QueryObserver(client, { queryKey: [key], queryFn: ask })
  const stop = observer.subscribe(() => {})
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false))
  stop()
}

describe('query defaults', () => {
  it('refetch every 30 s and on window focus, never fresh, retry after 1 s', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries?.refetchInterval).toBe(REFETCH_INTERVAL_MS)
    expect(REFETCH_INTERVAL_MS).toBe(30_000)
    expect(queries?.refetchOnWindowFocus).toBe(true)
    expect(queries?.staleTime).toBe(0)
    expect(queries?.retryDelay).toBe(RETRY_DELAY_MS)
    expect(RETRY_DELAY_MS).toBe(1_000)
  })

  it('a failed request is retried, up to a bound, unless the server refused it (4xx)', () => {
    expect(shouldRetry(0, new Error('red'))).toBe(true)
    expect(shouldRetry(MAX_RETRIES, new Error('red'))).toBe(false)
    expect(shouldRetry(0, new HttpError(500, '500: caído', 'caído'))).toBe(true)
    expect(shouldRetry(0, new HttpError(404, '404: no existe', 'no existe'))).toBe(false)
  })

  it('a list shown again is asked for again (never fresh)', async () => {
    const client = createQueryClient()
    const ask = vi.fn(async () => ['retiro'])
    await showList(client, '/api/activities/visible', ask)
    await showList(client, '/api/activities/visible', ask)
    expect(ask).toHaveBeenCalledTimes(2)
    client.clear()
  })
})

describe('a list handed over by the islands entry', () => {
  it('is not asked for again by the island that starts showing it a moment later', async () => {
    const client = createQueryClient()
    const ask = vi.fn(async () => ['retiro'])
    await handOverList(client, ['/api/activities/visible'], Promise.resolve(['retiro']))
    await showList(client, '/api/activities/visible', ask)
    expect(ask).not.toHaveBeenCalled()
    expect(client.getQueryData(['/api/activities/visible'])).toEqual(['retiro'])
    client.clear()
  })

  it('is asked for again by an island that starts showing it once it is older', async () => {
    const client = createQueryClient()
    const ask = vi.fn(async () => ['retiro'])
    await handOverList(client, ['/api/activities/visible'], Promise.resolve(['taller']))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + JUST_ARRIVED_MS)
    await showList(client, '/api/activities/visible', ask)
    expect(ask).toHaveBeenCalledTimes(1)
    client.clear()
  })

  it('that failed is asked for again from the API when the query retries', async () => {
    const client = createQueryClient()
    const fetched = vi.fn(async (_url: string) => Response.json(['retiro']))
    vi.stubGlobal('fetch', fetched)
    await handOverList(client, ['/api/activities/visible'], Promise.reject(new Error('sin red')))
    expect(fetched).toHaveBeenCalledTimes(1)
    expect(String(fetched.mock.calls[0]?.[0])).toContain('/api/activities/visible?_t=')
    expect(client.getQueryData(['/api/activities/visible'])).toEqual(['retiro'])
    client.clear()
  })
})
