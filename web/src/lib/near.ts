/** How far outside the viewport an island starts: about one screen above and below. */
export const NEAR_MARGIN = '100% 0px'

/**
 * What scrolls in for a spot: it is `display: contents` and has no box of its own, so its first
 * element or, when it draws nothing yet, the element it sits in.
 */
function shownFor(spot: HTMLElement): Element | null {
  return spot.firstElementChild ?? spot.parentElement
}

/** Whether a spot is within a screen of the viewport now (`NEAR_MARGIN`); lays the page out. */
export function isNear(spot: HTMLElement): boolean {
  const box = shownFor(spot)?.getBoundingClientRect()
  if (!box) return true
  return box.bottom >= -window.innerHeight && box.top <= 2 * window.innerHeight
}

/**
 * Calls `onNear` once when an island's spot comes within a screen of the viewport. Without
 * IntersectionObserver it is near at once.
 * Returns what stops the watch.
 */
export function whenNear(spot: HTMLElement, onNear: () => void): () => void {
  const shown = shownFor(spot)
  if (typeof IntersectionObserver === 'undefined' || !shown) {
    onNear()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin: NEAR_MARGIN },
  )
  observer.observe(shown)
  return () => observer.disconnect()
}
