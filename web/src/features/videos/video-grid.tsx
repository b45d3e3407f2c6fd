import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { Card } from '../../components/plain/card.tsx'
import { bareList } from '../../components/plain/looks.ts'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'

export const THUMBNAIL_WIDTH = 480
export const THUMBNAIL_HEIGHT = 270

const gridLook = css(bareList, {
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '6',
})
const skeletonBody = css.raw({ gap: '3', p: '4' })

/** Four across on a wide screen, two on a tablet, one on a phone; the skeleton uses the same. */
export function VideoGrid({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <ul id={id} className={gridLook}>
      {children}
    </ul>
  )
}

/** Stands in for `count` video cards while the list loads, at the size they will have. */
export function VideoGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando vídeos…</VisuallyHidden>
      <VideoGrid>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card
              bodyCss={skeletonBody}
              media={
                <Skeleton
                  style={{ aspectRatio: `${THUMBNAIL_WIDTH} / ${THUMBNAIL_HEIGHT}`, width: '100%' }}
                />
              }
            >
              <Skeleton style={{ height: '1.5rem', width: '80%' }} />
              <SkeletonText lines={2} />
              <Skeleton style={{ height: '1.25rem', width: '6rem' }} />
            </Card>
          </li>
        ))}
      </VideoGrid>
    </div>
  )
}
