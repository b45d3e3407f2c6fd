import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { HStack, Stack } from '@chakra-ui/react/stack'
import type { FormEventHandler, ReactNode } from 'react'
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
} from 'react-hook-form'
import { FaTimes } from 'react-icons/fa'
import { clearToasts } from '../../components/ui/toast-store.ts'
import { COMPACT_ACTION_ATTRIBUTE, FORM_ACTIONS_ATTRIBUTE } from '../system.ts'

export const SAVING_TEXT = 'Guardando...'
const CANCEL_TEXT = 'Cancelar'

/**
 * The bar's buttons below `md`: small, on one row, the saving ones sharing its width; the compact
 * ones (Cancelar, Vista previa) show their icon only, their words kept as their accessible name.
 */
const BAR_BUTTONS = {
  '& > button, & > a': {
    flex: { base: '1 1 auto', md: '0 0 auto' },
    minWidth: { base: '0', md: '10' },
    height: { base: 'auto', md: '10' },
    minHeight: { base: '9', md: '10' },
    paddingInline: { base: '2.5', md: '4' },
    // A long label (or a large font) takes two lines inside its button rather than a second row.
    whiteSpace: { base: 'normal', md: 'nowrap' },
    lineHeight: { base: '1.2', md: 'inherit' },
  },
  [`& > [${COMPACT_ACTION_ATTRIBUTE}]`]: {
    flex: '0 0 auto',
    minWidth: { base: '9', md: '10' },
    paddingInline: { base: '0', md: '4' },
    '& > span': { display: { base: 'none', md: 'inline' } },
  },
} as const

/** Every error of a form with its field path, nested ones included, in the order of the form. */
export function errorList(errors: FieldErrors, prefix = ''): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = []
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue
    const path = prefix ? `${prefix}.${key}` : key
    const message = (error as { message?: unknown }).message
    if (typeof message === 'string' && message) found.push({ path, message })
    else found.push(...errorList(error as FieldErrors, path))
  }
  return found
}

/**
 * The one frame of every admin form: a card holding the fields, a summary of what is wrong after a
 * failed submit (a hidden conditional field included), then Cancelar (back to the values the form
 * started from) and the submit button, which reads 'Guardando...' and is disabled while saving.
 * The buttons are a bar that sticks to the bottom of the screen while the form scrolls under it
 * (a long form on a phone is saved without scrolling to its end); being in the flow, at the end of
 * the form it sits below the last field instead of over it. On a phone it is one row of small
 * buttons: Cancelar (and Vista previa, see `PreviewButton`) shows its icon only, its name kept as
 * the button's label, so the saving buttons keep their words.
 */
export function FormFrame<T extends FieldValues>({
  form,
  onSubmit,
  saving,
  submitLabel,
  labels = {},
  notice,
  onCancel,
  otherSave,
  children,
}: {
  form: UseFormReturn<T>
  onSubmit: FormEventHandler<HTMLFormElement>
  saving: boolean
  submitLabel: string
  /** Field path -> label, for the error summary. */
  labels?: Readonly<Record<string, string>>
  /** Alerts above the fields (a server refusal, a conflicting edit). */
  notice?: ReactNode
  /** What Cancelar does instead of going back to the starting values (e.g. leave edit mode). */
  onCancel?: () => void
  /** A second way to save, before the submit button (e.g. Guardar borrador). */
  otherSave?: ReactNode
  children: ReactNode
}) {
  const { errors, submitCount } = form.formState
  const problems = submitCount > 0 ? errorList(errors) : []
  return (
    <FormProvider {...form}>
      <Card.Root asChild variant="outline" bg="white">
        <form
          noValidate
          onSubmit={(event) => {
            // The last save's "actualizado" must not stand beside this one's refusal.
            clearToasts()
            onSubmit(event)
          }}
        >
          <Card.Body px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }}>
            <Stack gap={{ base: '3', md: '5' }}>
              {notice}
              {problems.length > 0 && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Revisa estos campos:</Alert.Title>
                    <Alert.Description>
                      <Box as="ul" ps="4" listStyleType="disc">
                        {problems.map((problem) => (
                          <li key={problem.path}>
                            {labels[problem.path] ? `${labels[problem.path]}: ` : ''}
                            {problem.message}
                          </li>
                        ))}
                      </Box>
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              {children}
            </Stack>
          </Card.Body>
          <Card.Footer
            {...{ [FORM_ACTIONS_ATTRIBUTE]: '' }}
            position="sticky"
            bottom="0"
            zIndex="docked"
            bg="white"
            borderTopWidth="1px"
            borderBottomRadius="l3"
            px={{ base: '3', md: '6' }}
            py={{ base: '2', md: '3' }}
          >
            <HStack
              gap={{ base: '1.5', md: '3' }}
              justify="flex-end"
              width="full"
              wrap={{ base: 'nowrap', md: 'wrap' }}
              css={BAR_BUTTONS}
            >
              <Button
                type="button"
                variant="outline"
                disabled={saving}
                onClick={() => (onCancel ? onCancel() : form.reset())}
                aria-label={CANCEL_TEXT}
                title={CANCEL_TEXT}
                {...{ [COMPACT_ACTION_ATTRIBUTE]: '' }}
              >
                <FaTimes aria-hidden="true" />
                <span>{CANCEL_TEXT}</span>
              </Button>
              {otherSave}
              <Button type="submit" colorPalette="brand" loading={saving} loadingText={SAVING_TEXT}>
                {submitLabel}
              </Button>
            </HStack>
          </Card.Footer>
        </form>
      </Card.Root>
    </FormProvider>
  )
}

/**
 * Shown when a save was refused because the record changed elsewhere since it was opened. Typed
 * values stay in the form: the owner may load the saved version's stamp and save over it, or
 * throw their changes away and see what is saved.
 */
export function ConflictAlert({
  state,
  busy,
  onReload,
  onDiscard,
}: {
  state: 'stale' | 'reloaded' | 'gone'
  busy: boolean
  onReload: () => void
  onDiscard: () => void
}) {
  if (state === 'gone') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Este elemento ya no existe</Alert.Title>
          <Alert.Description>
            Se ha eliminado en otro lugar. Lo que has escrito sigue en el formulario: cópialo si lo
            necesitas antes de salir.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  }
  if (state === 'reloaded') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Versión actual cargada</Alert.Title>
          <Alert.Description>
            Tus cambios se mantienen en el formulario. Al guardar, sustituirán a la versión que se
            guardó en otro lugar.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  }
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Este elemento ha cambiado en otro lugar</Alert.Title>
        <Alert.Description>
          Alguien lo modificó (en otra pestaña o en otra sesión) después de que lo abrieras, así que
          no se ha guardado nada. Lo que has escrito sigue aquí.
        </Alert.Description>
        <HStack gap="2" mt="3" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={onReload} loading={busy}>
            Recargar y conservar mis cambios
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard} disabled={busy}>
            Descartar mis cambios
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}

/** The server's own explanation of a refused save (no permission, session expired...). */
export function ServerErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No se ha guardado</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
