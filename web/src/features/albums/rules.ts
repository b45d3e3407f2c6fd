import type { Album } from '../../../../edge-functions/_shared/resources/albums.ts'
import type { Track } from '../../../../edge-functions/_shared/resources/tracks.ts'
import { SITE_NAME } from '../../app/site.ts'
import { safeHref } from '../../lib/safe-href.ts'

/** What an album card needs; the built-in sample albums have no page of their own. */
export type CardAlbum = Pick<
  Album,
  'id' | 'title' | 'artist' | 'imageUrl' | 'tracksCount' | 'iframePlayerUrl' | 'externalMusicUrl'
> & { sample?: true }

export const ALBUM_NOT_FOUND = 'Álbum no encontrado'
export const ALBUM_NOT_FOUND_DESCRIPTION = 'Este álbum no existe o ya no está disponible.'

/** An album's id as an address writes it: digits only (anything else names no album). */
export function isAlbumId(id: string): boolean {
  return /^\d+$/.test(id)
}

export function trackCountText(count: number): string {
  return count === 1 ? '1 pista disponible' : `${count} pistas disponibles`
}

/** Where the players of the built-in sample albums live. */
export const SAMPLE_PLAYER_BASE = 'https://example.org/reproductor/'

const SAMPLES = [
  {
    title: 'Armonía interior',
    artist: 'Elena Marín',
    tracksCount: 20,
    cover: '/demo/album-1.webp',
    player: `${SAMPLE_PLAYER_BASE}armonia-interior`,
  },
  {
    title: 'Cuencos de cristal',
    artist: 'Tomás Requena',
    tracksCount: 12,
    cover: '/demo/album-2.webp',
    player: `${SAMPLE_PLAYER_BASE}cuencos-de-cristal`,
  },
  {
    title: 'Mantras para el alba',
    artist: 'Elena Marín',
    tracksCount: 8,
    cover: '/demo/album-3.webp',
    player: `${SAMPLE_PLAYER_BASE}mantras-para-el-alba`,
  },
  {
    title: 'Bosque en calma',
    artist: 'Tomás Requena',
    tracksCount: 14,
    cover: '/demo/album-4.webp',
    player: `${SAMPLE_PLAYER_BASE}bosque-en-calma`,
  },
] as const

const SAMPLE_COVERS: Readonly<Record<string, string>> = Object.fromEntries(
  SAMPLES.map((sample) => [sample.title, sample.cover]),
)
const SAMPLE_PLAYERS: Readonly<Record<string, string>> = Object.fromEntries(
  SAMPLES.map((sample) => [sample.title, sample.player]),
)

/** 'Canción del Río' -> 'cancion_del_rio': lower case, accents removed, underscores for spaces. */
export function titleSlug(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
}

/** The player of a sample album by its exact title; any other title gets one built from it. */
export function playerAddressByTitle(title: string): string {
  return SAMPLE_PLAYERS[title] ?? `${SAMPLE_PLAYER_BASE}${titleSlug(title)}`
}

/** The four albums shown when the server has none to show. */
export const SAMPLE_ALBUMS: readonly CardAlbum[] = SAMPLES.map((sample, index) => ({
  id: -(index + 1),
  title: sample.title,
  artist: sample.artist,
  imageUrl: SAMPLE_COVERS[sample.title],
  tracksCount: sample.tracksCount,
  iframePlayerUrl: null,
  externalMusicUrl: null,
  sample: true,
}))

/** The server's albums, or the samples when it returned none. */
export function albumsToShow(albums: readonly CardAlbum[]): CardAlbum[] {
  return [...(albums.length > 0 ? albums : SAMPLE_ALBUMS)]
}

/** The embeddable player comes first, then the album's page elsewhere, then one by title. */
export function playerAddress(
  album: Pick<CardAlbum, 'title' | 'iframePlayerUrl' | 'externalMusicUrl'>,
): string {
  return (
    album.iframePlayerUrl?.trim() ||
    album.externalMusicUrl?.trim() ||
    playerAddressByTitle(album.title ?? '')
  )
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|webOS|BlackBerry|IEMobile|Opera Mini|Mobile/i

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent)
}

export const MUSIC_PLAYER_PATH = '/reproductor-musica'

/**
 * 'Escuchar ahora': a phone opens the player itself (a framed page plays poorly there); a
 * computer opens the site's player page around it.
 */
export function listenAddress(
  album: Pick<CardAlbum, 'title' | 'iframePlayerUrl' | 'externalMusicUrl'>,
  userAgent: string,
): string {
  const address = playerAddress(album)
  if (isMobileUserAgent(userAgent)) return address
  const query = new URLSearchParams({ titulo: album.title ?? '', url: address })
  return `${MUSIC_PLAYER_PATH}?${query}`
}

/** Tracks in the owner's order (ties keep the server's order). */
export function sortedTracks<T extends Pick<Track, 'order'>>(tracks: readonly T[]): T[] {
  return [...tracks].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
}

/** The recording a track's player plays: its audio address, if the site draws it (see safeHref). */
export function trackAudioSource(track: Pick<Track, 'audioUrl' | 'fileUrl'>): string | undefined {
  return safeHref(track.audioUrl) ?? safeHref(track.fileUrl)
}

/** 'Fecha de lanzamiento: 21 de marzo de 2024' from '2024-03-21'; nothing without a date. */
export function releaseDateText(date: string | null | undefined): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null
  if (!match) return null
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  const formatted = new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day)
  return `Fecha de lanzamiento: ${formatted}`
}

/** A track's 'm:ss' or 'h:mm:ss' as an ISO 8601 duration ('PT3M45S'), as schema.org wants. */
export function isoDuration(duration: string | null | undefined): string | undefined {
  if (!duration || !/^\d+(:\d+){1,2}$/.test(duration.trim())) return undefined
  const parts = duration.trim().split(':').map(Number)
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts]
  const total = hours * 3600 + minutes * 60 + seconds
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`
}

/** What an album's page says about it: its description, or who made it. */
export function albumDescription(album: Pick<Album, 'title' | 'description' | 'artist'>): string {
  return album.description?.trim() || `${album.title ?? ''}, de ${album.artist ?? SITE_NAME}.`
}
