import type { CSSProperties, ReactNode } from 'react'
import { css } from '#styled/css'
import { token } from '#styled/tokens'
import { Card } from '../../components/plain/card.tsx'
import { Skeleton, SkeletonText } from '../../components/plain/skeleton.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { FIRST_ROW_SIZE, serviceRows } from './rows.ts'
import { serviceCardBody, serviceCardFrame } from './services.styles.ts'

// In pixels, as `rowWidth` takes the gaps off in pixels.
const GAP_PX = 24

// The first row and the second, 24 px apart, as the cards within a row.
const rowsLook = css({ display: 'flex', flexDirection: 'column', gap: '24px' })

// A row's width comes from the component: a short second row keeps the first row's card width.
const rowLook = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(var(--columns-lg), minmax(0, 1fr))',
  },
  gap: '24px',
  w: 'full',
  maxW: { lg: 'var(--max-width-lg, none)' },
  mx: 'auto',
  my: '0',
  p: '0',
  listStyle: 'none',
})

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
    <ul className={rowLook} style={layout}>
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
    <div className={rowsLook}>
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
  borderRadius: token.var('radii.full'),
}

export function ServiceCardsSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Cargando los servicios</VisuallyHidden>
      <ServiceRows items={Array.from({ length: SERVICE_SKELETON_COUNT }, (_, i) => i)}>
        {(i) => (
          <li key={i}>
            <Card css={serviceCardFrame} bodyCss={serviceCardBody}>
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
