import { useSyncExternalStore } from 'react'

/**
 * A value a data island publishes for static parts of the page to read. The prerendered HTML and
 * the hydrating render use the initial value, so those parts hydrate as they are and only
 * re-render when the island publishes: no DOM is thrown away and rebuilt when the island loads.
 */
export interface ExternalStore<T> {
  get: () => T
  set: (value: T) => void
  subscribe: (listener: () => void) => () => void
  initial: T
}

export function externalStore<T>(initial: T): ExternalStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    initial,
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Reads `select` of the store's value; the initial value while prerendering and hydrating. */
export function useExternalStore<T, S>(store: ExternalStore<T>, select: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.initial),
  )
}
