import { queryOptions } from '@tanstack/react-query'
import type { Album } from '../../../../edge-functions/_shared/resources/albums.ts'
import type { Track } from '../../../../edge-functions/_shared/resources/tracks.ts'

export type { Album, Track }

/** Albums change rarely: kept for 60 s instead of the site's usual refetch every 30 s. */
export const ALBUMS_CACHE_MS = 60_000

const albumTiming = { staleTime: ALBUMS_CACHE_MS, refetchInterval: ALBUMS_CACHE_MS }

export const albumKeys = {
  featured: ['/api/albums/featured'] as const,
  /** Every album, featured or not: the build makes a page for each. */
  all: ['/api/albums/public'] as const,
  detail: (id: string) => [`/api/albums/${id}`] as const,
  tracks: (id: string) => [`/api/albums/${id}/tracks`] as const,
}

export const featuredAlbumsQuery = queryOptions<Album[]>({
  queryKey: albumKeys.featured,
  ...albumTiming,
})

export const albumQuery = (id: string) =>
  queryOptions<Album>({ queryKey: albumKeys.detail(id), ...albumTiming })

export const albumTracksQuery = (id: string) =>
  queryOptions<Track[]>({ queryKey: albumKeys.tracks(id), ...albumTiming })
