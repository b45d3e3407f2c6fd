import { useMemo } from 'react'
import { useExternalStore } from '../../lib/external-store.ts'
import { Island } from '../../lib/island.tsx'
import { HeroCarousel } from './hero-carousel.tsx'
import { heroOwnerContent } from './owner-content.ts'
import { resolveSlides } from './slides.ts'

const everything = <T,>(value: T) => value

/**
 * The hero carousel. It is prerendered with the default slides and hydrated in place, so its
 * first picture (the page's largest paint) is never replaced; the owner's texts and pictures
 * arrive through a data island that draws nothing itself.
 */
export function HomeHero() {
  const owner = useExternalStore(heroOwnerContent, everything)
  const slides = useMemo(() => resolveSlides(owner.contents, owner.backgrounds), [owner])
  return (
    <>
      <HeroCarousel slides={slides} />
      <Island name="hero-data" fallback={null} />
    </>
  )
}
