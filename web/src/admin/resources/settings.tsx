import { Badge } from '@chakra-ui/react/badge'
import { Stack } from '@chakra-ui/react/stack'
import { Tabs } from '@chakra-ui/react/tabs'
import { Text } from '@chakra-ui/react/text'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FaCog } from 'react-icons/fa'
import type * as v from 'valibot'
import {
  type SiteSetting,
  settingUpdateSchema,
} from '../../../../edge-functions/_shared/resources/site-settings.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import type { CustomContentType } from '../editor/content-type.ts'
import { LIST_TEXTS, saveErrorText } from '../editor/messages.ts'
import { adminListQuery } from '../editor/queries.ts'
import { TextField } from '../forms/fields.tsx'
import { ConflictAlert, FormFrame, ServerErrorAlert } from '../forms/form-frame.tsx'
import { isConflict, serverMessageOf } from '../forms/save-errors.ts'
import { type SettingsValues, settingsResolver } from '../forms/settings-values.ts'
import { useUnsavedChanges } from '../frame/unsaved-changes.tsx'

export const SETTINGS_PATH = '/api/site-settings'

/** Readable names of the seeded keys; any other key shows as itself. */
const SETTING_LABELS: Readonly<Record<string, string>> = {
  site_name: 'Nombre del sitio',
  site_tagline: 'Lema del sitio',
  footer_about: 'Texto «Sobre nosotros» del pie de página',
  contact_phone: 'Teléfono de contacto',
  contact_email: 'Correo de contacto',
  chat_phone: 'Número de WhatsApp (con prefijo, solo cifras)',
  social_person1_name: 'Persona 1: nombre',
  social_person1_video: 'Persona 1: canal de videos',
  social_person1_social: 'Persona 1: red social',
  social_person2_name: 'Persona 2: nombre',
  social_person2_video: 'Persona 2: canal de videos',
  social_person2_social: 'Persona 2: red social',
  cta_title: 'Llamada a la acción: título',
  cta_subtitle: 'Llamada a la acción: descripción',
  cta_button_text: 'Llamada a la acción: texto del botón',
  cta_button_link: 'Llamada a la acción: enlace del botón',
}

const SECTION_LABELS: Readonly<Record<string, string>> = {
  general: 'General',
  contacto: 'Contacto',
  redes: 'Redes sociales',
  cta: 'Llamada a la acción',
}
const SECTION_ORDER = ['general', 'contacto', 'redes', 'cta']

export function settingLabel(key: string): string {
  return SETTING_LABELS[key] ?? key
}

export function sectionLabel(section: string): string {
  return SECTION_LABELS[section] ?? section.charAt(0).toUpperCase() + section.slice(1)
}

/** The sections in a stable order: the known ones first, then the others alphabetically. */
export function sectionsOf(settings: readonly SiteSetting[]): string[] {
  const sections = [...new Set(settings.map((setting) => setting.section || 'general'))]
  const rank = (section: string) => {
    const index = SECTION_ORDER.indexOf(section)
    return index === -1 ? SECTION_ORDER.length : index
  }
  return sections.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

const SAVE_ERROR = saveErrorText('la configuración')
type Conflict = 'none' | 'stale' | 'reloaded'

function valuesOf(settings: readonly SiteSetting[]): SettingsValues {
  return { settings: settings.map((setting) => ({ key: setting.key, value: setting.value ?? '' })) }
}

/**
 * One tab per settings section; a 'text' setting is a multi-line field. Only the settings that
 * changed are sent, each with its own PUT, all at once; each carries the `updatedAt` it loaded.
 */
export function SettingsForm({ initial }: { initial: SiteSetting[] }) {
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(initial)
  const [conflict, setConflict] = useState<Conflict>('none')
  const [serverError, setServerError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const [reloading, setReloading] = useState(false)
  const form = useForm<SettingsValues>({
    defaultValues: valuesOf(initial),
    resolver: settingsResolver(
      settingUpdateSchema as unknown as v.GenericSchema<{ key: string; value: string }>,
    ),
  })
  useUnsavedChanges(form.formState.isDirty)
  const sections = useMemo(() => sectionsOf(initial), [initial])
  const labels = useMemo(
    () =>
      Object.fromEntries(
        initial.map((setting, index) => [`settings.${index}.value`, settingLabel(setting.key)]),
      ),
    [initial],
  )
  const errors = form.formState.errors.settings
  const [tab, setTab] = useState(sections[0])
  const [focusAfterInvalid, setFocusAfterInvalid] = useState<string>()
  const sectionOf = (index: number) => initial[index]?.section || 'general'

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(undefined)
      const changed = values.settings.filter(
        (entry, index) => entry.value !== (saved[index].value ?? ''),
      )
      if (changed.length === 0) {
        toaster.create({ type: 'info', title: 'No hay cambios que guardar' })
        return
      }
      setSaving(true)
      const results = await Promise.allSettled(
        changed.map((entry) => {
          const current = saved.find((setting) => setting.key === entry.key)
          return apiRequest<SiteSetting>(
            'PUT',
            `${SETTINGS_PATH}/${encodeURIComponent(entry.key)}`,
            {
              value: entry.value,
              updatedAt: current?.updatedAt,
            },
          )
        }),
      )
      setSaving(false)
      const stored = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      )
      setSaved((previous) =>
        previous.map((setting) => stored.find((done) => done.key === setting.key) ?? setting),
      )
      await queryClient.invalidateQueries({ queryKey: [SETTINGS_PATH] })
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason] : [],
      )
      if (failures.length === 0) {
        form.reset(values)
        setConflict('none')
        toaster.create({ type: 'success', title: 'Configuración actualizada' })
        return
      }
      toaster.create({ type: 'error', title: 'Error', description: SAVE_ERROR })
      if (failures.some(isConflict)) setConflict('stale')
      else setServerError(failures.map(serverMessageOf).find(Boolean))
    },
    (invalid) => {
      // The first wrong setting may sit in another tab: show that tab so it can be corrected.
      const first = invalid.settings?.findIndex?.((entry) => entry !== undefined) ?? -1
      if (first < 0) return
      setTab(sectionOf(first))
      setFocusAfterInvalid(`settings.${first}.value`)
    },
  )

  useEffect(() => {
    if (!focusAfterInvalid) return
    form.setFocus(focusAfterInvalid as `settings.${number}.value`)
    setFocusAfterInvalid(undefined)
  }, [focusAfterInvalid, form])

  const reload = async (keepTyped: boolean) => {
    setReloading(true)
    try {
      const current = await queryClient.fetchQuery({
        ...adminListQuery<SiteSetting>(SETTINGS_PATH),
        staleTime: 0,
      })
      const byKey = new Map(current.map((setting) => [setting.key, setting]))
      const next = saved.map((setting) => byKey.get(setting.key) ?? setting)
      setSaved(next)
      if (keepTyped) {
        setConflict('reloaded')
      } else {
        form.reset(valuesOf(next))
        setConflict('none')
      }
    } catch {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: 'No se pudo recargar la configuración',
      })
    } finally {
      setReloading(false)
    }
  }

  return (
    <FormFrame
      form={form}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel="Guardar configuración"
      labels={labels}
      notice={
        <>
          {conflict !== 'none' && (
            <ConflictAlert
              state={conflict}
              busy={reloading}
              onReload={() => void reload(true)}
              onDiscard={() => void reload(false)}
            />
          )}
          {serverError && conflict === 'none' && <ServerErrorAlert message={serverError} />}
        </>
      }
    >
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="line"
        colorPalette="brand"
      >
        <Tabs.List flexWrap="wrap">
          {sections.map((section) => {
            const wrong = initial.filter(
              (_, index) => sectionOf(index) === section && errors?.[index],
            ).length
            return (
              <Tabs.Trigger key={section} value={section}>
                {sectionLabel(section)}
                {wrong > 0 && (
                  <Badge colorPalette="red" variant="solid" aria-label={`${wrong} con errores`}>
                    {wrong}
                  </Badge>
                )}
              </Tabs.Trigger>
            )
          })}
        </Tabs.List>
        {sections.map((section) => (
          <Tabs.Content key={section} value={section}>
            <Stack gap="5" pt="2">
              {initial.map((setting, index) =>
                sectionOf(index) === section ? (
                  <TextField
                    key={setting.key}
                    name={`settings.${index}.value`}
                    label={settingLabel(setting.key)}
                    rows={setting.type === 'text' ? 4 : undefined}
                  />
                ) : null,
              )}
            </Stack>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </FormFrame>
  )
}

function SettingsEditor() {
  const query = useQuery(adminListQuery<SiteSetting>(SETTINGS_PATH))
  const [initial, setInitial] = useState<SiteSetting[]>()
  // The form starts from the first answer; later refetches must not overwrite what is typed.
  if (!initial && query.data) setInitial(query.data)
  if (initial) return <SettingsForm initial={initial} />
  if (query.isError) {
    return (
      <Text role="alert" color="red.700">
        {LIST_TEXTS.error}
      </Text>
    )
  }
  return <Text role="status">{LIST_TEXTS.loading}</Text>
}

export const settingsType: CustomContentType = {
  kind: 'custom',
  type: 'settings',
  label: 'Configuración',
  icon: FaCog,
  plural: 'configuración general',
  Editor: SettingsEditor,
}
