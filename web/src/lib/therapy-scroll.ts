import { useEffect, useRef } from 'react'

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

/** Room left above a section so the sticky header does not cover its heading. */
export const THERAPY_SCROLL_OFFSET = 100
export const THERAPY_SCROLL_DELAY_MS = 200
/** The remote-therapies section sits below taller content that may still be laying out. */
export const REMOTE_THERAPIES_SCROLL_DELAY_MS = 300
/** Where the page scrolls when the section is not in the document. */
export const FALLBACK_SCROLL_TOP = 1200
/** Time the therapies page gets to render, when opened at a section, before the scroll starts. */
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
 * Brings the therapy the address's hash names (`#comunidad`) into view. A hash the page opens
 * with (a service card on another page links here) first gives the page time to render; a hash
 * changed while the page is open scrolls after the section's own delay only.
 */
export function useScrollToTherapyHash(hash: string): void {
  const opened = useRef(false)
  useEffect(() => {
    const arriving = !opened.current
    opened.current = true
    const anchor = decodeURIComponent(hash.slice(1))
    if (!isTherapyAnchor(anchor)) return
    if (arriving) window.setTimeout(() => scrollToTherapy(anchor), NAVIGATE_THEN_SCROLL_MS)
    else scrollToTherapy(anchor)
  }, [hash])
}
