import type { UseQueryResult } from '@tanstack/react-query'
import { css } from '#styled/css'
import { ListState } from '../../components/content/list-state.tsx'
import { CountGrid } from '../../components/plain/card-grid.tsx'
import { PromotionCard } from './promotion-cards.tsx'
import { PromotionGridSkeleton } from './promotion-skeleton.tsx'
import type { Promotion } from './queries.ts'
import { NO_PROMOTIONS_TEXT } from './rules.ts'

const emptyLook = css({ m: '0', py: '4', textAlign: 'center', color: 'gray.700' })

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
      empty={<p className={emptyLook}>{NO_PROMOTIONS_TEXT}</p>}
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
