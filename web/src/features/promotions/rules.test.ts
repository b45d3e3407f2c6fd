import { describe, expect, it } from 'vitest'
import { promotionsSectionHidden } from './rules.ts'

describe('promotions on home', () => {
  it('hidden only when the list has loaded and is empty', () => {
    expect(promotionsSectionHidden({ isSuccess: true, data: [] })).toBe(true)
    expect(promotionsSectionHidden({ isSuccess: true, data: [{ id: 1 }] })).toBe(false)
    expect(promotionsSectionHidden({ isSuccess: false, data: undefined })).toBe(false)
  })
})
