import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from './api.ts'
import { bakedLists, startFromBaked } from './baked.ts'
import {
  createQueryClient,
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

describe('a list baked into the page', () => {
  it('is shown at once and read again from the API as the island showing it mounts', async () => {
    const build = createQueryClient()
    build.setQueryData(['/api/activities/visible'], ['retiro'], { updatedAt: Date.now() - 60_000 })
    const client = createQueryClient()
    startFromBaked(client, { islands: [], lists: bakedLists(build) })
    expect(client.getQueryData(['/api/activities/visible'])).toEqual(['retiro'])
    const ask = vi.fn(async () => ['taller'])
    await showList(client, '/api/activities/visible', ask)
    expect(ask).toHaveBeenCalledTimes(1)
    expect(client.getQueryData(['/api/activities/visible'])).toEqual(['taller'])
    client.clear()
  })
})
