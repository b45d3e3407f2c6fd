import { useQuery } from '@tanstack/react-query'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { PromotionListState } from './promotion-list.tsx'
import { PromotionsFrame } from './promotions-frame.tsx'
import { promotionsQuery } from './queries.ts'
import { promotionsSectionHidden } from './rules.ts'

function HomePromotions() {
  const query = useQuery(promotionsQuery)
  if (promotionsSectionHidden(query)) return null
  return (
    <PromotionsFrame>
      <PromotionListState query={query} headingLevel="h3" />
    </PromotionsFrame>
  )
}

/** Home: the promotions section, hidden entirely once the list has loaded empty. */
export default function LivePromotionsSection() {
  return (
    <QueryProvider>
      <HomePromotions />
    </QueryProvider>
  )
}
