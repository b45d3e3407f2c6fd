import { queryOptions } from '@tanstack/react-query'
import type { CarouselBackground } from '../../../../edge-functions/_shared/resources/carousel-backgrounds.ts'
import { REFETCH_INTERVAL_MS } from '../../lib/query-client.ts'

/** The home sections that may carry a background (the API's `carousel_backgrounds.section`). */
export type SectionKey =
  | 'services'
  | 'activities'
  | 'products'
  | 'testimonials'
  | 'videos'
  | 'books'
  | 'promotions'
  | 'music'

export type SectionBackground = Pick<
  CarouselBackground,
  'backgroundUrl' | 'backgroundColor' | 'opacity' | 'title' | 'subtitle'
>

export const sectionBackgroundKeys = {
  section: (section: SectionKey) => [`/api/carousel-backgrounds/${section}`] as const,
  hero: (position: number) => [`/api/carousel-backgrounds/hero?position=${position}`] as const,
}

/**
 * A section's background. "Failure yields nothing and is not retried": a section without a
 * background answers 404, so an error means no background, and polling stops until the next
 * visit instead of asking for the missing row every 30 s.
 */
export function sectionBackgroundQuery(section: SectionKey) {
  return queryOptions<SectionBackground>({
    queryKey: sectionBackgroundKeys.section(section),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : REFETCH_INTERVAL_MS),
  })
}
