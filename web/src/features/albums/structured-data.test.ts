import { describe, expect, it } from 'vitest'
import { albumJsonLd } from './structured-data.ts'

describe('album structured data', () => {
  it('an album is a MusicAlbum by its artist with its tracks as MusicRecordings in order', () => {
    const data = albumJsonLd(
      {
        id: 1,
        title: 'Cuencos del amanecer',
        artist: 'Tomás Requena',
        description: null,
        imageUrl: '/demo/album-1.webp',
        releaseDate: '2024-03-21',
      },
      [
        { title: 'Despertar', duration: '6:30', order: 2 },
        { title: 'Primera luz', duration: '3:45', order: 1 },
      ],
      'https://centro.example',
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicAlbum',
      name: 'Cuencos del amanecer',
      url: 'https://centro.example/album/1',
      byArtist: { '@type': 'MusicGroup', name: 'Tomás Requena' },
      image: 'https://centro.example/demo/album-1.webp',
      datePublished: '2024-03-21',
      numTracks: 2,
      track: [
        { '@type': 'MusicRecording', name: 'Primera luz', position: 1, duration: 'PT3M45S' },
        { '@type': 'MusicRecording', name: 'Despertar', position: 2, duration: 'PT6M30S' },
      ],
    })
  })
})
