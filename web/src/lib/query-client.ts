import { QueryClient } from '@tanstack/react-query'
import { getQueryFn, HttpError } from './api.ts'
import { readBakedPage, startFromBaked } from './baked.ts'

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

/**
 * The browser's one client, shared by every data island and the admin area. It starts from the
 * lists baked into the page, each as old as the build that read it: an island showing one reads
 * it again as it mounts (its data is stale at once), then every 30 s and on focus.
 */
export const queryClient = createQueryClient()
const baked = readBakedPage()
if (baked) startFromBaked(queryClient, baked)
