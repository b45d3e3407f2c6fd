import { Alert } from '@chakra-ui/react/alert'
import { Center } from '@chakra-ui/react/center'
import { Spinner } from '@chakra-ui/react/spinner'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import {
  SITE_SETTINGS,
  type SiteSetting,
} from '../../../../edge-functions/_shared/resources/site-settings.ts'
import { settingUpsertSchema } from '../../../../edge-functions/_shared/resources/site-settings-checks.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { LIST_TEXTS } from '../editor/messages.ts'
import { adminListQuery } from '../editor/queries.ts'
import { TextField } from '../forms/fields.tsx'
import { FormFrame } from '../forms/form-frame.tsx'
import { type SettingsValues, settingsResolver } from '../forms/settings-values.ts'
import { useUnsavedChanges } from '../frame/unsaved-changes.tsx'
import { SETTINGS_PATH, SectionHistory, saveSettings } from './settings.tsx'

type CtaKey = 'cta_title' | 'cta_subtitle' | 'cta_button_text' | 'cta_button_link'

/** The CTA block's four settings, in form order, with their labels. */
const CTA_FIELDS: readonly { key: CtaKey; label: string; rows?: number; placeholder?: string }[] = [
  { key: 'cta_title', label: 'Título' },
  { key: 'cta_subtitle', label: 'Descripción', rows: 3 },
  { key: 'cta_button_text', label: 'Texto del botón' },
  { key: 'cta_button_link', label: 'Enlace del botón', placeholder: '/contacto' },
]

export const CTA_TEXTS = {
  savedTitle: 'Cambios guardados',
  savedText: 'La configuración del CTA ha sido actualizada.',
  failedTitle: 'Error al guardar',
  failedText: 'No se pudieron guardar los cambios. Inténtelo de nuevo.',
  gradientNote: 'La sección se muestra sobre un fondo degradado de azul a verde.',
} as const

/** The stored values of the CTA keys, each key's default when it has none yet. */
export function ctaValues(settings: readonly SiteSetting[]): SettingsValues {
  return {
    settings: CTA_FIELDS.map(({ key }) => ({
      key,
      value:
        settings.find((setting) => setting.key === key)?.value ?? SITE_SETTINGS[key].defaultValue,
    })),
  }
}

export function CtaForm({ initial }: { initial: SettingsValues }) {
  const queryClient = useQueryClient()
  const [saving, setSaving] = useState(false)
  const form = useForm<SettingsValues>({
    defaultValues: initial,
    resolver: settingsResolver(
      settingUpsertSchema as unknown as v.GenericSchema<{ key: string; value: string }>,
    ),
  })
  useUnsavedChanges(form.formState.isDirty)

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true)
    try {
      await saveSettings(values.settings)
      await queryClient.invalidateQueries({ queryKey: [SETTINGS_PATH] })
      form.reset(values)
      toaster.create({
        type: 'success',
        title: CTA_TEXTS.savedTitle,
        description: CTA_TEXTS.savedText,
      })
    } catch {
      toaster.create({
        type: 'error',
        title: CTA_TEXTS.failedTitle,
        description: CTA_TEXTS.failedText,
      })
    } finally {
      setSaving(false)
    }
  })

  return (
    <FormFrame
      form={form}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel="Guardar cambios"
      labels={Object.fromEntries(
        CTA_FIELDS.map((field, index) => [`settings.${index}.value`, field.label]),
      )}
      notice={
        <SectionHistory
          keys={CTA_FIELDS.map((field) => field.key)}
          dirty={form.formState.isDirty}
          onRestored={(restored) =>
            form.resetField(
              `settings.${CTA_FIELDS.findIndex((field) => field.key === restored.key)}.value`,
              { defaultValue: restored.value ?? '' },
            )
          }
        />
      }
    >
      <Stack gap="5">
        {CTA_FIELDS.map((field, index) => (
          <TextField
            key={field.key}
            name={`settings.${index}.value`}
            label={field.label}
            rows={field.rows}
            placeholder={field.placeholder}
            required
          />
        ))}
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{CTA_TEXTS.gradientNote}</Alert.Description>
        </Alert.Root>
      </Stack>
    </FormFrame>
  )
}

export function CtaEditor() {
  const query = useQuery(adminListQuery<SiteSetting>(SETTINGS_PATH))
  const [initial, setInitial] = useState<SettingsValues>()
  if (!initial && query.data) setInitial(ctaValues(query.data))
  if (initial) return <CtaForm initial={initial} />
  if (query.isError) {
    return (
      <Text role="alert" color="red.700">
        {LIST_TEXTS.error}
      </Text>
    )
  }
  return (
    <Center py="10">
      <Spinner size="lg" color="brand.700" aria-label="Cargando la configuración del CTA" />
    </Center>
  )
}
