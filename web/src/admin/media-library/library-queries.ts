import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MediaFile, MediaPage } from '../../../../edge-functions/_shared/media.ts'
import type { MediaBucket } from '../../../../edge-functions/_shared/resource.ts'
import { apiRequest } from '../../lib/api.ts'
import { env } from '../../lib/env.ts'
import { adminKeys } from '../editor/queries.ts'
import { fileSizeText, publicUrlOf } from '../media/media-rules.ts'

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

/** The random id the uploader puts before a file's name to keep every stored name unique. */
const UNIQUE_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?=.)/i

/**
 * The name the owner knows a file by: the name it was uploaded with when Storage keeps it
 * (`originalName`), else its stored name without the folders and the uploader's random prefix.
 */
export function shortName(name: string, originalName?: string | null): string {
  if (originalName?.trim()) return originalName.trim()
  const last = name.split('/').at(-1) ?? name
  return last.replace(UNIQUE_PREFIX, '')
}

/** A file's human name, as its card shows it. */
export function nameOfFile(file: Pick<MediaFile, 'name' | 'originalName'>): string {
  return shortName(file.name, file.originalName)
}

/** The bytes a file takes with its 800 px copy: what its card shows and the summary adds up. */
export function storedBytesOf(file: Pick<MediaFile, 'size' | 'variantSize'>): number {
  return file.size + (file.variantSize ?? 0)
}

/**
 * The count and the bytes of the files the filter shows: each card's size, which for a picture
 * includes its 800 px copy (said here, as the cards say it).
 */
export function summaryText(page: Pick<MediaPage, 'total' | 'totalBytes'>, bucket: MediaBucket) {
  const files = `${page.total} ${page.total === 1 ? 'archivo' : 'archivos'} · ${fileSizeText(page.totalBytes)}`
  return bucket === 'images' ? `${files}, con sus copias de 800 px` : files
}

/** After an upload the library's pages (every kind's) are read again. */
export function useRefreshLibrary() {
  const client = useQueryClient()
  return () =>
    client.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(MEDIA_PATH),
    })
}

/** Deleting or repointing files changes the library and, for a replacement, content lists too. */
function useRefreshAfter() {
  const client = useQueryClient()
  const refreshLibrary = useRefreshLibrary()
  return (contentChanged: boolean) =>
    contentChanged ? client.invalidateQueries() : refreshLibrary()
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
