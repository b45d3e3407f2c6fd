import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** The therapies page's sections, in page order; each is the id of its section. */
export const THERAPY_ANCHORS = [
  'nutricion',
  'terapias-remotas',
  'comunidad',
  'presencial',
  'acompanamientos',
  'suplementos',
  'dispositivos',
] as const

export type TherapyAnchor = (typeof THERAPY_ANCHORS)[number]

export const THERAPIES_PATH = '/terapias'
export const THERAPY_PATHS: readonly string[] = [THERAPIES_PATH, '/servicios']

/** Room left above a section so the sticky header does not cover its heading. */
export const THERAPY_SCROLL_OFFSET = 100
export const THERAPY_SCROLL_DELAY_MS = 200
/** The remote-therapies section sits below taller content that may still be laying out. */
export const REMOTE_THERAPIES_SCROLL_DELAY_MS = 300
/** Where the page scrolls when the section is not in the document. */
export const FALLBACK_SCROLL_TOP = 1200
/** Time the therapies page gets to render after a navigation before the scroll starts. */
export const NAVIGATE_THEN_SCROLL_MS = 500

export function isTherapyAnchor(value: string): value is TherapyAnchor {
  return (THERAPY_ANCHORS as readonly string[]).includes(value)
}

export function therapyScrollDelay(anchor: string): number {
  return anchor === 'terapias-remotas' ? REMOTE_THERAPIES_SCROLL_DELAY_MS : THERAPY_SCROLL_DELAY_MS
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/**
 * Scrolls to a therapy's section after its delay, leaving the offset above it, and moves the
 * keyboard focus there (sections carry tabIndex -1) so the next Tab continues from the section.
 */
export function scrollToTherapy(anchor: string): void {
  window.setTimeout(() => {
    const target = document.getElementById(anchor)
    const top = target
      ? target.getBoundingClientRect().top + window.scrollY - THERAPY_SCROLL_OFFSET
      : FALLBACK_SCROLL_TOP
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    if (target?.hasAttribute('tabindex')) target.focus({ preventScroll: true })
  }, therapyScrollDelay(anchor))
}

/**
 * A handler that brings a therapy's section into view: on the therapies page it scrolls; from
 * any other page it opens the therapies page first and scrolls once that page has had time to
 * render.
 */
export function useTherapyLink(): (anchor: string) => void {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (anchor: string) => {
      if (THERAPY_PATHS.includes(pathname)) {
        scrollToTherapy(anchor)
        return
      }
      void navigate(THERAPIES_PATH)
      window.setTimeout(() => scrollToTherapy(anchor), NAVIGATE_THEN_SCROLL_MS)
    },
    [pathname, navigate],
  )
}
