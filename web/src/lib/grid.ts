/**
 * "Grid column counts adapt to the number of items": one item is one centred column, two are
 * two, three or more fill three on a wide screen (two on a tablet, one on a phone).
 */
export function gridColumns(count: number): { base: number; md: number; lg: number } {
  const wide = Math.max(1, Math.min(count, 3))
  return { base: 1, md: Math.min(wide, 2), lg: wide }
}

/** The widest a grid of `count` cards should grow, so one or two cards are not stretched. */
export function gridMaxWidth(count: number): string {
  if (count <= 1) return 'md'
  if (count === 2) return '4xl'
  return '7xl'
}
