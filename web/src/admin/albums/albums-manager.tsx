import { Grid } from '@chakra-ui/react/grid'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useConfirmLeave } from '../frame/unsaved-changes.tsx'
import { AlbumForm } from './album-form.tsx'
import { AlbumList } from './album-list.tsx'
import { albumsQuery } from './album-queries.ts'
import type { Album } from './album-rules.ts'
import { TrackTable } from './track-table.tsx'

/**
 * /admin/albums-form: the album form on the left; on the right the albums (choose one for its
 * tracks) and the chosen album's tracks. Editing an album puts the form in edit mode; Cancelar
 * leaves it; deleting the chosen album clears the choice.
 */
export function AlbumsManager() {
  const albums = useQuery(albumsQuery)
  const confirmLeave = useConfirmLeave()
  const [selectedId, setSelectedId] = useState<number>()
  const [editing, setEditing] = useState<Album>()
  const selected = albums.data?.find((album) => album.id === selectedId)

  const edit = (album: Album) => {
    if (album.id !== editing?.id && !confirmLeave()) return
    setEditing(album)
    setSelectedId(album.id)
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
        <AlbumForm
          key={editing?.id ?? 'new'}
          album={editing}
          onCreated={(album) => {
            setEditing(album)
            setSelectedId(album.id)
          }}
          onUpdated={setEditing}
          onCancelEdit={() => setEditing(undefined)}
        />
        <Stack gap="6" minW="0">
          <AlbumList
            selectedId={selectedId}
            onSelect={(album) => setSelectedId(album.id)}
            onEdit={edit}
            onDeleted={(album) => {
              if (album.id === selectedId) setSelectedId(undefined)
              if (album.id === editing?.id) setEditing(undefined)
            }}
          />
          <TrackTable key={selected?.id ?? 'none'} album={selected} />
        </Stack>
      </Grid>
    </Stack>
  )
}
