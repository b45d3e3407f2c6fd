import { QueryClient } from '@tanstack/react-query'
import { getQueryFn, HttpError } from './api.ts'

export const REFETCH_INTERVAL_MS = 30_000
export const RETRY_DELAY_MS = 1_000
export const MAX_RETRIES = 3

/**
 * "Retry on", bounded: TanStack's `retry: true` retries forever, so a failed list would never
 * show its error text. A 4xx answer will not change on its own, so it is not retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false
  return failureCount < MAX_RETRIES
}

/** How recent a handed-over list must be for the island showing it not to ask for it again. */
export const JUST_ARRIVED_MS = 2_000

/**
 * Puts a list the islands entry asked for (`islands.tsx`) into `client`, arrived or in flight.
 * Data is never fresh (staleTime 0), so the island that starts showing it would ask for it
 * again at once; for this list it does so only once the answer is older than a moment.
 */
export function handOverList(
  client: QueryClient,
  queryKey: readonly unknown[],
  answer: Promise<unknown>,
): Promise<void> {
  client.setQueryDefaults(queryKey, {
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt >= JUST_ARRIVED_MS,
  })
  let handedOver: Promise<unknown> | undefined = answer
  const askAgain = getQueryFn({ on401: 'throw' })
  return client.prefetchQuery({
    queryKey,
    // The answer serves once: a retry after it failed asks the API again.
    queryFn: (context) => {
      const first = handedOver
      handedOver = undefined
      return first ?? askAgain(context)
    },
  })
}

/** Query defaults of the spec: refetch every 30 s and on focus, never stale, retry after 1 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: REFETCH_INTERVAL_MS,
        refetchOnWindowFocus: true,
        staleTime: 0,
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
      },
      mutations: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS },
    },
  })
}

/** The browser's one client, shared by every data island and the admin area. */
export const queryClient = createQueryClient()
