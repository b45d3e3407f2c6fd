import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { Text } from '@chakra-ui/react/text'
import { useEffect } from 'react'
import { toaster } from '../../components/ui/toast-store.ts'
import { supabase } from '../session/supabase.ts'
import { LazyAuthUi } from './login-screen.tsx'
import { PASSWORD_TEXTS } from './password-texts.ts'

/**
 * 'Cambiar contraseña' for the signed-in owner: the Auth UI's update_password view with her
 * current session (Auth refuses fewer than 12 characters and the same password). Saved: a toast,
 * and the dialog closes.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return
    const { data } = supabase().auth.onAuthStateChange((event) => {
      if (event !== 'USER_UPDATED') return
      toaster.create({
        type: 'success',
        title: PASSWORD_TEXTS.changed,
        description: PASSWORD_TEXTS.changedText,
      })
      onClose()
    })
    return () => data.subscription.unsubscribe()
  }, [open, onClose])
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{PASSWORD_TEXTS.changeTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700" mb="4">
                {PASSWORD_TEXTS.newIntro}
              </Text>
              {open && <LazyAuthUi view="update_password" />}
            </Dialog.Body>
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
