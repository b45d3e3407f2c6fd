// @vitest-environment screen
import { act, cleanup, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInSite } from '../../test/render.tsx'
import { HeroCarousel } from './hero-carousel.tsx'
import { PRELOADING_TEXT } from './hero-view.tsx'
import { useRotation } from './rotation.ts'
import { DEFAULT_SLIDES, HERO_INTERVAL_MS } from './slides.ts'

const SITE_NAME = 'Casa del Agua'

/** Pictures that load when the test says so. */
const pending: (() => void)[] = []
class ControlledImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(_url: string) {
    pending.push(() => this.onload?.())
  }
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('Image', ControlledImage)
  stubReducedMotion(false)
  pending.length = 0
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function loadAllPictures() {
  await act(async () => {
    for (const load of pending.splice(0)) load()
  })
}

function shownTitle(): string | undefined {
  return screen
    .getAllByRole('group', { hidden: true })
    .find(
      (group) =>
        group.getAttribute('aria-roledescription') === 'diapositiva' &&
        !group.hasAttribute('inert'),
    )
    ?.textContent?.trim()
}

describe('hero rotation', () => {
  it('starts on slide 1 and advances every 17000 ms, cyclically', () => {
    const { result } = renderHook(() => useRotation({ running: true }))
    expect(result.current.active).toBe(0)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1))
    expect(result.current.active).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.active).toBe(1)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(result.current.active).toBe(2)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(result.current.active).toBe(0)
  })

  it('a numbered button jumps to its slide and the interval starts again from there', () => {
    const { result } = renderHook(() => useRotation({ running: true }))
    act(() => vi.advanceTimersByTime(10_000))
    act(() => result.current.goTo(2))
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1))
    expect(result.current.active).toBe(2)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.active).toBe(0)
  })

  it("is headed by her site's name («Nombre del sitio»), where it is", () => {
    renderInSite(<HeroCarousel siteName={SITE_NAME} slides={DEFAULT_SLIDES} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Casa del Agua · Albacete')
  })

  it("shows 'Precargando imágenes...' over slide 1 and holds still until the 3 pictures have loaded", async () => {
    renderInSite(<HeroCarousel siteName={SITE_NAME} slides={DEFAULT_SLIDES} />)
    expect(screen.getByRole('status').textContent).toBe(PRELOADING_TEXT)
    expect(shownTitle()).toContain(DEFAULT_SLIDES[0].title)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2))
    expect(shownTitle()).toContain(DEFAULT_SLIDES[0].title)
    expect(pending).toHaveLength(3)
    await loadAllPictures()
    expect(screen.queryByRole('status')).toBeNull()
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(shownTitle()).toContain(DEFAULT_SLIDES[1].title)
  })

  it('prefers-reduced-motion: no automatic advance and no pause button', async () => {
    stubReducedMotion(true)
    renderInSite(<HeroCarousel siteName={SITE_NAME} slides={DEFAULT_SLIDES} />)
    await loadAllPictures()
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3))
    expect(shownTitle()).toContain(DEFAULT_SLIDES[0].title)
    expect(screen.queryByRole('button', { name: /presentación/ })).toBeNull()
    act(() => screen.getByRole('button', { name: /^Diapositiva 3/ }).click())
    expect(shownTitle()).toContain(DEFAULT_SLIDES[2].title)
  })

  it('the pause button stops the rotation', async () => {
    renderInSite(<HeroCarousel siteName={SITE_NAME} slides={DEFAULT_SLIDES} />)
    await loadAllPictures()
    act(() => screen.getByRole('button', { name: 'Pausar la presentación' }).click())
    // The click focused the button, which also holds the rotation; leave the carousel.
    act(() => (document.activeElement as HTMLElement).blur())
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2))
    expect(shownTitle()).toContain(DEFAULT_SLIDES[0].title)
    expect(screen.getByRole('button', { name: 'Reanudar la presentación' })).toBeTruthy()
  })
})
