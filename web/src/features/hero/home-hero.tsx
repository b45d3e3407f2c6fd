import { useQueries, useQuery } from '@tanstack/react-query'
import { HydratedIsland, Island } from '../../lib/island.tsx'
import { usePageQueryClient } from '../../lib/query-provider.tsx'
import { useSiteSetting } from '../site-settings/site-settings.tsx'
import HeroDataLive from './hero-data-live.tsx'
import LiveHero from './hero-live.tsx'
import { HERO_POSITIONS, heroBackgroundQuery, heroContentQuery } from './queries.ts'

/**
 * The hero carousel, prerendered with the owner's slides as the build read them (her texts and
 * pictures, the spec's defaults where she has none) and hydrated in place, so its first picture
 * (the page's largest paint) is never replaced; a data island that draws nothing reads them again
 * once the page is live and hands any change to the carousel.
 */
export function HomeHero() {
  const queryClient = usePageQueryClient()
  const siteName = useSiteSetting('site_name')
  const contents = useQuery(heroContentQuery, queryClient).data ?? null
  const backgrounds = useQueries(
    { queries: HERO_POSITIONS.map((position) => heroBackgroundQuery(position)) },
    queryClient,
  ).map((query) => query.data ?? null)
  return (
    <>
      <HydratedIsland of={LiveHero} props={{ siteName, built: { contents, backgrounds } }} />
      <Island of={HeroDataLive} fallback={null} />
    </>
  )
}
