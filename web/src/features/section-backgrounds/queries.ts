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
 * A section's background, `null` when the owner has set none. "Failure yields nothing and is not
 * retried": an error also means no background, and polling stops until the next visit.
 */
export function sectionBackgroundQuery(section: SectionKey) {
  return queryOptions<SectionBackground | null>({
    queryKey: sectionBackgroundKeys.section(section),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : REFETCH_INTERVAL_MS),
  })
}
