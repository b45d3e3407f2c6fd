import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { tracks } from '../../../../edge-functions/_shared/resources/tracks.ts'
import { versionsPathOf } from '../../../../edge-functions/_shared/versions.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import {
  PUBLICATION_TEXTS,
  publishLabel,
  SaveDraftButton,
  type SaveStatus,
  withDraft,
} from '../editor/publication.tsx'
import { VersionHistory } from '../editor/version-history.tsx'
import { NumberField, TextField } from '../forms/fields.tsx'
import { SAVING_TEXT } from '../forms/form-frame.tsx'
import { serverFieldErrors, serverMessageOf } from '../forms/save-errors.ts'
import { LEAVE_QUESTION, useUnsavedChanges } from '../frame/unsaved-changes.tsx'
import type { AudioInfo } from '../media/audio-info.ts'
import { MediaUrlField } from '../media/media-url-field.tsx'
import { albumReads } from './album-queries.ts'
import { type Track, type TrackFormValues, trackFormValues } from './album-rules.ts'
import { ALBUM_TEXTS, TRACK_TEXTS } from './album-texts.ts'

const resolver = valibotResolver(
  tracks.createSchema as unknown as v.GenericSchema<TrackFormValues, TrackFormValues>,
)

/** A track as the publication helpers read any saved item. */
const asRow = (track: Track) => track as unknown as Record<string, unknown>

const LABELS: Readonly<Record<keyof TrackFormValues, string>> = {
  title: 'Título',
  audioUrl: 'Archivo de audio o URL',
  order: 'Orden',
  duration: 'Duración',
  publishedAt: PUBLICATION_TEXTS.publishAt,
}

function TrackForm({
  albumId,
  track: loaded,
  albumTracks,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  albumId: number | undefined
  track?: Track
  albumTracks: readonly Track[]
  onCancel: () => void
  onSaved: () => void
  onDirtyChange: (dirty: boolean) => void
}) {
  const queryClient = useQueryClient()
  const [serverError, setServerError] = useState<string>()
  // The track as last saved: a restore from its Historial saves it, and the next save starts
  // from that one's `updatedAt`.
  const [track, setTrack] = useState(loaded)
  // The form edits the track's pending changes, when it has some, over what visitors hear.
  const form = useForm<TrackFormValues>({
    defaultValues: trackFormValues(
      track && (withDraft(asRow(track)) as unknown as Track),
      albumTracks,
    ),
    resolver,
  })
  const { isDirty, isSubmitted } = form.formState
  const publishAt = useWatch({ control: form.control, name: 'publishedAt' })
  useUnsavedChanges(isDirty)
  onDirtyChange(isDirty)

  const save = useMutation({
    retry: false,
    mutationFn: ({
      values,
      album,
      status,
    }: {
      values: TrackFormValues
      album: number
      status: SaveStatus
    }) =>
      track
        ? apiRequest<Track>('PUT', `/api/tracks/${track.id}?status=${status}`, {
            ...values,
            albumId: album,
            updatedAt: track.updatedAt,
          })
        : apiRequest<Track>('POST', `/api/albums/${album}/tracks?status=${status}`, {
            ...values,
            albumId: album,
          }),
  })

  /** A chosen audio file gives the track its length, and its title while none is typed. */
  const takeAudioInfo = ({ durationText, title }: AudioInfo) => {
    if (durationText) form.setValue('duration', durationText, { shouldDirty: true })
    if (title && !form.getValues('title').trim()) {
      form.setValue('title', title, { shouldDirty: true, shouldValidate: isSubmitted })
    }
  }

  const saveAs = (status: SaveStatus) =>
    form.handleSubmit(async (values) => {
      setServerError(undefined)
      if (albumId === undefined) {
        toaster.create({ type: 'error', title: 'Error', description: ALBUM_TEXTS.noAlbumSelected })
        return
      }
      try {
        await save.mutateAsync({ values, album: albumId, status })
        await refreshAlbum()
        toaster.create(
          status === 'draft'
            ? {
                type: 'success',
                title: PUBLICATION_TEXTS.draftSaved,
                description: PUBLICATION_TEXTS.draftSavedText,
              }
            : { type: 'success', title: track ? TRACK_TEXTS.updated : TRACK_TEXTS.created },
        )
        onSaved()
      } catch (error) {
        toaster.create({
          type: 'error',
          title: 'Error',
          description: track ? TRACK_TEXTS.updateFailed : TRACK_TEXTS.createFailed,
        })
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          if (field in LABELS) form.setError(field as keyof TrackFormValues, { message })
        }
        setServerError(serverMessageOf(error) ?? TRACK_TEXTS.saveFailed)
      }
    })
  const onSubmit = saveAs('published')

  const refreshAlbum = () =>
    albumId === undefined
      ? Promise.resolve()
      : Promise.all(
          albumReads(albumId).map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
        )

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        <Dialog.Header>
          <Dialog.Title>{track ? 'Editar pista' : 'Añadir pista'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            {serverError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{TRACK_TEXTS.saveFailed}</Alert.Title>
                  {serverError !== TRACK_TEXTS.saveFailed && (
                    <Alert.Description>{serverError}</Alert.Description>
                  )}
                </Alert.Content>
              </Alert.Root>
            )}
            {track && (
              <VersionHistory
                paths={[versionsPathOf(tracks.path, track.id)]}
                labels={LABELS}
                listPaths={[]}
                dirty={isDirty}
                onRestored={(saved) => {
                  setTrack(saved as unknown as Track)
                  form.reset(trackFormValues(withDraft(saved) as unknown as Track, albumTracks))
                  void refreshAlbum()
                }}
              />
            )}
            <TextField name="title" label={LABELS.title} required />
            <MediaUrlField
              name="audioUrl"
              label={LABELS.audioUrl}
              kind="audio"
              required
              onAudioInfo={takeAudioInfo}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <NumberField
                name="order"
                label={LABELS.order}
                min={1}
                helper="1 es la primera pista."
              />
              <TextField
                name="duration"
                label={LABELS.duration}
                placeholder="3:45"
                helper="Minutos:segundos. Se rellena sola al elegir un archivo."
              />
            </SimpleGrid>
            <TextField
              name="publishedAt"
              label={LABELS.publishedAt}
              type="datetime-local"
              helper={PUBLICATION_TEXTS.publishAtHelper}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancelar
          </Button>
          <SaveDraftButton saving={save.isPending} onClick={() => void saveAs('draft')()} />
          <Button
            type="submit"
            colorPalette="brand"
            loading={save.isPending}
            loadingText={SAVING_TEXT}
          >
            {publishLabel(
              track && asRow(track),
              track ? 'Guardar cambios' : 'Añadir pista',
              publishAt,
            )}
          </Button>
        </Dialog.Footer>
      </form>
    </FormProvider>
  )
}

/**
 * Creates or edits a track of the chosen album. Clicking outside never closes it (typed work
 * would be lost); Cancelar and Escape do, asking first when something was changed.
 */
export function TrackDialog({
  open,
  albumId,
  track,
  albumTracks,
  onClose,
}: {
  open: boolean
  albumId: number | undefined
  track?: Track
  albumTracks: readonly Track[]
  onClose: () => void
}) {
  const dirty = useRef(false)
  const close = () => {
    if (dirty.current && !window.confirm(LEAVE_QUESTION)) return
    dirty.current = false
    onClose()
  }
  return (
    <Dialog.Root
      open={open}
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) close()
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {open && (
              <TrackForm
                key={track?.id ?? 'new'}
                albumId={albumId}
                track={track}
                albumTracks={albumTracks}
                onCancel={close}
                onSaved={() => {
                  dirty.current = false
                  onClose()
                }}
                onDirtyChange={(value) => {
                  dirty.current = value
                }}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
