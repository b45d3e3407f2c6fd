import type { ReactNode } from 'react'
import { Island } from '../../lib/island.tsx'
import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'
import { PromotionGridSkeleton } from './promotion-skeleton.tsx'
import PromotionsHomeLive from './promotions-home-live.tsx'

/** The home section's frame; the live island drops it once the list is known to be empty. */
export function PromotionsFrame({ children }: { children: ReactNode }) {
  return (
    <HomeSection
      id="promociones"
      section="promotions"
      title="Promociones"
      subtitle="Ventajas por tiempo limitado para empezar a cuidarte."
    >
      {children}
    </HomeSection>
  )
}

export function PromotionsHomeSection() {
  const skeleton = (
    <PromotionsFrame>
      <PromotionGridSkeleton />
    </PromotionsFrame>
  )
  return <Island of={PromotionsHomeLive} baked fallback={skeleton} />
}
