import { adminListQuery } from '../editor/queries.ts'
import type { Album, Track } from './album-rules.ts'

export const ALBUMS_PATH = '/api/albums'

export const tracksPath = (albumId: number) => `${ALBUMS_PATH}/${albumId}/tracks`

/** `PUT` the album's track ids here, in their new order. */
export const tracksOrderPath = (albumId: number) => `${tracksPath(albumId)}/order`

export const albumsQuery = adminListQuery<Album>(ALBUMS_PATH)

export const albumTracksQuery = (albumId: number) => adminListQuery<Track>(tracksPath(albumId))

/**
 * Every read an album change shows in: the admin list (and the dashboard's count), the public
 * featured list, the album's own page and its tracks (`tracksCount` follows the tracks).
 */
export function albumReads(albumId?: number): string[] {
  const reads = [ALBUMS_PATH, `${ALBUMS_PATH}/featured`]
  if (albumId !== undefined) reads.push(`${ALBUMS_PATH}/${albumId}`, tracksPath(albumId))
  return reads
}
