import { describe, expect, it } from 'vitest'
import { albumKeys, featuredAlbumsQuery } from './queries.ts'

describe('album queries', () => {
  it('featured albums are cached for 60 s and refetched no more often', () => {
    expect(featuredAlbumsQuery.queryKey).toEqual(['/api/albums/featured'])
    expect(featuredAlbumsQuery.staleTime).toBe(60_000)
    expect(featuredAlbumsQuery.refetchInterval).toBe(60_000)
  })

  it('each key starts with the path it reads', () => {
    expect(albumKeys.detail('3')[0]).toBe('/api/albums/3')
    expect(albumKeys.tracks('3')[0]).toBe('/api/albums/3/tracks')
  })
})
