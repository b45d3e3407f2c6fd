// @vitest-environment screen
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NAVIGATE_THEN_SCROLL_MS, THERAPY_SCROLL_DELAY_MS } from './therapy-scroll.ts'
import TherapyScroll from './therapy-scroll-live.tsx'

let scrollTo: ReturnType<typeof vi.fn>

function pageWith(html: string) {
  document.body.innerHTML = html
  const section = document.getElementById('comunidad')
  if (section) section.getBoundingClientRect = () => ({ top: 700 }) as DOMRect
  render(<TherapyScroll />)
}

function click(selector: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  document.querySelector(selector)?.dispatchEvent(event)
  return event
}

const PAGE = `
  <nav><a id="to-community" href="#comunidad">Comunidad</a><a id="to-top" href="#arriba">Arriba</a></nav>
  <section id="comunidad" tabindex="-1"></section>`

beforeEach(() => {
  vi.useFakeTimers()
  scrollTo = vi.fn()
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  window.history.replaceState(null, '', '/terapias')
})

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('the therapies page scroll island', () => {
  it('a section link scrolls to the section after its delay, 100 px below the top, and names it in the address', () => {
    pageWith(PAGE)
    const event = click('#to-community')
    expect(event.defaultPrevented).toBe(true)
    expect(window.location.hash).toBe('#comunidad')
    vi.advanceTimersByTime(THERAPY_SCROLL_DELAY_MS)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 600 }))
  })

  it('a link to anything but a therapy is left to the browser', () => {
    pageWith(PAGE)
    expect(click('#to-top').defaultPrevented).toBe(false)
  })

  it('a click that opens the link elsewhere (Ctrl, Shift, middle button) is left to the browser', () => {
    pageWith(PAGE)
    expect(click('#to-community', { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(click('#to-community', { shiftKey: true }).defaultPrevented).toBe(false)
    expect(click('#to-community', { button: 1 }).defaultPrevented).toBe(false)
  })

  it('a page opened at a section scrolls to it once the page has had time to render', () => {
    window.history.replaceState(null, '', '/terapias#comunidad')
    pageWith(PAGE)
    vi.advanceTimersByTime(NAVIGATE_THEN_SCROLL_MS + THERAPY_SCROLL_DELAY_MS - 1)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 600 }))
  })

  it('a hash typed into the address while the page is open scrolls after the section delay only', () => {
    pageWith(PAGE)
    act(() => {
      window.history.replaceState(null, '', '/terapias#comunidad')
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    vi.advanceTimersByTime(THERAPY_SCROLL_DELAY_MS)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 600 }))
  })
})
