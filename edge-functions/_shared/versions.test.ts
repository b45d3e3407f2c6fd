import { describe, expect, it } from 'vitest'
import { restorePathOf, versionsPathOf } from './versions.ts'

describe('restorePathOf', () => {
  it("restores a version under its item's versions path", () => {
    expect(restorePathOf(versionsPathOf('services', 3), 12)).toBe(
      '/api/services/3/versions/12/restore',
    )
  })

  it('keeps the query that names an item by its address after the version', () => {
    const address = encodeURIComponent(
      'https://x.supabase.co/storage/v1/object/public/images/a.webp?v=2',
    )
    expect(restorePathOf(`/api/media/description/versions?address=${address}`, 7)).toBe(
      `/api/media/description/versions/7/restore?address=${address}`,
    )
  })
})
