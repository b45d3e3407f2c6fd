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

/** Where an item's versions are listed, and where one of them is restored. */
export function versionsPathOf(resourcePath: string, itemId: unknown): string {
  return `/api/${resourcePath}/${String(itemId)}/versions`
}
