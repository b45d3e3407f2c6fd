import { describe, expect, it } from 'vitest'
import { albumFormValues, nextTrackOrder, trackFormValues, tracksInOrder } from './album-rules.ts'

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
})
