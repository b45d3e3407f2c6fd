import { Text } from '@chakra-ui/react/text'
import { useEffect } from 'react'
import { toaster } from '../../components/ui/toast-store.ts'
import { AdminDialog } from '../frame/admin-dialog.tsx'
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
    <AdminDialog open={open} onClose={onClose} title={PASSWORD_TEXTS.changeTitle}>
      <Text color="gray.700" mb="4">
        {PASSWORD_TEXTS.newIntro}
      </Text>
      {open && <LazyAuthUi view="update_password" />}
    </AdminDialog>
  )
}
