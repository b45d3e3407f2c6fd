import { Island } from '../../lib/island.tsx'
import { PromotionGridSkeleton } from './promotion-skeleton.tsx'

/** The promotions page's list, loaded after the page is interactive. */
export function PromotionsPageList() {
  return <Island name="promotions-page" baked fallback={<PromotionGridSkeleton />} />
}
