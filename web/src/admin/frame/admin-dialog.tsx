import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import type { ReactNode } from 'react'

/**
 * A dialog of the admin area that holds a task of its own (choosing a file, a new password):
 * its title, what it holds, and "Cancelar"; Escape and a click outside close it too. A `wide`
 * one fills a phone's screen and scrolls inside.
 */
export function AdminDialog({
  open,
  onClose,
  title,
  wide = false,
  children,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  wide?: boolean
  children: ReactNode
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      placement="center"
      {...(wide && { size: { base: 'full', md: 'xl' }, scrollBehavior: 'inside' })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={wide ? { base: '0', md: '4' } : '4'}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
