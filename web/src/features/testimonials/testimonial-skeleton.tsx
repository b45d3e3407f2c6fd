import { token } from '#styled/tokens'
import { Card } from '../../components/plain/card.tsx'
import { CountGrid } from '../../components/plain/card-grid.tsx'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { personLook, testimonialCardBody, testimonialCardFrame } from './testimonials.styles.ts'

export const AVATAR_SIZE = 64

export function TestimonialGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando los testimonios</VisuallyHidden>
      <CountGrid count={count}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card css={testimonialCardFrame} bodyCss={testimonialCardBody}>
              <div className={personLook}>
                <Skeleton
                  style={{
                    width: AVATAR_SIZE,
                    height: AVATAR_SIZE,
                    flexShrink: 0,
                    borderRadius: token.var('radii.full'),
                  }}
                />
                <Skeleton style={{ height: '1.5rem', width: '40%' }} />
              </div>
              <SkeletonText lines={4} />
            </Card>
          </li>
        ))}
      </CountGrid>
    </div>
  )
}
