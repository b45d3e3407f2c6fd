import type { CSSProperties, ReactNode } from 'react'
import { css } from '#styled/css'
import { type Token, token } from '#styled/tokens'
import { gridColumns, gridMaxWidth } from '../../lib/grid.ts'

// Its columns come from the component, as variables: one look for every count.
const gridLook = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(var(--columns), minmax(0, 1fr))',
    md: 'repeat(var(--columns-md), minmax(0, 1fr))',
    lg: 'repeat(var(--columns-lg), minmax(0, 1fr))',
  },
  gap: '6',
  listStyle: 'none',
  mx: 'auto',
  my: '0',
  p: '0',
})

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
    <ul id={id} className={gridLook} style={layout}>
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
    maxWidth: token.var(`sizes.${gridMaxWidth(count)}` as Token),
  } as CSSProperties
  return (
    <ul className={gridLook} style={layout}>
      {children}
    </ul>
  )
}
