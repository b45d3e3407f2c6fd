import type { CSSProperties, ReactNode } from 'react'
import { gridColumns, gridMaxWidth } from '../../lib/grid.ts'
import styles from './count-grid.module.css'

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
