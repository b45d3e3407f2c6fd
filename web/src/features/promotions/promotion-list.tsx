import { Text } from '@chakra-ui/react/text'
import type { UseQueryResult } from '@tanstack/react-query'
import { ListState } from '../../components/content/list-state.tsx'
import { PromotionCard } from './promotion-cards.tsx'
import { PromotionGrid, PromotionGridSkeleton } from './promotion-skeleton.tsx'
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
      empty={
        <Text textAlign="center" color="gray.700" py="4">
          {NO_PROMOTIONS_TEXT}
        </Text>
      }
    >
      {(promotions) => (
        <PromotionGrid count={promotions.length}>
          {promotions.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} headingLevel={headingLevel} />
          ))}
        </PromotionGrid>
      )}
    </ListState>
  )
}
