import { describe, expect, it, vi } from 'vitest'
import { externalStore } from './external-store.ts'

describe('external store', () => {
  it('tells its listeners about a new value, and only about a new one', () => {
    const store = externalStore<number[]>([])
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    const next = [1]
    store.set(next)
    store.set(next)
    expect(store.get()).toBe(next)
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    store.set([2])
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.initial).toEqual([])
  })
})
