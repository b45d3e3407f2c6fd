import { queryOptions } from '@tanstack/react-query'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { queryClient } from '../../lib/query-client.ts'
import { adminKeys } from '../editor/queries.ts'
import { serverMessageOf } from '../forms/save-errors.ts'
import { TRASH_TEXTS } from './trash-texts.ts'

export const TRASH_PATH = '/api/trash'

/** One entry of the Papelera, as `GET /api/trash` answers it. */
export interface TrashEntry {
  id: number
  kind: string
  itemId: string
  label: string
  bucket: string | null
  children: number
  deletedAt: string
}

export const trashQuery = queryOptions<TrashEntry[]>({ queryKey: adminKeys.list(TRASH_PATH) })

/**
 * Puts an entry back. Whatever it was, any list may now hold it again (an album's tracks, a
 * library file's uses), so every read is refreshed.
 */
export async function restoreEntry(trashId: number): Promise<void> {
  await apiRequest('POST', `${TRASH_PATH}/${trashId}/restore`, {})
  await queryClient.invalidateQueries()
}

/**
 * "Eliminar definitivamente": the entry (and its file, if it is one) is gone for good. The files
 * it pointed at stop being used by it, so the media library's reads are refreshed with the rest.
 */
export async function deleteEntryForGood(trashId: number): Promise<void> {
  await apiRequest('DELETE', `${TRASH_PATH}/${trashId}`)
  await queryClient.invalidateQueries()
}

/** Restores, and says how it went in a toast. */
export async function restoreWithToast(trashId: number): Promise<boolean> {
  try {
    await restoreEntry(trashId)
    toaster.create({
      type: 'success',
      title: TRASH_TEXTS.restored,
      description: TRASH_TEXTS.restoredText,
    })
    return true
  } catch (error) {
    toaster.create({
      type: 'error',
      title: TRASH_TEXTS.restoreFailed,
      description: serverMessageOf(error),
    })
    return false
  }
}

/** Long enough to reach "Deshacer" by keyboard (F8, then Tab) after reading the notice. */
export const UNDO_TOAST_MS = 10_000

/**
 * The toast right after a delete: what happened and, when it went to the Papelera, that it waits
 * there, with "Deshacer", which restores the entry.
 */
export function toastDeleted(notice: { title: string; description?: string }, trashId?: number) {
  toaster.create({
    type: 'success',
    ...notice,
    ...(trashId !== undefined && {
      description: [notice.description, TRASH_TEXTS.kept].filter(Boolean).join('. '),
      duration: UNDO_TOAST_MS,
      action: { label: TRASH_TEXTS.undo, onClick: () => void restoreWithToast(trashId) },
    }),
  })
}
