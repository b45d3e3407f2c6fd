import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { versionsPathOf } from '../../../../edge-functions/_shared/versions.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { ConflictAlert, FormFrame, ServerErrorAlert } from '../forms/form-frame.tsx'
import {
  isConflict,
  serverFieldErrors,
  serverMessageOf,
  toastSaveFailure,
} from '../forms/save-errors.ts'
import { useUnsavedChanges } from '../frame/unsaved-changes.tsx'
import { PreviewButton } from '../preview/preview-dialog.tsx'
import {
  allListPathsOf,
  type FormValues,
  type ListContentType,
  listPathOf,
} from './content-type.ts'
import { FormFields, formValuesOf } from './form-fields.tsx'
import { savedText, saveErrorText } from './messages.ts'
import { PlacesNotice } from './places-notice.tsx'
import {
  PUBLICATION_TEXTS,
  publishLabel,
  SaveDraftButton,
  type SaveStatus,
  withDraft,
} from './publication.tsx'
import { adminListQuery } from './queries.ts'
import { VersionHistory } from './version-history.tsx'

type Row = Record<string, unknown>
type Conflict = 'none' | 'stale' | 'reloaded' | 'gone'

/**
 * The one form of every list type: create when no record is given, edit when one is. The rules
 * and messages are the type's shared schema, the same one the server checks. An edit sends back
 * the `updatedAt` it started from, so a change made elsewhere meanwhile is refused (409) instead
 * of silently overwritten; a refused or failed save keeps everything typed. After a creation the
 * form goes on editing the created item (the API answers it), and says where it appears.
 */
export function ResourceForm({
  contentType,
  record,
  onCreated,
}: {
  contentType: ListContentType
  record?: Row
  /** Told the stored item after a successful creation. */
  onCreated?: (saved: Row) => void
}) {
  const { definition, fields } = contentType
  const queryClient = useQueryClient()
  const listPath = listPathOf(contentType)
  const [base, setBase] = useState<Row | undefined>(record)
  const [conflict, setConflict] = useState<Conflict>('none')
  const [serverError, setServerError] = useState<string>()
  const [reloading, setReloading] = useState(false)
  // The list the editor showed before this form: read from the cache, never fetched from here.
  const list = useQuery({ ...adminListQuery<Row>(listPath), enabled: false }).data

  const valuesOf = (saved: Row) =>
    formValuesOf(
      fields,
      definition.defaults,
      contentType.toForm?.(withDraft(saved)) ?? withDraft(saved),
    )
  const createValues = useMemo(
    () => formValuesOf(fields, definition.defaults),
    [fields, definition.defaults],
  )
  const form = useForm<FormValues>({
    defaultValues: record ? valuesOf(record) : createValues,
    resolver: valibotResolver(definition.createSchema as v.GenericSchema<FormValues, FormValues>),
  })
  useUnsavedChanges(form.formState.isDirty)
  const publishAt = useWatch({ control: form.control, name: 'publishedAt' })

  const labels = useMemo(
    () => Object.fromEntries(fields.map((spec) => [spec.name, spec.label])),
    [fields],
  )

  const save = useMutation({
    retry: false,
    mutationFn: ({ values, status }: { values: FormValues; status: SaveStatus }) =>
      base
        ? apiRequest<Row>('PUT', `/api/${definition.path}/${String(base.id)}?status=${status}`, {
            ...values,
            updatedAt: base.updatedAt,
          })
        : apiRequest<Row>('POST', `/api/${definition.path}?status=${status}`, values),
  })

  const refreshLists = () =>
    Promise.all(
      allListPathsOf(contentType).map((path) =>
        queryClient.invalidateQueries({ queryKey: [path] }),
      ),
    )

  const saveAs = (status: SaveStatus) =>
    form.handleSubmit(async (values) => {
      setServerError(undefined)
      try {
        const saved = await save.mutateAsync({ values, status })
        // The form takes what was saved at once, before the lists are read again: typing that
        // follows the save is never overwritten by a reset arriving later.
        setConflict('none')
        setBase(saved)
        form.reset(valuesOf(saved))
        await refreshLists()
        toaster.create(
          status === 'draft'
            ? {
                type: 'success',
                title: PUBLICATION_TEXTS.draftSaved,
                description: PUBLICATION_TEXTS.draftSavedText,
              }
            : { type: 'success', title: savedText(definition.noun, !base) },
        )
        if (!base) onCreated?.(saved)
      } catch (error) {
        toastSaveFailure(error, { title: 'Error', description: saveErrorText(definition.noun) })
        if (isConflict(error)) {
          setConflict('stale')
          return
        }
        const fieldErrors = Object.entries(serverFieldErrors(error))
        for (const [field, message] of fieldErrors) {
          form.setError(field, { type: 'server', message })
        }
        // Field messages speak for themselves; otherwise the server's reason is shown above the form.
        if (fieldErrors.length === 0) setServerError(serverMessageOf(error))
      }
    })
  const onSubmit = saveAs('published')

  /** The saved version of the record being edited, read afresh; undefined once it is deleted. */
  const latest = async () => {
    const rows = await queryClient.fetchQuery({ ...adminListQuery<Row>(listPath), staleTime: 0 })
    return rows.find((row) => row.id === base?.id)
  }

  const reload = async (keepTyped: boolean) => {
    setReloading(true)
    try {
      const current = await latest()
      if (!current) {
        setConflict('gone')
        return
      }
      setBase(current)
      if (keepTyped) {
        setConflict('reloaded')
      } else {
        form.reset(valuesOf(current))
        setConflict('none')
      }
    } catch {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: 'No se pudo recargar el elemento',
      })
    } finally {
      setReloading(false)
    }
  }

  return (
    <FormFrame
      form={form}
      onSubmit={onSubmit}
      saving={save.isPending}
      submitLabel={publishLabel(
        base,
        base ? 'Guardar cambios' : PUBLICATION_TEXTS.publish,
        publishAt,
      )}
      otherSave={
        <>
          {contentType.placesOf && (
            <PreviewButton
              definition={definition}
              placesOf={contentType.placesOf}
              saved={base}
              list={list}
              nameField={contentType.nameField}
            />
          )}
          <SaveDraftButton saving={save.isPending} onClick={() => void saveAs('draft')()} />
        </>
      }
      labels={labels}
      notice={
        <>
          {contentType.placesOf && (
            <PlacesNotice placesOf={contentType.placesOf} saved={base} list={list} />
          )}
          {conflict !== 'none' && (
            <ConflictAlert
              state={conflict}
              busy={reloading}
              onReload={() => void reload(true)}
              onDiscard={() => void reload(false)}
            />
          )}
          {serverError && conflict === 'none' && <ServerErrorAlert message={serverError} />}
          {base && (
            <VersionHistory
              paths={[versionsPathOf(definition.path, base.id)]}
              labels={labels}
              listPaths={allListPathsOf(contentType)}
              dirty={form.formState.isDirty}
              onRestored={(saved) => {
                setConflict('none')
                setBase(saved)
                form.reset(valuesOf(saved))
              }}
            />
          )}
        </>
      }
    >
      <FormFields fields={fields} />
    </FormFrame>
  )
}
