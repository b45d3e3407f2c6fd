import { describe, expect, it } from 'vitest'
import {
  albumFormValues,
  nextTrackOrder,
  silentAlbumReason,
  trackFormValues,
  tracksInOrder,
} from './album-rules.ts'

describe('album and track rules', () => {
  it('a new track order is the highest existing order plus 1', () => {
    expect(nextTrackOrder([{ order: 2 }, { order: 7 }, { order: 3 }])).toBe(8)
  })

  it('the first track of an album gets order 1', () => {
    expect(nextTrackOrder([])).toBe(1)
    expect(nextTrackOrder([{ order: 0 }])).toBe(1)
  })

  it('the track dialog starts from the next order when creating and the track when editing', () => {
    expect(trackFormValues(undefined, [{ order: 4 }])).toEqual({
      title: '',
      audioUrl: '',
      order: '5',
      duration: '',
      publishedAt: '',
    })
    expect(
      trackFormValues({ title: 'Olas', fileUrl: '/uploads/olas.mp3', order: 2, duration: null }, [
        { order: 4 },
      ]),
    ).toEqual({
      title: 'Olas',
      audioUrl: '/uploads/olas.mp3',
      order: '2',
      duration: '',
      publishedAt: '',
    })
  })

  it('a track’s «Publicar el» shows on Madrid’s clock', () => {
    expect(trackFormValues({ publishedAt: '2031-07-01T08:00:00Z' }, []).publishedAt).toBe(
      '2031-07-01T10:00',
    )
  })

  it('the album form shows empty text for what the album does not have', () => {
    expect(
      albumFormValues({ title: 'Raíces', artist: 'Elena', imageUrl: '/a.webp', releaseDate: null }),
    ).toEqual({
      title: 'Raíces',
      artist: 'Elena',
      description: '',
      featured: false,
      coverUrl: '/a.webp',
      releaseDate: '',
      externalMusicUrl: '',
      iframePlayerUrl: '',
      publishedAt: '',
      seoDescription: '',
    })
  })

  it('tracks are listed by order, then as they were added', () => {
    const sorted = tracksInOrder([
      { id: 3, order: 2 },
      { id: 1, order: 1 },
      { id: 2, order: 2 },
    ])
    expect(sorted.map((track) => track.id)).toEqual([1, 2, 3])
  })

  describe('an album visitors could not listen to says why', () => {
    const NOW = Date.parse('2026-12-03T10:00:00Z')
    const noAddress = { iframePlayerUrl: '', externalMusicUrl: '' }
    const published = { publishedAt: '2026-11-01T10:00:00Z' }
    const draft = { publishedAt: null }
    const later = { publishedAt: '2027-01-01T10:00:00Z' }

    it('a new album, which cannot have tracks yet, without a player address or link', () => {
      expect(silentAlbumReason(noAddress, undefined, NOW)).toBe('newAlbum')
    })

    it('an album without tracks, or whose tracks are all drafts or scheduled', () => {
      expect(silentAlbumReason(noAddress, [], NOW)).toBe('noTracks')
      expect(silentAlbumReason(noAddress, [draft, later], NOW)).toBe('noPublishedTracks')
    })

    it('nothing to say once a track is published, or with a player address or an external link', () => {
      expect(silentAlbumReason(noAddress, [draft, published], NOW)).toBeNull()
      expect(
        silentAlbumReason({ ...noAddress, iframePlayerUrl: 'https://p.example/a' }, [], NOW),
      ).toBeNull()
      expect(
        silentAlbumReason({ ...noAddress, externalMusicUrl: 'https://m.example/a' }, undefined),
      ).toBeNull()
      expect(silentAlbumReason({ ...noAddress, externalMusicUrl: '   ' }, [], NOW)).toBe('noTracks')
    })
  })
})
