import { Island } from '../../lib/island.tsx'
import { PromotionGridSkeleton } from './promotion-skeleton.tsx'
import PromotionsPageLive from './promotions-page-live.tsx'

/** The promotions page's list, loaded after the page is interactive. */
export function PromotionsPageList() {
  return <Island of={PromotionsPageLive} baked fallback={<PromotionGridSkeleton />} />
}
