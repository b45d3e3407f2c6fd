import { useQueries, useQuery } from '@tanstack/react-query'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { HeroCarousel } from './hero-carousel.tsx'
import { heroBackgroundQuery, heroContentQuery } from './queries.ts'
import { HERO_SLIDE_COUNT, resolveSlides } from './slides.ts'

const POSITIONS = Array.from({ length: HERO_SLIDE_COUNT }, (_, index) => index + 1)

function OwnersHero() {
  const contents = useQuery(heroContentQuery).data
  const backgrounds = useQueries({
    queries: POSITIONS.map((position) => heroBackgroundQuery(position)),
  }).map((query) => query.data)
  return <HeroCarousel slides={resolveSlides(contents, backgrounds)} />
}

/** The hero with the owner's texts and pictures once they load (the defaults until then). */
export default function LiveHero() {
  return (
    <QueryProvider>
      <OwnersHero />
    </QueryProvider>
  )
}
