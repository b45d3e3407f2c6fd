import { Island } from '../../lib/island.tsx'
import { PromotionGridSkeleton } from './promotion-skeleton.tsx'

const loadLivePagePromotions = () => import('./promotions-page-live.tsx')

/** The promotions page's list, loaded after the page is interactive. */
export function PromotionsPageList() {
  return <Island load={loadLivePagePromotions} fallback={<PromotionGridSkeleton />} />
}
