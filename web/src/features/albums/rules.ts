import type { Album } from '../../../../edge-functions/_shared/resources/albums.ts'
import type { Track } from '../../../../edge-functions/_shared/resources/tracks.ts'
import { SITE_NAME } from '../../app/site.ts'
import { safeHref } from '../../lib/safe-href.ts'

/** What an album card needs; the built-in sample albums have no page of their own. */
export type CardAlbum = Pick<
  Album,
  | 'id'
  | 'title'
  | 'artist'
  | 'imageUrl'
  | 'imageAlt'
  | 'tracksCount'
  | 'iframePlayerUrl'
  | 'externalMusicUrl'
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

/**
 * An album's player address: its embeddable player, else its page elsewhere. Only a sample album
 * gets one made from its title when it has neither: a made-up address on one of her albums would
 * open a player that plays nothing.
 */
export function playerAddress(
  album: Pick<CardAlbum, 'title' | 'iframePlayerUrl' | 'externalMusicUrl' | 'sample'>,
): string | null {
  return (
    album.iframePlayerUrl?.trim() ||
    album.externalMusicUrl?.trim() ||
    (album.sample ? playerAddressByTitle(album.title ?? '') : null)
  )
}

/**
 * Whether visitors can play the album's own tracks on its page. `tracksCount` counts the
 * published tracks, and the API takes no track without its audio; a sample album has no page.
 */
export function hasPlayableTracks(album: Pick<CardAlbum, 'tracksCount' | 'sample'>): boolean {
  return !album.sample && (album.tracksCount ?? 0) > 0
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|webOS|BlackBerry|IEMobile|Opera Mini|Mobile/i

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent)
}

export const MUSIC_PLAYER_PATH = '/reproductor-musica'

/** The album page's player: «Escuchar ahora» lands there, and the album starts playing. */
export const LISTEN_ANCHOR = 'escuchar'

export function albumListenPath(id: number): string {
  return `/album/${id}#${LISTEN_ANCHOR}`
}

/** Where «Escuchar ahora» goes, and whether in a new tab. */
export interface ListenLink {
  href: string
  newTab: boolean
}

/**
 * «Escuchar ahora». An album with tracks visitors can play plays them on its own page, in the
 * same tab on every device (the click that got there lets the page start the album). Otherwise a
 * phone opens the player address itself (a framed page plays poorly there) and a computer the
 * site's player page around it, both in a new tab. An album with neither gets no button.
 */
export function listenLink(
  album: Pick<
    CardAlbum,
    'id' | 'title' | 'iframePlayerUrl' | 'externalMusicUrl' | 'tracksCount' | 'sample'
  >,
  userAgent: string,
): ListenLink | null {
  if (hasPlayableTracks(album)) return { href: albumListenPath(album.id), newTab: false }
  const address = playerAddress(album)
  if (!address) return null
  if (isMobileUserAgent(userAgent)) return { href: address, newTab: true }
  const query = new URLSearchParams({ titulo: album.title ?? '', url: address })
  return { href: `${MUSIC_PLAYER_PATH}?${query}`, newTab: true }
}

/** Tracks in the owner's order (ties keep the server's order). */
export function sortedTracks<T extends Pick<Track, 'order'>>(tracks: readonly T[]): T[] {
  return [...tracks].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
}

/** The recording a track's player plays: its audio address, if the site draws it (see safeHref). */
export function trackAudioSource(track: Pick<Track, 'audioUrl' | 'fileUrl'>): string | undefined {
  return safeHref(track.audioUrl) ?? safeHref(track.fileUrl)
}

/**
 * The album player's next track after `from` (-1: the first) among the tracks' recordings,
 * skipping any without one; null after the last.
 */
export function nextPlayableTrack(
  sources: readonly (string | undefined)[],
  from: number,
): number | null {
  const next = sources.findIndex((source, index) => index > from && source !== undefined)
  return next === -1 ? null : next
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

/** What its page tells search engines and share previews: her own words for them, else its description. */
export function albumSearchDescription(
  album: Pick<Album, 'seoDescription' | 'title' | 'description' | 'artist'>,
): string {
  return album.seoDescription?.trim() || albumDescription(album)
}
