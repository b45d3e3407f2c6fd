import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * Shows `placeholder` (prerendered, hydrated) until the spot comes within `margin` of the
 * viewport, then `children`. Below the fold of a long page this keeps the islands' code, data
 * and rendering out of the page load, and starts them about a screen before the visitor gets
 * there. Without IntersectionObserver the children come at once.
 */
export function WhenNear({
  placeholder,
  children,
  margin = '100% 0px',
}: {
  placeholder: ReactNode
  children: ReactNode
  margin?: string
}) {
  const [near, setNear] = useState(false)
  const [spot, setSpot] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (near || !spot) return
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setNear(true))
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: what comes near is drawn in short tasks, the page stays responsive.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true))
      },
      { rootMargin: margin },
    )
    observer.observe(spot)
    return () => observer.disconnect()
  }, [spot, near, margin])
  return <div ref={setSpot}>{near ? children : placeholder}</div>
}
