import { HydratedIsland, Island } from '../../lib/island.tsx'
import HeroDataLive from './hero-data-live.tsx'
import LiveHero from './hero-live.tsx'

/**
 * The hero carousel. It is prerendered with the default slides and hydrated in place, so its
 * first picture (the page's largest paint) is never replaced; the owner's texts and pictures
 * arrive through a data island that draws nothing itself.
 */
export function HomeHero() {
  return (
    <>
      <HydratedIsland of={LiveHero} />
      <Island of={HeroDataLive} fallback={null} />
    </>
  )
}
