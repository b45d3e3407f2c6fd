import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { useRef } from 'react'
import type { DeleteDialogProps } from './delete-dialog.tsx'
import { DELETE_TEXTS } from './messages.ts'

/**
 * Asks before deleting. Clicking outside does not dismiss it (spec); Escape and Cancelar do.
 * Focus starts on Cancelar, the harmless answer.
 */
export default function DeleteDialogView({
  open,
  deleting,
  onCancel,
  onConfirm,
  title = DELETE_TEXTS.question,
  description = DELETE_TEXTS.warning,
  confirmText = DELETE_TEXTS.confirm,
}: DeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnInteractOutside={false}
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open && !deleting) onCancel()
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={deleting}>
                {DELETE_TEXTS.cancel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={deleting}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
