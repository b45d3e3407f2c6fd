import { useState } from 'react'
import { HeroView } from './hero-view.tsx'
import { useImagesPreloaded, usePrefersReducedMotion, useRotation } from './rotation.ts'
import type { HeroSlide } from './slides.ts'

/**
 * The rotating hero: it waits for the three pictures, then starts on slide 1 and moves on every
 * 17 s. It holds still while the pointer or the keyboard focus is on it, when the visitor
 * pauses it (WCAG 2.2.2) and, with no pause button, for visitors who prefer reduced motion.
 */
export function HeroCarousel({
  siteName,
  slides,
}: {
  siteName: string
  slides: readonly HeroSlide[]
}) {
  const ready = useImagesPreloaded(slides.map((slide) => slide.imageUrl))
  const reducedMotion = usePrefersReducedMotion()
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const { active, goTo } = useRotation({
    running: ready && !reducedMotion && !paused && !hovered && !focused,
  })
  return (
    <HeroView
      siteName={siteName}
      slides={slides}
      active={ready ? active : 0}
      preloading={!ready}
      onSelect={goTo}
      rotation={
        reducedMotion ? undefined : { paused, onToggle: () => setPaused((current) => !current) }
      }
      holdHandlers={{
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        onBlur: (event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
        },
      }}
    />
  )
}
