import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Tabs } from '@chakra-ui/react/tabs'
import { Text } from '@chakra-ui/react/text'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FaArrowRight } from 'react-icons/fa'
import type * as v from 'valibot'
import {
  SETTING_KEYS,
  SETTING_SECTIONS,
  type SettingDeclaration,
  type SettingKey,
  type SettingKind,
  type SettingSection,
  SITE_SETTINGS,
  type SiteSetting,
  storedTypeOf,
} from '../../../../edge-functions/_shared/resources/site-settings.ts'
import { settingUpdateSchema } from '../../../../edge-functions/_shared/resources/site-settings-checks.ts'
import { versionsPathOf } from '../../../../edge-functions/_shared/versions.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { editorOf } from '../dashboard/counts.ts'
import { LIST_TEXTS, saveErrorText } from '../editor/messages.ts'
import { adminListQuery } from '../editor/queries.ts'
import { VersionHistory } from '../editor/version-history.tsx'
import { TextField } from '../forms/fields.tsx'
import { ConflictAlert, FormFrame, ServerErrorAlert } from '../forms/form-frame.tsx'
import { isConflict, serverMessageOf, toastSaveFailure } from '../forms/save-errors.ts'
import { type SettingsValues, settingsResolver } from '../forms/settings-values.ts'
import { AdminLink } from '../frame/admin-link.tsx'
import { useConfirmLeave, useUnsavedChanges } from '../frame/unsaved-changes.tsx'
import { MediaUrlField } from '../media/media-url-field.tsx'
import { ctaType } from './custom-types.ts'

export const SETTINGS_PATH = '/api/site-settings'

/**
 * Saves several settings in one request, which the API stores in one transaction: every one or,
 * when one is refused (a 400 naming it, a 409 for one changed meanwhile), none. The site is then
 * rebuilt once, never half old and half new. Answers the settings as stored.
 */
export function saveSettings(
  entries: readonly { key: string; value: string; updatedAt?: string }[],
): Promise<SiteSetting[]> {
  return apiRequest<SiteSetting[]>('PUT', SETTINGS_PATH, { settings: entries })
}

/**
 * Sections with a screen of their own, where the owner edits them: each setting is edited in one
 * place, and Configuración's tab for one of these leads there.
 */
export const SECTIONS_EDITED_ELSEWHERE: Partial<
  Record<SettingSection, { to: string; text: string; link: string }>
> = {
  cta: {
    to: editorOf(ctaType.type),
    text: 'El título, la descripción y el botón de la llamada a la acción se editan en su propia pantalla.',
    link: `Ir a ${ctaType.label}`,
  },
}

/** Where a setting's kept versions are listed and restored, by its key. */
export const settingVersionsPath = (key: string) => versionsPathOf('site-settings', key)

/** A setting's label by its key: how a Historial names the setting each version changed. */
export function settingLabels(keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, SITE_SETTINGS[key as SettingKey].label]))
}

/**
 * Every declared setting Configuración edits (not those of `SECTIONS_EDITED_ELSEWHERE`), in its
 * order, with what the database holds of it (a key it has no row for yet shows its default, and
 * is created when saved).
 */
export function declaredSettings(stored: readonly SiteSetting[]): SiteSetting[] {
  const byKey = new Map(stored.map((setting) => [setting.key, setting]))
  return SETTING_SECTIONS.filter(({ id }) => !SECTIONS_EDITED_ELSEWHERE[id]).flatMap(({ id }) =>
    SETTING_KEYS.filter((key) => SITE_SETTINGS[key].section === id).map(
      (key) =>
        byKey.get(key) ?? {
          key,
          value: SITE_SETTINGS[key].defaultValue,
          section: id,
          type: storedTypeOf(SITE_SETTINGS[key].kind),
          createdAt: '',
          updatedAt: '',
        },
    ),
  )
}

function declarationOf(key: string): SettingDeclaration {
  return SITE_SETTINGS[key as SettingKey]
}

const INPUT_TYPES: Partial<Record<SettingKind, 'email' | 'url'>> = { email: 'email', form: 'url' }

const SAVE_ERROR = saveErrorText('la configuración')
type Conflict = 'none' | 'stale' | 'reloaded'

function valuesOf(settings: readonly SiteSetting[]): SettingsValues {
  return { settings: settings.map((setting) => ({ key: setting.key, value: setting.value ?? '' })) }
}

/** Configuración's tab for a section edited on its own screen: where that is. */
function EditedElsewhere({ to, text, link }: { to: string; text: string; link: string }) {
  const confirmLeave = useConfirmLeave()
  return (
    <Stack gap="3" align="flex-start" pt="2">
      <Text>{text}</Text>
      <Button asChild variant="outline" colorPalette="brand">
        <AdminLink
          to={to}
          onClick={(event) => {
            if (!confirmLeave()) event.preventDefault()
          }}
        >
          {link}
          <FaArrowRight aria-hidden="true" />
        </AdminLink>
      </Button>
    </Stack>
  )
}

/**
 * One tab per section of the declaration (`SITE_SETTINGS`), every declared setting in it, each
 * field as its kind asks. Only the settings that changed are sent, together in one request
 * (`saveSettings`); each carries the `updatedAt` it loaded (none for a setting not stored yet).
 */
export function SettingsForm({ stored }: { stored: SiteSetting[] }) {
  const initial = useMemo(() => declaredSettings(stored), [stored])
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
  const labels = useMemo(
    () =>
      Object.fromEntries(
        initial.map((setting, index) => [
          `settings.${index}.value`,
          declarationOf(setting.key).label,
        ]),
      ),
    [initial],
  )
  const errors = form.formState.errors.settings
  const [tab, setTab] = useState<string>(SETTING_SECTIONS[0].id)
  const [focusAfterInvalid, setFocusAfterInvalid] = useState<string>()
  const sectionOf = (index: number) => declarationOf(initial[index].key).section

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
      try {
        const stored = await saveSettings(
          changed.map((entry) => ({
            key: entry.key,
            value: entry.value,
            updatedAt: saved.find((setting) => setting.key === entry.key)?.updatedAt || undefined,
          })),
        )
        setSaved((previous) =>
          previous.map((setting) => stored.find((done) => done.key === setting.key) ?? setting),
        )
        form.reset(values)
        setConflict('none')
        toaster.create({ type: 'success', title: 'Configuración actualizada' })
      } catch (error) {
        toastSaveFailure(error, { title: 'Error', description: SAVE_ERROR })
        if (isConflict(error)) setConflict('stale')
        else setServerError(serverMessageOf(error))
      } finally {
        setSaving(false)
      }
      await queryClient.invalidateQueries({ queryKey: [SETTINGS_PATH] })
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

  /** A restored setting is saved: the form takes it as its field's saved value. */
  const takeRestored = (restored: SiteSetting) => {
    const index = initial.findIndex((setting) => setting.key === restored.key)
    setSaved((previous) =>
      previous.map((setting) => (setting.key === restored.key ? restored : setting)),
    )
    form.resetField(`settings.${index}.value`, { defaultValue: restored.value ?? '' })
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
          {SETTING_SECTIONS.map(({ id: section, label }) => {
            const wrong = initial.filter(
              (_, index) => sectionOf(index) === section && errors?.[index],
            ).length
            return (
              <Tabs.Trigger key={section} value={section}>
                {label}
                {wrong > 0 && (
                  <Badge colorPalette="red" variant="solid" aria-label={`${wrong} con errores`}>
                    {wrong}
                  </Badge>
                )}
              </Tabs.Trigger>
            )
          })}
        </Tabs.List>
        {SETTING_SECTIONS.map(({ id: section }) => {
          const elsewhere = SECTIONS_EDITED_ELSEWHERE[section]
          return (
            <Tabs.Content key={section} value={section}>
              {elsewhere ? (
                <EditedElsewhere {...elsewhere} />
              ) : (
                <Stack gap="5" pt="2">
                  <SectionHistory
                    keys={initial.flatMap((setting, index) =>
                      sectionOf(index) === section ? [setting.key] : [],
                    )}
                    dirty={form.formState.isDirty}
                    onRestored={takeRestored}
                  />
                  {initial.map((setting, index) => {
                    if (sectionOf(index) !== section) return null
                    const declaration = declarationOf(setting.key)
                    if (declaration.kind === 'image') {
                      return (
                        <MediaUrlField
                          key={setting.key}
                          name={`settings.${index}.value`}
                          label={declaration.label}
                          kind="image"
                          helper={declaration.hint}
                        />
                      )
                    }
                    return (
                      <TextField
                        key={setting.key}
                        name={`settings.${index}.value`}
                        label={declaration.label}
                        helper={declaration.hint}
                        rows={declaration.kind === 'multiline' ? 4 : undefined}
                        type={INPUT_TYPES[declaration.kind]}
                        inputMode={declaration.kind === 'phone' ? 'tel' : undefined}
                      />
                    )
                  })}
                </Stack>
              )}
            </Tabs.Content>
          )
        })}
      </Tabs.Root>
    </FormFrame>
  )
}

/** The Historial of the settings one tab (or the CTA's form) edits. */
export function SectionHistory({
  keys,
  dirty,
  onRestored,
}: {
  keys: readonly string[]
  dirty: boolean
  onRestored: (restored: SiteSetting) => void
}) {
  return (
    <VersionHistory
      paths={keys.map(settingVersionsPath)}
      labels={settingLabels(keys)}
      listPaths={[SETTINGS_PATH]}
      dirty={dirty}
      onRestored={(saved) => onRestored(saved as unknown as SiteSetting)}
    />
  )
}

export function SettingsEditor() {
  const query = useQuery(adminListQuery<SiteSetting>(SETTINGS_PATH))
  const [stored, setStored] = useState<SiteSetting[]>()
  // The form starts from the first answer; later refetches must not overwrite what is typed.
  if (!stored && query.data) setStored(query.data)
  if (stored) return <SettingsForm stored={stored} />
  if (query.isError) {
    return (
      <Text role="alert" color="red.700">
        {LIST_TEXTS.error}
      </Text>
    )
  }
  return <Text role="status">{LIST_TEXTS.loading}</Text>
}
