import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { token } from '#styled/tokens'
import { Card } from '../../components/plain/card.tsx'
import { CardGrid } from '../../components/plain/card-grid.tsx'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { cardBody, cardFooterLook, filtersLook } from './activities.styles.ts'

export const ACTIVITY_IMAGE_WIDTH = 640
export const ACTIVITY_IMAGE_HEIGHT = 400

/** Three across on a wide screen, two on a tablet, one on a phone. */
export function ActivityGrid({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <CardGrid id={id} columns={{ md: 2, lg: 3 }}>
      {children}
    </CardGrid>
  )
}

const PILL = { borderRadius: token.var('radii.full') }

const badgesLook = css({ display: 'flex', gap: '2' })

export function ActivityCardSkeleton() {
  return (
    <li>
      <Card
        bodyCss={cardBody}
        media={
          <Skeleton
            style={{
              aspectRatio: `${ACTIVITY_IMAGE_WIDTH} / ${ACTIVITY_IMAGE_HEIGHT}`,
              width: '100%',
            }}
          />
        }
        footer={
          <div className={cardFooterLook}>
            <Skeleton style={{ height: '2rem', width: '8rem', ...PILL }} />
          </div>
        }
      >
        <div className={badgesLook}>
          <Skeleton style={{ height: '1.5rem', width: '8rem' }} />
          <Skeleton style={{ height: '1.5rem', width: '4rem' }} />
        </div>
        <Skeleton style={{ height: '1.75rem', width: '80%' }} />
        <SkeletonText lines={3} />
        <SkeletonText lines={2} />
      </Card>
    </li>
  )
}

export function ActivityFilterSkeleton({ count }: { count: number }) {
  return (
    <div className={filtersLook}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} style={{ height: '2rem', width: '6rem', ...PILL }} />
      ))}
    </div>
  )
}

const SKELETON = {
  home: { filters: 6, cards: 3 },
  page: { filters: 8, cards: 6 },
} as const

/** Filter buttons and cards in their loading shape. */
export function ActivityListSkeleton({ variant }: { variant: 'home' | 'page' }) {
  const { filters, cards } = SKELETON[variant]
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando las actividades</VisuallyHidden>
      <ActivityFilterSkeleton count={filters} />
      <ActivityGrid>
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ActivityCardSkeleton key={index} />
        ))}
      </ActivityGrid>
    </div>
  )
}
