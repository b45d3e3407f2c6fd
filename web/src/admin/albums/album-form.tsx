import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { albums } from '../../../../edge-functions/_shared/resources/albums.ts'
import { versionsPathOf } from '../../../../edge-functions/_shared/versions.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { albumPlaces } from '../editor/placements.ts'
import { PlacesNotice } from '../editor/places-notice.tsx'
import {
  PUBLICATION_TEXTS,
  publishLabel,
  SaveDraftButton,
  type SaveStatus,
  withDraft,
} from '../editor/publication.tsx'
import { VersionHistory } from '../editor/version-history.tsx'
import { SwitchField, TextField } from '../forms/fields.tsx'
import { FormFrame, ServerErrorAlert } from '../forms/form-frame.tsx'
import { serverFieldErrors, serverMessageOf, toastSaveFailure } from '../forms/save-errors.ts'
import { SEARCH_DESCRIPTION_LABEL, searchDescriptionHelper } from '../forms/search-description.ts'
import { useUnsavedChanges } from '../frame/unsaved-changes.tsx'
import { MediaUrlField } from '../media/media-url-field.tsx'
import { PreviewButton } from '../preview/preview-dialog.tsx'
import { ALBUMS_PATH, albumReads } from './album-queries.ts'
import { type Album, type AlbumFormValues, albumFormValues } from './album-rules.ts'
import { ALBUM_TEXTS } from './album-texts.ts'
import { SilentAlbumNotice } from './silent-album-notice.tsx'

const LABELS: Readonly<Record<keyof AlbumFormValues, string>> = {
  title: 'Título',
  artist: 'Artista',
  description: 'Descripción',
  seoDescription: SEARCH_DESCRIPTION_LABEL,
  featured: 'Destacado',
  coverUrl: 'Portada',
  releaseDate: 'Fecha de publicación',
  externalMusicUrl: 'Enlace externo a la música',
  iframePlayerUrl: 'URL del reproductor (iframe)',
  publishedAt: PUBLICATION_TEXTS.publishAt,
}

const resolver = valibotResolver(
  albums.createSchema as unknown as v.GenericSchema<AlbumFormValues, AlbumFormValues>,
)

/**
 * Creates an album, or edits the one given. After a creation the manager goes on editing the new
 * album (and chooses it for its tracks); after an edit the form keeps the saved values. Above the
 * fields it says where the album appears on the site. An edit sends back the
 * `updatedAt` it started from, so a change made elsewhere meanwhile is refused, not overwritten.
 */
export function AlbumForm({
  album,
  onCreated,
  onUpdated,
  onCancel,
}: {
  album?: Album
  onCreated: (album: Album) => void
  onUpdated: (album: Album) => void
  /** Cancelar closes the form, a new album's as an album's. */
  onCancel: () => void
}) {
  const queryClient = useQueryClient()
  const [serverError, setServerError] = useState<string>()
  // The form edits the album's pending changes, when it has some, over what visitors see.
  const editable = (saved?: Album) => saved && (withDraft(saved) as Album)
  const form = useForm<AlbumFormValues>({
    defaultValues: albumFormValues(editable(album)),
    resolver,
  })
  useUnsavedChanges(form.formState.isDirty)
  const publishAt = useWatch({ control: form.control, name: 'publishedAt' })

  const save = useMutation({
    retry: false,
    mutationFn: ({ values, status }: { values: AlbumFormValues; status: SaveStatus }) =>
      album
        ? apiRequest<Album>('PUT', `${ALBUMS_PATH}/${album.id}?status=${status}`, {
            ...values,
            updatedAt: album.updatedAt,
          })
        : apiRequest<Album>('POST', `${ALBUMS_PATH}?status=${status}`, values),
  })

  const saveAs = (status: SaveStatus) =>
    form.handleSubmit(async (values) => {
      setServerError(undefined)
      try {
        const saved = await save.mutateAsync({ values, status })
        await Promise.all(
          albumReads(saved.id).map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
        )
        const title = album ? ALBUM_TEXTS.updated : ALBUM_TEXTS.created
        toaster.create(
          status === 'draft'
            ? {
                type: 'success',
                title: PUBLICATION_TEXTS.draftSaved,
                description: PUBLICATION_TEXTS.draftSavedText,
              }
            : { type: 'success', title },
        )
        form.reset(albumFormValues(editable(saved)))
        if (album) {
          onUpdated(saved)
        } else {
          onCreated(saved)
        }
      } catch (error) {
        toastSaveFailure(error, {
          title: 'Error',
          description: album ? ALBUM_TEXTS.updateFailed : ALBUM_TEXTS.createFailed,
        })
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          if (field in LABELS) form.setError(field as keyof AlbumFormValues, { message })
        }
        setServerError(serverMessageOf(error))
      }
    })
  const onSubmit = saveAs('published')

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {album ? 'Editar álbum' : 'Crear álbum'}
      </Heading>
      <FormFrame
        form={form}
        onSubmit={onSubmit}
        saving={save.isPending}
        submitLabel={publishLabel(
          album,
          album ? 'Guardar cambios' : PUBLICATION_TEXTS.publish,
          publishAt,
        )}
        otherSave={
          <>
            <PreviewButton definition={albums} placesOf={albumPlaces} saved={album} />
            <SaveDraftButton saving={save.isPending} onClick={() => void saveAs('draft')()} />
          </>
        }
        labels={LABELS}
        onCancel={onCancel}
        notice={
          <>
            <PlacesNotice placesOf={albumPlaces} saved={album} />
            <SilentAlbumNotice album={album} control={form.control} />
            {serverError && <ServerErrorAlert message={serverError} />}
            {album && (
              <VersionHistory
                paths={[versionsPathOf(albums.path, album.id)]}
                labels={LABELS}
                listPaths={albumReads(album.id)}
                dirty={form.formState.isDirty}
                onRestored={(saved) => {
                  form.reset(albumFormValues(saved as Album))
                  onUpdated(saved as Album)
                }}
              />
            )}
          </>
        }
      >
        {/* Side by side where the form is wide enough for both names, not by the window: beside
            the album list the form is half a laptop's screen. */}
        <SimpleGrid minChildWidth="12rem" gap="5">
          <TextField name="title" label={LABELS.title} required />
          <TextField name="artist" label={LABELS.artist} required />
        </SimpleGrid>
        <TextField name="description" label={LABELS.description} rows={4} />
        <TextField
          name="seoDescription"
          label={LABELS.seoDescription}
          rows={2}
          helper={searchDescriptionHelper('la descripción del álbum')}
        />
        <SwitchField name="featured" label={LABELS.featured} helper={ALBUM_TEXTS.featuredHelper} />
        <MediaUrlField name="coverUrl" label={LABELS.coverUrl} kind="image" />
        <TextField
          name="releaseDate"
          label={LABELS.releaseDate}
          placeholder="AAAA-MM-DD"
          helper="Por ejemplo 2024-05-21."
        />
        <TextField
          name="externalMusicUrl"
          label={LABELS.externalMusicUrl}
          type="url"
          placeholder="https://open.spotify.com/album/..."
        />
        <TextField
          name="iframePlayerUrl"
          label={LABELS.iframePlayerUrl}
          type="url"
          placeholder="https://..."
          helper={ALBUM_TEXTS.iframePlayerHelper}
        />
        <TextField
          name="publishedAt"
          label={LABELS.publishedAt}
          type="datetime-local"
          helper={PUBLICATION_TEXTS.publishAtHelper}
        />
      </FormFrame>
    </Stack>
  )
}
