/** How far outside the viewport an island starts: about one screen above and below. */
export const NEAR_MARGIN = '100% 0px'

/**
 * Calls `onNear` once when an island's spot comes within a screen of the viewport. A spot is
 * `display: contents` and has no box of its own: what scrolls in is its first element or, when
 * it draws nothing yet, the element it sits in. Without IntersectionObserver it is near at once.
 * Returns what stops the watch.
 */
export function whenNear(spot: HTMLElement, onNear: () => void): () => void {
  const shown = spot.firstElementChild ?? spot.parentElement
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
