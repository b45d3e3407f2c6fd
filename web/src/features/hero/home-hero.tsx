import { Island } from '../../lib/island.tsx'
import { HeroView } from './hero-view.tsx'
import { DEFAULT_SLIDES } from './slides.ts'

const loadLiveHero = () => import('./hero-live.tsx')

/** The prerendered page shows the default slide 1; rotation and the owner's content follow. */
export function HomeHero() {
  return (
    <Island
      load={loadLiveHero}
      fallback={<HeroView slides={DEFAULT_SLIDES} active={0} preloading />}
    />
  )
}
