import { externalStore } from '../../lib/external-store.ts'
import type { HeroBackground, HeroContent } from './queries.ts'

export interface HeroOwnerContent {
  /** The active hero content items; null when there are none to read (a build without the API). */
  contents: readonly HeroContent[] | null
  /** Hero background positions 1-3, in order; null where the owner has none. */
  backgrounds: readonly (HeroBackground | null | undefined)[]
}

/**
 * What the owner set for the hero, published by the hero's data island once it has read it
 * again in the browser; null until then (the carousel keeps what the page was built with).
 */
export const heroOwnerContent = externalStore<HeroOwnerContent | null>(null)
