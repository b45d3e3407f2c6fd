import type { UseQueryResult } from '@tanstack/react-query'
import { ListState } from '../../components/content/list-state.tsx'
import { CountGrid } from '../../components/plain/card-grid.tsx'
import { PromotionCard } from './promotion-cards.tsx'
import { PromotionGridSkeleton } from './promotion-skeleton.tsx'
import styles from './promotions.module.css'
import type { Promotion } from './queries.ts'
import { NO_PROMOTIONS_TEXT } from './rules.ts'

/** The promotions in their four states; `empty` only shows on the promotions page. */
export function PromotionListState({
  query,
  headingLevel,
}: {
  query: UseQueryResult<Promotion[]>
  headingLevel: 'h2' | 'h3'
}) {
  return (
    <ListState
      query={query}
      thing="las promociones"
      skeleton={<PromotionGridSkeleton />}
      empty={<p className={styles.empty}>{NO_PROMOTIONS_TEXT}</p>}
    >
      {(promotions) => (
        <CountGrid count={promotions.length}>
          {promotions.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} headingLevel={headingLevel} />
          ))}
        </CountGrid>
      )}
    </ListState>
  )
}
