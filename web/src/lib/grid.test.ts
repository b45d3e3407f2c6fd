import { describe, expect, it } from 'vitest'
import { gridColumns, gridMaxWidth } from './grid.ts'

describe('grid columns adapt to the number of items', () => {
  it('one item is one column everywhere', () => {
    expect(gridColumns(1)).toEqual({ base: 1, md: 1, lg: 1 })
  })

  it('two items are two columns from a tablet up', () => {
    expect(gridColumns(2)).toEqual({ base: 1, md: 2, lg: 2 })
  })

  it('three or more items are three columns on a wide screen', () => {
    expect(gridColumns(3)).toEqual({ base: 1, md: 2, lg: 3 })
    expect(gridColumns(7)).toEqual({ base: 1, md: 2, lg: 3 })
  })

  it('an empty list still lays out one column', () => {
    expect(gridColumns(0)).toEqual({ base: 1, md: 1, lg: 1 })
  })

  it('a single card is not stretched across the page', () => {
    expect(gridMaxWidth(1)).toBe('md')
    expect(gridMaxWidth(2)).toBe('4xl')
    expect(gridMaxWidth(5)).toBe('7xl')
  })
})
