import { useMemo } from 'react'
import { useExternalStore } from '../../lib/external-store.ts'
import { HeroCarousel } from './hero-carousel.tsx'
import { type HeroOwnerContent, heroOwnerContent } from './owner-content.ts'
import { resolveSlides } from './slides.ts'

const everything = <T,>(value: T) => value

/**
 * The carousel with the owner's slides: as the build read them (the prerendered HTML, which it
 * hydrates as it is), then as the hero's data island reads them again.
 */
export default function LiveHero({
  siteName,
  built,
}: {
  siteName: string
  built: HeroOwnerContent
}) {
  const owner = useExternalStore(heroOwnerContent, everything) ?? built
  const slides = useMemo(() => resolveSlides(owner.contents, owner.backgrounds), [owner])
  return <HeroCarousel siteName={siteName} slides={slides} />
}
