import { absoluteUrl } from '../../components/content/json-ld.tsx'
import type { Album, Track } from './queries.ts'
import { isoDuration, sortedTracks } from './rules.ts'

/** schema.org `MusicAlbum` of an album page, with its tracks as `MusicRecording`s. */
export function albumJsonLd(
  album: Pick<Album, 'id' | 'title' | 'artist' | 'description' | 'imageUrl' | 'releaseDate'>,
  tracks: readonly Pick<Track, 'title' | 'duration' | 'order'>[],
  siteUrl: string,
) {
  const url = `${siteUrl}/album/${album.id}`
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    name: album.title,
    url,
    ...(album.artist ? { byArtist: { '@type': 'MusicGroup', name: album.artist } } : {}),
    ...(album.description ? { description: album.description } : {}),
    ...(album.imageUrl ? { image: absoluteUrl(album.imageUrl, siteUrl) } : {}),
    ...(album.releaseDate ? { datePublished: album.releaseDate } : {}),
    numTracks: tracks.length,
    track: sortedTracks(tracks).map((track, index) => {
      const duration = isoDuration(track.duration)
      return {
        '@type': 'MusicRecording',
        name: track.title,
        position: index + 1,
        ...(duration ? { duration } : {}),
      }
    }),
  }
}
