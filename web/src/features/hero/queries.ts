import { queryOptions } from '@tanstack/react-query'
import type { CarouselBackground } from '../../../../edge-functions/_shared/resources/carousel-backgrounds.ts'
import type { HeroContent } from '../../../../edge-functions/_shared/resources/hero-content.ts'
import { REFETCH_INTERVAL_MS } from '../../lib/query-client.ts'

export type { HeroContent }
export type HeroBackground = Pick<
  CarouselBackground,
  'backgroundUrl' | 'backgroundColor' | 'opacity' | 'title' | 'subtitle'
>

export const heroKeys = {
  contents: ['/api/hero-content'] as const,
  background: (position: number) =>
    [`/api/carousel-backgrounds/hero?position=${position}`] as const,
}

/** The owner's hero texts (visitors receive the active ones, by order). */
export const heroContentQuery = queryOptions<HeroContent[]>({
  queryKey: heroKeys.contents,
  retry: false,
})

/** The hero background positions, one per slide. */
export const HERO_POSITIONS = [1, 2, 3] as const

/** The owner's colour and wash for slide `position` (1..3); `null` (or a failure) means none. */
export function heroBackgroundQuery(position: number) {
  return queryOptions<HeroBackground | null>({
    queryKey: heroKeys.background(position),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : REFETCH_INTERVAL_MS),
  })
}
