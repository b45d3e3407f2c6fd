import { css } from '#styled/css'
import { card } from '#styled/recipes'
import { token } from '#styled/tokens'
import { Card } from '../../components/plain/card.tsx'
import { CountGrid } from '../../components/plain/card-grid.tsx'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'

export const PRODUCT_IMAGE_SIZE = 480

const skeletonBodyLook = css.raw({ gap: '3' })
const footerLook = card().footer

/** Three product cards in their loading shape (the demo has three featured). */
export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando los productos</VisuallyHidden>
      <CountGrid count={count}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card
              media={<Skeleton style={{ aspectRatio: '1', width: '100%' }} />}
              bodyCss={skeletonBodyLook}
              footer={
                <div className={footerLook}>
                  <Skeleton
                    style={{
                      height: '2.5rem',
                      width: '100%',
                      borderRadius: token.var('radii.full'),
                    }}
                  />
                </div>
              }
            >
              <Skeleton style={{ height: '1.75rem', width: '70%' }} />
              <Skeleton style={{ height: '1.25rem', width: '50%' }} />
              <SkeletonText lines={3} />
            </Card>
          </li>
        ))}
      </CountGrid>
    </div>
  )
}
