import type { CSSProperties, ReactNode } from 'react'
import { gridColumns, gridMaxWidth } from '../../lib/grid.ts'
import styles from './card-grid.module.css'

/**
 * A list of cards in a grid: one column on a phone, `columns.md` from a tablet and `columns.lg`
 * from a wide screen.
 */
export function CardGrid({
  id,
  columns,
  children,
}: {
  id?: string
  columns: { md: number; lg: number }
  children: ReactNode
}) {
  const layout = {
    '--columns': 1,
    '--columns-md': columns.md,
    '--columns-lg': columns.lg,
  } as CSSProperties
  return (
    <ul id={id} className={styles.grid} style={layout}>
      {children}
    </ul>
  )
}

/**
 * A list of cards as wide as their count needs (`lib/grid.ts`): one is a centred card, two sit
 * side by side, three or more fill three columns (products, promotions, testimonials).
 */
export function CountGrid({ count, children }: { count: number; children: ReactNode }) {
  const columns = gridColumns(count)
  const layout = {
    '--columns': columns.base,
    '--columns-md': columns.md,
    '--columns-lg': columns.lg,
    maxWidth: `var(--chakra-sizes-${gridMaxWidth(count)})`,
  } as CSSProperties
  return (
    <ul className={styles.grid} style={layout}>
      {children}
    </ul>
  )
}
