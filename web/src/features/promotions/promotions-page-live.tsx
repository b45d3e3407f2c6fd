import { useQuery } from '@tanstack/react-query'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { PromotionListState } from './promotion-list.tsx'
import { promotionsQuery } from './queries.ts'

function PagePromotions() {
  return <PromotionListState query={useQuery(promotionsQuery)} headingLevel="h2" />
}

/** The promotions page's list: 'No hay promociones activas en este momento.' when empty. */
export default function LivePagePromotions() {
  return (
    <QueryProvider>
      <PagePromotions />
    </QueryProvider>
  )
}
