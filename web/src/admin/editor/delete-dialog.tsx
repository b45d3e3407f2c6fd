import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { useRef } from 'react'
import { DELETE_TEXTS } from './messages.ts'

/**
 * Asks before deleting. Clicking outside does not dismiss it (spec); Escape and Cancelar do.
 * Focus starts on Cancelar, the harmless answer.
 */
export function DeleteDialog({
  open,
  deleting,
  onCancel,
  onConfirm,
  title = DELETE_TEXTS.question,
  description = DELETE_TEXTS.warning,
  confirmText = DELETE_TEXTS.confirm,
}: {
  open: boolean
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
  /** The question, for a thing with its own wording (an album, a track). */
  title?: string
  description?: string
  confirmText?: string
}) {
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
