import { useMemo } from 'react'
import { useExternalStore } from '../../lib/external-store.ts'
import { HeroCarousel } from './hero-carousel.tsx'
import { heroOwnerContent } from './owner-content.ts'
import { resolveSlides } from './slides.ts'

const everything = <T,>(value: T) => value

/**
 * The carousel with the owner's slides once the hero's data island has published them, the
 * default ones until then (and in the prerendered HTML, which it hydrates as it is).
 */
export default function LiveHero() {
  const owner = useExternalStore(heroOwnerContent, everything)
  const slides = useMemo(() => resolveSlides(owner.contents, owner.backgrounds), [owner])
  return <HeroCarousel slides={slides} />
}
