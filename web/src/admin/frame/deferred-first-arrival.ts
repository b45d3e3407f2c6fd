import { useDeferredValue } from 'react'

/**
 * What a query has handed over, once its first arrival is drawn. TanStack Query hands data over
 * through `useSyncExternalStore`, which React draws synchronously, in one task: a list's rows or a
 * page of cards was most of a second of a phone's main thread. Their first draw is deferred, done
 * in slices the browser answers between (undefined until then, so the caller's loading state
 * stays); later changes come through at once, in step with the caller's own state (deferring them
 * too showed a dropped row's list in the server's old order for a moment). Decision 011.
 */
export function useDeferredFirstArrival<T>(data: T | undefined): T | undefined {
  const arrived = useDeferredValue(data !== undefined)
  return arrived ? data : undefined
}
