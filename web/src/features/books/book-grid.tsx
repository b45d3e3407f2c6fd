import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { Card } from '../../components/plain/card.tsx'
import { CardGrid } from '../../components/plain/card-grid.tsx'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'

export const COVER_WIDTH = 400
export const COVER_HEIGHT = 600

const coverBandLook = css({ display: 'flex', justifyContent: 'center', py: '6', bg: 'sand.50' })
const coverLook = css({ w: '180px', boxShadow: 'md' })
const skeletonBody = css.raw({ gap: '3' })

/** Three across on a wide screen, two on a tablet, one on a phone; the skeleton uses the same. */
export function BookGrid({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <CardGrid id={id} columns={{ md: 2, lg: 3 }}>
      {children}
    </CardGrid>
  )
}

/**
 * The band a cover sits on, shared by the card and its skeleton. Covers are 180 px wide: a whole
 * 2:3 cover across a card would be taller than a phone.
 */
export function CoverBand({ children }: { children: ReactNode }) {
  return (
    <div className={coverBandLook}>
      <div className={coverLook}>{children}</div>
    </div>
  )
}

/** Stands in for `count` book cards while the list loads, at the size they will have. */
export function BookGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando libros…</VisuallyHidden>
      <BookGrid>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card
              bodyCss={skeletonBody}
              media={
                <CoverBand>
                  <Skeleton
                    style={{ aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`, width: '100%' }}
                  />
                </CoverBand>
              }
            >
              <Skeleton style={{ height: '1.5rem', width: '75%' }} />
              <Skeleton style={{ height: '1rem', width: '50%' }} />
              <SkeletonText lines={3} />
              <Skeleton style={{ height: '1rem', width: '7rem' }} />
              <Skeleton style={{ height: '2rem', width: '8rem' }} />
            </Card>
          </li>
        ))}
      </BookGrid>
    </div>
  )
}
