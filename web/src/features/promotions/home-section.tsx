import { Island } from '../../lib/island.tsx'
import { PromotionGridSkeleton } from './promotion-skeleton.tsx'
import { PromotionsFrame } from './promotions-frame.tsx'
import PromotionsHomeLive from './promotions-home-live.tsx'

export function PromotionsHomeSection() {
  const skeleton = (
    <PromotionsFrame>
      <PromotionGridSkeleton />
    </PromotionsFrame>
  )
  return <Island of={PromotionsHomeLive} baked fallback={skeleton} />
}
