import { queryOptions } from '@tanstack/react-query'

/**
 * The admin's reads are keyed apart from the visitors' (`[path, 'admin']`): signed in, a list
 * holds rows visitors never see, so the two must never share a cache entry. Invalidating `[path]`
 * refreshes both.
 */
export const adminKeys = {
  list: (path: string) => [path, 'admin'] as const,
}

export function adminListQuery<T = Record<string, unknown>>(path: string) {
  return queryOptions<T[]>({ queryKey: adminKeys.list(path) })
}
