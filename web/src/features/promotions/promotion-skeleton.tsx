import { token } from '#styled/tokens'
import { Card } from '../../components/plain/card.tsx'
import { CountGrid } from '../../components/plain/card-grid.tsx'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { promotionCardBody, promotionCardFrame } from './promotions.styles.ts'

const PILL = token.var('radii.full')

export function PromotionGridSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando las promociones</VisuallyHidden>
      <CountGrid count={count}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card css={promotionCardFrame} bodyCss={promotionCardBody}>
              <Skeleton style={{ width: '3.5rem', height: '3.5rem', borderRadius: PILL }} />
              <Skeleton style={{ height: '1.75rem', width: '60%' }} />
              <Skeleton style={{ height: '1.25rem', width: '30%' }} />
              <SkeletonText lines={2} />
              <Skeleton style={{ height: '2.5rem', width: '8rem', borderRadius: PILL }} />
            </Card>
          </li>
        ))}
      </CountGrid>
    </div>
  )
}
