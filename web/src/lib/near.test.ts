// @vitest-environment screen
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isNear, whenNear } from './near.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** An IntersectionObserver the test reports to; `watched` is what the spot's watch observes. */
function stubObserver() {
  const observer = {
    report: (_entries: { isIntersecting: boolean }[]) => {},
    watched: [] as Element[],
    margin: '',
  }
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof observer.report, options: { rootMargin: string }) {
        observer.report = callback
        observer.margin = options.rootMargin
      }
      observe(element: Element) {
        observer.watched.push(element)
      }
      disconnect() {}
    },
  )
  return observer
}

function spotIn(html: string): HTMLElement {
  document.body.innerHTML = html
  return document.querySelector('[data-island]') as HTMLElement
}

describe('when near', () => {
  it('an island starts once its first element comes within a screen of the viewport', () => {
    const observer = stubObserver()
    const spot = spotIn('<div><span data-island="books"><p>esqueleto</p></span></div>')
    const onNear = vi.fn()
    whenNear(spot, onNear)
    expect(observer.watched).toEqual([spot.firstElementChild])
    expect(observer.margin).toBe('100% 0px')
    observer.report([{ isIntersecting: false }])
    expect(onNear).not.toHaveBeenCalled()
    observer.report([{ isIntersecting: true }])
    expect(onNear).toHaveBeenCalledOnce()
  })

  it('an island that draws nothing yet is watched through the element it sits in', () => {
    const observer = stubObserver()
    const spot = spotIn('<section><span data-island="section-backdrop"></span></section>')
    whenNear(spot, () => {})
    expect(observer.watched).toEqual([document.querySelector('section')])
  })

  it('without IntersectionObserver an island starts at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const onNear = vi.fn()
    whenNear(spotIn('<div><span data-island="books"><p>esqueleto</p></span></div>'), onNear)
    expect(onNear).toHaveBeenCalledOnce()
  })
})

describe('is near now', () => {
  function spotAt(top: number) {
    const spot = spotIn('<span data-island="videos"><ul></ul></span>')
    const list = spot.firstElementChild as HTMLElement
    list.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect
    return spot
  }

  it('a spot in the viewport is near', () => {
    expect(isNear(spotAt(100))).toBe(true)
  })

  it('a spot less than a screen below the viewport is near', () => {
    expect(isNear(spotAt(window.innerHeight * 2 - 1))).toBe(true)
  })

  it('a spot more than a screen below the viewport is not', () => {
    expect(isNear(spotAt(window.innerHeight * 2 + 1))).toBe(false)
  })

  it('a spot more than a screen above the viewport is not', () => {
    expect(isNear(spotAt(-window.innerHeight - 101))).toBe(false)
  })
})
