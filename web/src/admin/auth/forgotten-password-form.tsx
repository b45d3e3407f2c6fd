import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import {
  type PasswordRecoveryInput,
  passwordRecoverySchema,
} from '../../../../edge-functions/_shared/resources/session.ts'
import { TextField } from '../forms/fields.tsx'
import { serverMessageOf } from '../forms/save-errors.ts'
import { useRequestRecovery } from '../session/session.ts'
import { FALLBACK, PASSWORD_TEXTS, USERNAME_LABEL } from './password-texts.ts'

type Outcome = { status: 'success' | 'error'; text: string }

/**
 * "¿Has olvidado tu contraseña?": the sign-in's own field, so the username the admin shows works
 * as well as the email nobody sees there. The form stays after sending, to ask again.
 */
export function ForgottenPasswordForm() {
  const requestRecovery = useRequestRecovery()
  const [outcome, setOutcome] = useState<Outcome>()
  const form = useForm<PasswordRecoveryInput>({
    resolver: valibotResolver(passwordRecoverySchema),
    defaultValues: { username: '' },
  })

  const onSubmit = form.handleSubmit(async (input) => {
    setOutcome(undefined)
    try {
      const { message } = await requestRecovery.mutateAsync(input)
      setOutcome({ status: 'success', text: message })
    } catch (error) {
      setOutcome({ status: 'error', text: serverMessageOf(error) ?? FALLBACK })
    }
  })

  return (
    <FormProvider {...form}>
      <form method="post" noValidate onSubmit={onSubmit}>
        <Stack gap="5">
          <TextField name="username" label={USERNAME_LABEL} autoComplete="username" required />
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            loadingText={PASSWORD_TEXTS.forgottenSubmitting}
          >
            {PASSWORD_TEXTS.forgottenSubmit}
          </Button>
          {outcome && (
            <Alert.Root
              status={outcome.status}
              role={outcome.status === 'error' ? 'alert' : 'status'}
            >
              <Alert.Indicator />
              <Alert.Description>{outcome.text}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </form>
    </FormProvider>
  )
}
