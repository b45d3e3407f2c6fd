import { Grid } from '@chakra-ui/react/grid'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useConfirmLeave } from '../frame/unsaved-changes.tsx'
import { cameFromList, EDIT_PARAM, type FromList } from '../item-address.ts'
import { AlbumForm } from './album-form.tsx'
import { AlbumList } from './album-list.tsx'
import { albumsQuery } from './album-queries.ts'
import type { Album } from './album-rules.ts'
import { TrackTable } from './track-table.tsx'

/** An album's address whose id no album has (deleted, or mistyped). */
export const unknownAlbumText = (id: string) =>
  `No hay ningún álbum con el identificador «${id}»: puede que se haya eliminado o movido a la Papelera.`

/**
 * /admin/albums-form: the album form on the left; on the right the albums (choose one for its
 * tracks) and the chosen album's tracks. Editing an album puts the form in edit mode, at the
 * album's address (`?editar=<id>`, so Back leaves it); Cancelar leaves it; deleting the chosen
 * album clears the choice.
 */
export function AlbumsManager() {
  const albums = useQuery(albumsQuery)
  const confirmLeave = useConfirmLeave()
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const editingId = params.get(EDIT_PARAM)
  const [selectedId, setSelectedId] = useState(() =>
    editingId === null ? undefined : Number(editingId),
  )
  // What the form last saved, until the list read again has it too.
  const [saved, setSaved] = useState<Album>()
  const listed = albums.data?.find((album) => String(album.id) === editingId)
  const editing =
    saved && String(saved.id) === editingId && (!listed || saved.updatedAt >= listed.updatedAt)
      ? saved
      : listed
  // An address naming no album says so, above the form of a new one.
  const unknownId = editingId !== null && albums.isSuccess && !editing ? editingId : undefined
  const selected = albums.data?.find((album) => album.id === selectedId)

  const edit = (album: Album) => {
    if (album.id !== editing?.id && !confirmLeave()) return
    // From one album to another the entry is replaced: Back and Cancelar leave the form at once.
    const state = editingId === null ? ({ fromList: true } satisfies FromList) : location.state
    setParams({ [EDIT_PARAM]: String(album.id) }, { state, replace: editingId !== null })
    setSelectedId(album.id)
  }
  const stopEditing = () => {
    if (cameFromList(location.state)) navigate(-1)
    else setParams({}, { replace: true })
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Álbumes y música
        </Heading>
        <Text color="gray.700">
          Crea y edita los álbumes de la página de música; elige uno para gestionar sus pistas.
        </Text>
      </Stack>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 5fr) minmax(0, 6fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="4" minW="0">
          {unknownId !== undefined && <Text role="alert">{unknownAlbumText(unknownId)}</Text>}
          {editingId !== null && albums.isPending ? (
            <Text role="status">Cargando...</Text>
          ) : (
            <AlbumForm
              key={editing?.id ?? 'new'}
              album={editing}
              onCreated={(album) => {
                setSaved(album)
                setParams({ [EDIT_PARAM]: String(album.id) }, { replace: true })
                setSelectedId(album.id)
              }}
              onUpdated={setSaved}
              onCancelEdit={stopEditing}
            />
          )}
        </Stack>
        <Stack gap="6" minW="0">
          <AlbumList
            selectedId={selectedId}
            onSelect={(album) => setSelectedId(album.id)}
            onEdit={edit}
            onDeleted={(album) => {
              if (album.id === selectedId) setSelectedId(undefined)
              if (album.id === editing?.id) setParams({}, { replace: true })
            }}
          />
          <TrackTable key={selected?.id ?? 'none'} album={selected} />
        </Stack>
      </Grid>
    </Stack>
  )
}
