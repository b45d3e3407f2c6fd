import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { toaster } from '../../components/ui/toast-store.ts'
import { TextField } from '../forms/fields.tsx'
import { AdminDialog } from '../frame/admin-dialog.tsx'
import {
  type ChangePasswordInput,
  changePassword,
  changePasswordSchema,
  PasswordChangeRefused,
} from './change-password.ts'
import { PASSWORD_TEXTS, spanishAuthMessage } from './password-texts.ts'

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', repeatPassword: '' }

/**
 * 'Cambiar contraseña' for the signed-in owner: her current password and the new one twice. Auth
 * refuses a wrong current password, fewer than 12 characters and the same password; the refusal
 * shows on its field and above the form. Saved: a toast, and the dialog closes.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [failure, setFailure] = useState<string>()
  const form = useForm<ChangePasswordInput>({
    defaultValues: EMPTY,
    resolver: valibotResolver(changePasswordSchema),
  })
  const { reset } = form
  useEffect(() => {
    if (!open) return
    reset(EMPTY)
    setFailure(undefined)
  }, [open, reset])

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(undefined)
    try {
      await changePassword(input)
      toaster.create({
        type: 'success',
        title: PASSWORD_TEXTS.changed,
        description: PASSWORD_TEXTS.changedText,
      })
      onClose()
    } catch (error) {
      const message =
        error instanceof PasswordChangeRefused ? error.message : spanishAuthMessage({})
      if (error instanceof PasswordChangeRefused && error.field) {
        form.setError(error.field, { message }, { shouldFocus: true })
      }
      setFailure(message)
    }
  })

  return (
    <AdminDialog open={open} onClose={onClose} title={PASSWORD_TEXTS.changeTitle}>
      <Text color="gray.700" mb="4">
        {PASSWORD_TEXTS.changeIntro}
      </Text>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="4">
            {failure && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            <TextField
              name="currentPassword"
              label={PASSWORD_TEXTS.currentLabel}
              type="password"
              autoComplete="current-password"
              required
            />
            <TextField
              name="newPassword"
              label={PASSWORD_TEXTS.newLabel}
              type="password"
              autoComplete="new-password"
              required
            />
            <TextField
              name="repeatPassword"
              label={PASSWORD_TEXTS.repeatLabel}
              type="password"
              autoComplete="new-password"
              required
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={form.formState.isSubmitting}
              loadingText={PASSWORD_TEXTS.changeSubmitting}
            >
              {PASSWORD_TEXTS.changeSubmit}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </AdminDialog>
  )
}
