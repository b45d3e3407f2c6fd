import { lazy } from 'react'
import { OpenedOnce } from '../frame/lazy-dialog.tsx'
import type { BackupContents } from './backup-contents.ts'

export interface RestoreDialogProps {
  /** What the chosen copy holds; the dialog is open while there is one. */
  contents: BackupContents | undefined
  fileName: string
  onCancel: () => void
  onConfirm: () => void
}

const RestoreDialogView = lazy(() => import('./restore-dialog-view.tsx'))

/** Asks before a restore (`restore-dialog-view.tsx`); its code loads when it first opens. */
export function RestoreDialog(props: RestoreDialogProps) {
  return (
    <OpenedOnce open={props.contents !== undefined}>
      <RestoreDialogView {...props} />
    </OpenedOnce>
  )
}
