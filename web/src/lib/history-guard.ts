/**
 * Lets a screen see the browser's Back and Forward before the router does. Listeners of one event
 * run in the order they were added, and the router adds its own when it mounts, so this module's
 * listener must be added first: main.tsx imports it before rendering anything.
 */
type HistoryGuard = (event: PopStateEvent) => void

let currentGuard: HistoryGuard | undefined

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => currentGuard?.(event))
}

/** Puts `guard` in front of the router until the returned function is called. */
export function guardHistory(guard: HistoryGuard): () => void {
  currentGuard = guard
  return () => {
    if (currentGuard === guard) currentGuard = undefined
  }
}
