// Written by scripts/resource-index.ts from the definitions in ./resources/ (`npm run resources`);
// a new definition file is listed by running it, never by hand.
export * from './resources/activities.ts'
export * from './resources/albums.ts'
export * from './resources/books.ts'
export * from './resources/hero-content.ts'
export * from './resources/pages.ts'
export * from './resources/products.ts'
export * from './resources/promotions.ts'
export * from './resources/services.ts'
export * from './resources/testimonials.ts'
export * from './resources/tracks.ts'
export * from './resources/videos.ts'

import { activities } from './resources/activities.ts'
import { albums } from './resources/albums.ts'
import { books } from './resources/books.ts'
import { heroContent } from './resources/hero-content.ts'
import { pages } from './resources/pages.ts'
import { products } from './resources/products.ts'
import { promotions } from './resources/promotions.ts'
import { services } from './resources/services.ts'
import { testimonials } from './resources/testimonials.ts'
import { tracks } from './resources/tracks.ts'
import { videos } from './resources/videos.ts'

/** The resources that share the list/create/update/delete shape, mounted by one router factory. */
export const RESOURCES = [
  activities,
  albums,
  books,
  heroContent,
  pages,
  products,
  promotions,
  services,
  testimonials,
  tracks,
  videos,
] as const
