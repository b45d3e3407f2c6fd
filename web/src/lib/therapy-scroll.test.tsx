// @vitest-environment screen
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FALLBACK_SCROLL_TOP,
  NAVIGATE_THEN_SCROLL_MS,
  scrollToTherapy,
  THERAPY_ANCHORS,
  useScrollToTherapyHash,
} from './therapy-scroll.ts'

let scrollTo: ReturnType<typeof vi.fn>

function addSection(id: string, topInViewport: number) {
  const section = document.createElement('section')
  section.id = id
  section.tabIndex = -1
  section.getBoundingClientRect = () => ({ top: topInViewport }) as DOMRect
  document.body.append(section)
  return section
}

function scrolledTops() {
  return scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)
}

beforeEach(() => {
  vi.useFakeTimers()
  scrollTo = vi.fn()
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('scrollToTherapy', () => {
  it('uses the seven section ids of the therapies page, in page order', () => {
    expect(THERAPY_ANCHORS).toEqual([
      'nutricion',
      'terapias-remotas',
      'comunidad',
      'presencial',
      'acompanamientos',
      'suplementos',
      'dispositivos',
    ])
  })

  it('leaves 100 px above the section', () => {
    addSection('comunidad', 900)
    Object.defineProperty(window, 'scrollY', { value: 250, configurable: true })
    scrollToTherapy('comunidad')
    vi.advanceTimersByTime(200)
    expect(scrolledTops()).toEqual([250 + 900 - 100])
  })

  it('scrolls to any section but terapias-remotas after 200 ms', () => {
    addSection('suplementos', 500)
    scrollToTherapy('suplementos')
    vi.advanceTimersByTime(199)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrolledTops()).toEqual([400])
  })

  it('scrolls to terapias-remotas after 300 ms', () => {
    addSection('terapias-remotas', 500)
    scrollToTherapy('terapias-remotas')
    vi.advanceTimersByTime(299)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrolledTops()).toEqual([400])
  })

  it('scrolls to 1200 px when the section is not on the page', () => {
    scrollToTherapy('dispositivos')
    vi.advanceTimersByTime(200)
    expect(scrolledTops()).toEqual([FALLBACK_SCROLL_TOP])
    expect(FALLBACK_SCROLL_TOP).toBe(1200)
  })

  it('moves the keyboard focus to the section it scrolled to', () => {
    const section = addSection('presencial', 300)
    scrollToTherapy('presencial')
    vi.advanceTimersByTime(200)
    expect(document.activeElement).toBe(section)
  })
})

describe('useScrollToTherapyHash', () => {
  function openWith(hash: string) {
    return renderHook(({ hash }) => useScrollToTherapyHash(hash), { initialProps: { hash } })
  }

  it("arriving with a therapy hash scrolls after 500 ms plus the anchor's delay", () => {
    addSection('comunidad', 1500)
    openWith('#comunidad')
    vi.advanceTimersByTime(NAVIGATE_THEN_SCROLL_MS + 199)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrolledTops()).toEqual([1400])
    expect(NAVIGATE_THEN_SCROLL_MS).toBe(500)
  })

  it("a hash changed within the page scrolls after the anchor's delay only", () => {
    addSection('terapias-remotas', 800)
    const page = openWith('')
    page.rerender({ hash: '#terapias-remotas' })
    vi.advanceTimersByTime(299)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrolledTops()).toEqual([700])
  })

  it('a hash that names no therapy does not scroll', () => {
    const page = openWith('#contacto')
    page.rerender({ hash: '' })
    vi.advanceTimersByTime(5000)
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
