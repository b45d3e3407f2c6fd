import type { CSSProperties, ReactNode } from 'react'
import { Card } from '../../components/plain/card.tsx'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { FIRST_ROW_SIZE, serviceRows } from './rows.ts'
import styles from './services.module.css'

const GAP_PX = 24

/** The width of a short second row, so its cards are as wide as the first row's. */
function rowWidth(count: number): string | undefined {
  if (count >= FIRST_ROW_SIZE) return undefined
  const missing = FIRST_ROW_SIZE - count
  return `calc(${(count / FIRST_ROW_SIZE) * 100}% - ${(missing * GAP_PX) / FIRST_ROW_SIZE}px)`
}

/** One column on a phone, two from `sm`, the row's cards side by side from `lg`. */
function ServiceRow({ count, children }: { count: number; children: ReactNode }) {
  const layout = {
    '--columns-lg': Math.min(count, FIRST_ROW_SIZE),
    '--max-width-lg': rowWidth(count),
  } as CSSProperties
  return (
    <ul className={styles.row} style={layout}>
      {children}
    </ul>
  )
}

/** First four services on one row, the rest centred on a second. */
export function ServiceRows<T>({
  items,
  children,
}: {
  items: readonly T[]
  children: (item: T, index: number) => ReactNode
}) {
  const [first, rest] = serviceRows(items)
  return (
    <div className={styles.rows}>
      <ServiceRow count={first.length}>{first.map((item, i) => children(item, i))}</ServiceRow>
      {rest.length > 0 && (
        <ServiceRow count={rest.length}>
          {rest.map((item, i) => children(item, i + FIRST_ROW_SIZE))}
        </ServiceRow>
      )}
    </div>
  )
}

/** Same rows and card size as the seven services, while they load. */
export const SERVICE_SKELETON_COUNT = 7

const ICON_DISC: CSSProperties = {
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: 'var(--chakra-radii-full)',
}

export function ServiceCardsSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando los servicios</VisuallyHidden>
      <ServiceRows items={Array.from({ length: SERVICE_SKELETON_COUNT }, (_, i) => i)}>
        {(i) => (
          <li key={i}>
            <Card className={styles.unclipped} bodyClassName={styles.skeletonBody}>
              <Skeleton style={ICON_DISC} />
              <Skeleton style={{ height: '1.5rem', width: '70%' }} />
              <SkeletonText lines={4} />
            </Card>
          </li>
        )}
      </ServiceRows>
    </div>
  )
}
