import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONTENT_CHANNEL,
  MAX_WAIT_MS,
  POLL_MS,
  QUIET_MS,
  rebuildOnContentChange,
} from './content-rebuild.ts'
import type { Stack } from './stack.ts'

/**
 * A database and wire that mark the site and announce it when the test says so: the mark, as in
 * private.site_changes, is a flag that taking it clears.
 */
function fakeStack() {
  const listeners = new Set<() => void>()
  let marked = false
  const db = {
    query: async (sql: string) => {
      // Nothing is scheduled here: the due schedules' check marks nothing.
      if (sql.includes('private.mark_due_schedules()')) return { rows: [] }
      if (sql.includes('private.take_site_changes()')) {
        const taken = marked
        marked = false
        return { rows: [{ taken }] }
      }
      expect(sql).toContain('from private.site_changes')
      return { rows: [{ marked }] }
    },
  }
  const stack = {
    db: {
      listen: async (channel: string, heard: () => void) => {
        expect(channel).toBe(CONTENT_CHANNEL)
        listeners.add(heard)
        return async () => {
          listeners.delete(heard)
        }
      },
    },
    wire: {
      onNotification: () => () => {},
      withSession: (work: (session: typeof db) => Promise<unknown>) => work(db),
    },
  } as unknown as Pick<Stack, 'db' | 'wire'>
  return {
    stack,
    change: () => {
      marked = true
      for (const heard of listeners) heard()
    },
    /** A change whose notification nobody hears. */
    changeUnheard: () => {
      marked = true
    },
    /** A notification with no mark behind it. */
    notifyOnly: () => {
      for (const heard of listeners) heard()
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('rebuilds wait for a quiet spell, but never longer than the maximum wait', () => {
  it('changes that never pause still start a prerender within MAX_WAIT_MS of the first', async () => {
    const { stack, change } = fakeStack()
    const started: number[] = []
    const stop = await rebuildOnContentChange(stack, async () => {
      started.push(Date.now())
    })
    const first = Date.now()
    // A change every 100 ms for 10 s: the quiet spell never comes.
    for (let elapsed = 0; elapsed < 10_000; elapsed += 100) {
      change()
      await vi.advanceTimersByTimeAsync(100)
    }
    expect(started.length).toBeGreaterThanOrEqual(4)
    expect(started[0] - first).toBeLessThanOrEqual(MAX_WAIT_MS)
    for (const [index, at] of started.slice(1).entries()) {
      expect(at - started[index]).toBeLessThanOrEqual(MAX_WAIT_MS + 100)
    }
    await stop()
  })

  it('a lone change still waits the quiet spell, and a burst makes one prerender', async () => {
    const { stack, change } = fakeStack()
    let prerenders = 0
    const stop = await rebuildOnContentChange(stack, async () => {
      prerenders++
    })
    change()
    await vi.advanceTimersByTimeAsync(QUIET_MS - 50)
    change()
    change()
    expect(prerenders).toBe(0)
    await vi.advanceTimersByTimeAsync(QUIET_MS)
    expect(prerenders).toBe(1)
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS * 2)
    expect(prerenders).toBe(1)
    await stop()
  })

  it('a change whose notification is lost is prerendered from the mark within a poll', async () => {
    const { stack, changeUnheard } = fakeStack()
    let prerenders = 0
    const stop = await rebuildOnContentChange(stack, async () => {
      prerenders++
    })
    changeUnheard()
    await vi.advanceTimersByTimeAsync(POLL_MS + QUIET_MS)
    expect(prerenders).toBe(1)
    await vi.advanceTimersByTimeAsync(POLL_MS * 3)
    expect(prerenders).toBe(1)
    await stop()
  })

  it('a wake-up that finds no mark prerenders nothing', async () => {
    const { stack, notifyOnly } = fakeStack()
    let prerenders = 0
    const stop = await rebuildOnContentChange(stack, async () => {
      prerenders++
    })
    notifyOnly()
    await vi.advanceTimersByTimeAsync(POLL_MS * 3)
    expect(prerenders).toBe(0)
    await stop()
  })

  it('once stopped, no prerender starts, not even one asked for during the last', async () => {
    const { stack, change } = fakeStack()
    let prerenders = 0
    let finish = () => {}
    const stop = await rebuildOnContentChange(stack, () => {
      prerenders++
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    })
    change()
    await vi.advanceTimersByTimeAsync(QUIET_MS)
    expect(prerenders).toBe(1)
    change()
    await vi.advanceTimersByTimeAsync(QUIET_MS)
    const stopped = stop()
    finish()
    await stopped
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS * 2)
    expect(prerenders).toBe(1)
  })
})
