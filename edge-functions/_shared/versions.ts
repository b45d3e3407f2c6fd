/** One kept version of an item, as `GET /api/{path}/{id}/versions` lists them (newest first). */
export interface ItemVersion {
  id: number
  /** When the save that replaced this version happened. */
  savedAt: string
  /** When this version itself had been saved (its row's `updated_at`). */
  updatedAt: string | null
  /** The fields that save changed (API names; a column no field names keeps its own name). */
  changed: string[]
  /** What those fields held in this version. */
  before: Record<string, unknown>
}

export const VERSION_MESSAGES = {
  versionNotFound: 'Esa versión no existe o ya no se conserva',
} as const

/** Where an item's versions are listed (restorePathOf says where one of them is restored). */
export function versionsPathOf(resourcePath: string, itemId: unknown): string {
  return `/api/${resourcePath}/${String(itemId)}/versions`
}

/**
 * Where one version of an item is restored, from where its versions are listed: an item named by
 * the query (a picture's address) keeps its query after `/{versionId}/restore`.
 */
export function restorePathOf(versionsPath: string, versionId: number): string {
  const queryAt = versionsPath.includes('?') ? versionsPath.indexOf('?') : versionsPath.length
  return `${versionsPath.slice(0, queryAt)}/${versionId}/restore${versionsPath.slice(queryAt)}`
}
