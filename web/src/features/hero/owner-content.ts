import { externalStore } from '../../lib/external-store.ts'
import type { HeroBackground, HeroContent } from './queries.ts'

export interface HeroOwnerContent {
  contents?: readonly HeroContent[]
  /** Hero background positions 1-3, in order; undefined where the owner has none. */
  backgrounds: readonly (HeroBackground | null | undefined)[]
}

/** What the owner set for the hero, published by the hero's data island once it has loaded. */
export const heroOwnerContent = externalStore<HeroOwnerContent>({ backgrounds: [] })
