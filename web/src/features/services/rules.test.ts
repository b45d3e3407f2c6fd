import { describe, expect, it } from 'vitest'
import { serviceRows } from './rows.ts'
import { therapyAnchorOf } from './rules.ts'

describe('services', () => {
  it('each card scrolls to the therapy anchor its link names, else its icon, else its place', () => {
    expect(therapyAnchorOf({ link: '/terapias#comunidad', icon: 'utensils' }, 0)).toBe('comunidad')
    expect(therapyAnchorOf({ link: null, icon: 'wifi' }, 0)).toBe('terapias-remotas')
    expect(therapyAnchorOf({ link: '/otra', icon: 'tag' }, 4)).toBe('acompanamientos')
    expect(therapyAnchorOf({ link: '/terapias#nada', icon: 'clock' }, 9)).toBeUndefined()
  })

  it('the first 4 go on one row, the rest on a second', () => {
    expect(serviceRows([1, 2, 3, 4, 5, 6, 7])).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ])
    expect(serviceRows([1, 2])).toEqual([[1, 2], []])
  })
})
