import type { ReactNode } from 'react'
import { Card } from '../../components/plain/card.tsx'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import styles from './videos.module.css'

export const THUMBNAIL_WIDTH = 480
export const THUMBNAIL_HEIGHT = 270

/** Four across on a wide screen, two on a tablet, one on a phone; the skeleton uses the same. */
export function VideoGrid({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <ul id={id} className={styles.grid}>
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
              bodyClassName={styles.skeletonBody}
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
