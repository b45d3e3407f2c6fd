// @vitest-environment screen
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { headHtml } from '../head.ts'
import { matchRoute } from '../pages.ts'
import RedirectToTherapiesScreen, { head, REDIRECT_ATTEMPTS_MS } from './redirect-to-therapies.tsx'

/**
 * Runs the page's inline script as the browser would, with a location whose `replace` is watched;
 * `takes` says whether a replace gets the page there.
 */
function runPageScript({ takes }: { takes: boolean }) {
  const screen = render(<RedirectToTherapiesScreen />)
  const script = screen.container.querySelector('script')?.textContent ?? ''
  const location = {
    pathname: '/redir-servicios',
    hash: '',
    replace: vi.fn((to: string) => {
      if (takes) location.pathname = to
    }),
  }
  const listeners: Record<string, () => void> = {}
  new Function('location', 'setTimeout', 'addEventListener', script)(
    location,
    setTimeout,
    (name: string, listener: () => void) => {
      listeners[name] = listener
    },
  )
  return { location, leave: () => listeners.beforeunload?.() }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('/redir-servicios', () => {
  it("shows 'Redirigiendo a Terapias...' and a plain link there", () => {
    const screen = render(<RedirectToTherapiesScreen />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Redirigiendo a Terapias...')
    expect(screen.getByRole('link', { name: 'Ir a Terapias' }).getAttribute('href')).toBe(
      '/terapias',
    )
  })

  it('is an islands-only page: no app, its redirect a page load', () => {
    expect(matchRoute('/redir-servicios').route.islandsOnly).toBe(true)
  })

  it('redirects to /terapias at once and stops the retries once there', () => {
    const { location } = runPageScript({ takes: true })
    vi.advanceTimersByTime(0)
    expect(location.replace).toHaveBeenCalledWith('/terapias')
    vi.advanceTimersByTime(1000)
    expect(location.replace).toHaveBeenCalledTimes(1)
  })

  it('tries again at 300 and 600 ms while the navigation has not happened', () => {
    expect(REDIRECT_ATTEMPTS_MS).toEqual([0, 300, 600])
    const { location } = runPageScript({ takes: false })
    vi.advanceTimersByTime(0)
    expect(location.replace).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(299)
    expect(location.replace).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(location.replace).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(300)
    expect(location.replace).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(5000)
    expect(location.replace).toHaveBeenCalledTimes(3)
  })

  it('does not start the navigation again once the page is on its way out', () => {
    const { location, leave } = runPageScript({ takes: false })
    vi.advanceTimersByTime(0)
    leave()
    vi.advanceTimersByTime(1000)
    expect(location.replace).toHaveBeenCalledTimes(1)
  })

  it('gets a browser without scripts there too, by a meta refresh', () => {
    const declared = matchRoute('/redir-servicios').route.head
    expect(headHtml(head({}, declared))).toContain(
      '<meta http-equiv="refresh" content="2; url=/terapias" />',
    )
  })
})
