import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { Card } from '../../components/plain/card.tsx'
import { bareList } from '../../components/plain/looks.ts'
import { Skeleton } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'

export const COVER_SIZE = 500

const rowLook = css(bareList, {
  '--album-gap': 'spacing.6',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 'var(--album-gap)',
})
// Cards keep one width and centre on their rows, so three albums or four both look settled.
const itemLook = css({
  w: {
    base: 'full',
    sm: 'calc((100% - var(--album-gap)) / 2)',
    lg: 'calc((100% - 3 * var(--album-gap)) / 4)',
  },
})

export function AlbumRow({ children }: { children: ReactNode }) {
  return <ul className={rowLook}>{children}</ul>
}

/** One place in the row, the width every album card has. */
export function AlbumItem({ children }: { children: ReactNode }) {
  return <li className={itemLook}>{children}</li>
}

/** Stands in for `count` album cards while the list loads, at the size they will have. */
export function AlbumRowSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando álbumes…</VisuallyHidden>
      <AlbumRow>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <AlbumItem key={index}>
            <Card media={<Skeleton style={{ aspectRatio: '1 / 1', width: '100%' }} />}>
              <Skeleton style={{ height: '1.5rem', width: '70%' }} />
              <Skeleton style={{ height: '1rem', width: '40%' }} />
              <Skeleton style={{ height: '1rem', width: '50%' }} />
              <Skeleton style={{ height: '2rem', width: '9rem', marginTop: '0.75rem' }} />
            </Card>
          </AlbumItem>
        ))}
      </AlbumRow>
    </div>
  )
}
