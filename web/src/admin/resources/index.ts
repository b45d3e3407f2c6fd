import type { ContentType } from '../editor/content-type.ts'
import { activitiesType } from './activities.tsx'
import { booksType } from './books.tsx'
import { carouselBackgroundsType, ctaType, settingsType } from './custom-types.ts'
import { heroType } from './hero.tsx'
import { pagesType } from './pages.tsx'
import { productsType } from './products.tsx'
import { promotionsType } from './promotions.tsx'
import { servicesType } from './services.tsx'
import { testimonialsType } from './testimonials.tsx'
import { videosType } from './videos.tsx'

/** Every type the content editor offers, in sidebar order. A new type is one more entry. */
export const CONTENT_TYPES: readonly ContentType[] = [
  activitiesType,
  servicesType,
  productsType,
  testimonialsType,
  videosType,
  booksType,
  promotionsType,
  heroType,
  pagesType,
  settingsType,
  carouselBackgroundsType,
  ctaType,
]

export const DEFAULT_CONTENT_TYPE = 'activities'

export function contentTypeOf(type: string): ContentType | undefined {
  return CONTENT_TYPES.find((contentType) => contentType.type === type)
}
