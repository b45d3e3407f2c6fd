// @vitest-environment screen
import { describe, expect, it, vi } from 'vitest'
import { guardHistory } from './history-guard.ts'

describe('history guard', () => {
  it('sees Back and Forward before a listener added later, such as the router', () => {
    const seen: string[] = []
    const release = guardHistory((event) => {
      seen.push('guard')
      event.stopImmediatePropagation()
    })
    const router = vi.fn(() => seen.push('router'))
    window.addEventListener('popstate', router)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(seen).toEqual(['guard'])
    release()
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(seen).toEqual(['guard', 'router'])
    window.removeEventListener('popstate', router)
  })

  it('a released guard does not release the one that replaced it', () => {
    const first = vi.fn()
    const second = vi.fn()
    const releaseFirst = guardHistory(first)
    const releaseSecond = guardHistory(second)
    releaseFirst()
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
    releaseSecond()
  })
})
