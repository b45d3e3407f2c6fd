import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MediaFile, MediaPage } from '../../../../edge-functions/_shared/media.ts'
import type { MediaBucket } from '../../../../edge-functions/_shared/resource.ts'
import { apiRequest } from '../../lib/api.ts'
import { env } from '../../lib/env.ts'
import { adminKeys } from '../editor/queries.ts'
import { publicUrlOf } from '../media/media-rules.ts'

export type { MediaBucket, MediaFile, MediaPage }

export const MEDIA_PATH = '/api/media'
export const PAGE_SIZE = 24

export interface LibraryFilter {
  bucket: MediaBucket
  unused: boolean
  search: string
  page: number
}

/** One page of the library, as the admin reads it (never cached with anything visitors see). */
export function mediaPageQuery({ bucket, unused, search, page }: LibraryFilter) {
  const params = new URLSearchParams({
    kind: bucket,
    limit: String(PAGE_SIZE),
    offset: String(page * PAGE_SIZE),
  })
  if (unused) params.set('unused', '1')
  if (search.trim()) params.set('q', search.trim())
  return queryOptions<MediaPage>({
    queryKey: adminKeys.list(`${MEDIA_PATH}?${params}`),
    placeholderData: (previous) => previous,
  })
}

export function fileUrl(file: Pick<MediaFile, 'bucket' | 'name'>): string {
  return publicUrlOf(env.supabaseUrl, file.bucket, file.name)
}

export function thumbnailUrl(file: MediaFile): string {
  return file.variant ? publicUrlOf(env.supabaseUrl, file.bucket, file.variant) : fileUrl(file)
}

/** The file's own name, without the folders Storage keeps it in. */
export function shortName(name: string): string {
  return name.split('/').at(-1) ?? name
}

/** Deleting or repointing files changes the library and, for a replacement, content lists too. */
function useRefreshAfter() {
  const client = useQueryClient()
  return (contentChanged: boolean) =>
    contentChanged
      ? client.invalidateQueries()
      : client.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith(MEDIA_PATH),
        })
}

export function useDeleteFile() {
  const refresh = useRefreshAfter()
  return useMutation({
    mutationFn: (file: Pick<MediaFile, 'bucket' | 'name'>) =>
      apiRequest<{ deleted: number; trashId?: number }>('POST', `${MEDIA_PATH}/delete`, {
        bucket: file.bucket,
        name: file.name,
      }),
    onSettled: () => refresh(false),
  })
}

export function useDeleteUnused() {
  const refresh = useRefreshAfter()
  return useMutation({
    mutationFn: (shown: { bucket: MediaBucket; q: string; listedAt: string }) =>
      apiRequest<{ deleted: number }>('POST', `${MEDIA_PATH}/delete-unused`, shown),
    onSettled: () => refresh(false),
  })
}

export function useReplaceFile() {
  const refresh = useRefreshAfter()
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      apiRequest<{ repointed: number }>('POST', `${MEDIA_PATH}/replace`, { from, to }),
    onSettled: () => refresh(true),
  })
}
