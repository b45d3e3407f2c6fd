import { lazy } from 'react'
import { OpenedOnce } from '../frame/lazy-dialog.tsx'

export interface DeleteDialogProps {
  open: boolean
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
  /** The question, for a thing with its own wording (an album, a track). */
  title?: string
  description?: string
  confirmText?: string
}

const DeleteDialogView = lazy(() => import('./delete-dialog-view.tsx'))

/** Asks before deleting (`delete-dialog-view.tsx`); its code loads when it first opens. */
export function DeleteDialog(props: DeleteDialogProps) {
  return (
    <OpenedOnce open={props.open}>
      <DeleteDialogView {...props} />
    </OpenedOnce>
  )
}
