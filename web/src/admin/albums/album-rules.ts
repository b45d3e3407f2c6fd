import { madridWallTime } from '../../../../edge-functions/_shared/madrid-time.ts'
import type { Album } from '../../../../edge-functions/_shared/resources/albums.ts'
import type { Track } from '../../../../edge-functions/_shared/resources/tracks.ts'
import { publicationStateOf } from '../editor/publication.tsx'

export type { Album, Track }

export interface AlbumFormValues {
  title: string
  artist: string
  description: string
  /** «Descripción para buscadores»: empty, the page shows its description. */
  seoDescription: string
  featured: boolean
  coverUrl: string
  releaseDate: string
  externalMusicUrl: string
  iframePlayerUrl: string
  /** "Publicar el", Madrid's wall time (`YYYY-MM-DDTHH:MM`); empty: at "Publicar". */
  publishedAt: string
}

export interface TrackFormValues {
  title: string
  audioUrl: string
  order: string
  duration: string
  /** "Publicar el", as the album's. */
  publishedAt: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** "Publicar el" as its field shows it: Madrid's wall time, empty for none. */
const publishAtText = (publishedAt: string | null | undefined) =>
  publishedAt ? madridWallTime(new Date(publishedAt)) : ''

/** The album form's values: the album's own when editing, empty ones when creating. */
export function albumFormValues(album?: Partial<Album>): AlbumFormValues {
  return {
    title: text(album?.title),
    artist: text(album?.artist),
    description: text(album?.description),
    seoDescription: text(album?.seoDescription),
    featured: album?.featured === true,
    coverUrl: text(album?.coverUrl ?? album?.imageUrl),
    releaseDate: text(album?.releaseDate),
    externalMusicUrl: text(album?.externalMusicUrl),
    iframePlayerUrl: text(album?.iframePlayerUrl),
    publishedAt: publishAtText(album?.publishedAt),
  }
}

/** A new track goes after the last one: the highest order plus 1, or 1 for the first. */
export function nextTrackOrder(tracks: readonly Pick<Track, 'order'>[]): number {
  return tracks.reduce((highest, track) => Math.max(highest, Number(track.order) || 0), 0) + 1
}

/** The track dialog's values: the track's own when editing, the next order when creating. */
export function trackFormValues(
  track: Partial<Track> | undefined,
  tracks: readonly Pick<Track, 'order'>[],
): TrackFormValues {
  return {
    title: text(track?.title),
    audioUrl: text(track?.audioUrl ?? track?.fileUrl),
    order: String(track ? (track.order ?? 0) : nextTrackOrder(tracks)),
    duration: text(track?.duration),
    publishedAt: publishAtText(track?.publishedAt),
  }
}

/** Tracks as the album plays them: by order, then as they were added. */
export function tracksInOrder<T extends Pick<Track, 'order' | 'id'>>(tracks: readonly T[]): T[] {
  return [...tracks].sort((a, b) => a.order - b.order || a.id - b.id)
}

/**
 * Why visitors could not listen to the album, or null when «Escuchar ahora» will play it: the
 * site plays the tracks visitors see, else opens the player address or the external link, and an
 * album with none of them has no button. `tracks` is undefined for an album not yet created.
 */
export type SilentAlbumReason = 'newAlbum' | 'noTracks' | 'noPublishedTracks'

const UNSEEN_STATES = new Set(['draft', 'scheduled', 'retired'])

export function silentAlbumReason(
  values: Pick<AlbumFormValues, 'iframePlayerUrl' | 'externalMusicUrl'>,
  tracks: readonly Pick<Track, 'publishedAt'>[] | undefined,
  now: number = Date.now(),
): SilentAlbumReason | null {
  if (values.iframePlayerUrl.trim() || values.externalMusicUrl.trim()) return null
  if (!tracks) return 'newAlbum'
  if (tracks.length === 0) return 'noTracks'
  const heard = tracks.some((track) => !UNSEEN_STATES.has(publicationStateOf(track, now)))
  return heard ? null : 'noPublishedTracks'
}
