import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { HStack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, useState } from 'react'
import { FaExternalLinkAlt, FaPlayCircle, FaPlus } from 'react-icons/fa'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { DeleteDialog } from '../editor/delete-dialog.tsx'
import { LIST_TEXTS } from '../editor/messages.ts'
import { AdminTable, TableRowActions } from '../editor/row-actions.tsx'
import { OpenedOnce } from '../frame/lazy-dialog.tsx'
import { OrderedRows } from '../ordering/ordered-rows.tsx'
import { toastDeleted } from '../trash/trash-queries.ts'
import { albumReads, albumTracksQuery, tracksOrderPath, tracksPath } from './album-queries.ts'
import { type Album, type Track, tracksInOrder } from './album-rules.ts'
import { ALBUM_TEXTS, TRACK_TEXTS } from './album-texts.ts'

/** A track's form (react-hook-form, the fields, the media field) loads when the dialog first opens. */
const TrackDialog = lazy(() =>
  import('./track-dialog.tsx').then((module) => ({ default: module.TrackDialog })),
)

/** The track table's column names; on a narrow screen each card's cells say them too. */
const TRACK_COLUMNS = {
  title: 'Título',
  order: 'Orden',
  duration: 'Duración',
  audio: 'Audio',
} as const

type Editing = { open: false } | { open: true; track?: Track }

function TrackRows({
  album,
  onEdit,
  onDelete,
}: {
  album: Album
  onEdit: (track: Track) => void
  onDelete: (track: Track) => void
}) {
  const query = useQuery(albumTracksQuery(album.id))
  if (query.isPending) return <Text role="status">{ALBUM_TEXTS.loadingTracks}</Text>
  if (query.isError) {
    return (
      <Text role="alert" color="red.700">
        {LIST_TEXTS.error}
      </Text>
    )
  }
  if (query.data.length === 0) return <Text>{ALBUM_TEXTS.noTracks}</Text>
  return (
    <OrderedRows
      rows={tracksInOrder(query.data)}
      orderPath={tracksOrderPath(album.id)}
      listKey={albumTracksQuery(album.id).queryKey}
      alsoRefresh={[tracksPath(album.id)]}
      nameOf={(track) => track.title}
      frame={(body) => (
        <AdminTable
          label={`Pistas de ${album.title}`}
          ordered
          headers={
            <>
              <Table.ColumnHeader>{TRACK_COLUMNS.title}</Table.ColumnHeader>
              <Table.ColumnHeader width="16">{TRACK_COLUMNS.order}</Table.ColumnHeader>
              <Table.ColumnHeader>{TRACK_COLUMNS.duration}</Table.ColumnHeader>
              <Table.ColumnHeader>{TRACK_COLUMNS.audio}</Table.ColumnHeader>
            </>
          }
        >
          {body}
        </AdminTable>
      )}
      cells={(track) => (
        <>
          {/* The title first, so it stays in view beside the handle on a narrow screen; the row's
              name, styled by the table as the content lists' names are. */}
          <td data-row-name="">{track.title}</td>
          <Table.Cell fontVariantNumeric="tabular-nums" data-label={TRACK_COLUMNS.order}>
            {track.order}
          </Table.Cell>
          <Table.Cell fontVariantNumeric="tabular-nums" data-label={TRACK_COLUMNS.duration}>
            {track.duration ?? '-'}
          </Table.Cell>
          <Table.Cell data-label={TRACK_COLUMNS.audio}>
            {track.audioUrl ? (
              <Link
                href={track.audioUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="brand.700"
                whiteSpace="nowrap"
                minH="6"
              >
                <FaPlayCircle aria-hidden="true" />
                Escuchar
                <VisuallyHidden>: {track.title} (se abre en otra pestaña)</VisuallyHidden>
              </Link>
            ) : (
              '-'
            )}
          </Table.Cell>
          <td data-row-actions="">
            <TableRowActions
              name={track.title}
              onEdit={() => onEdit(track)}
              onDelete={() => onDelete(track)}
            />
          </td>
        </>
      )}
    />
  )
}

/** The open album's tracks: add one, edit one in the dialog, delete one after asking. */
export function TrackTable({ album }: { album: Album }) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Editing>({ open: false })
  const [toDelete, setToDelete] = useState<Track>()
  const tracks = useQuery(albumTracksQuery(album.id))

  const remove = useMutation({
    retry: false,
    mutationFn: (track: Track) =>
      apiRequest<{ trashId?: number }>('DELETE', `/api/tracks/${track.id}`, {}),
    onSuccess: async (answer) => {
      await Promise.all(
        albumReads(album.id).map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      )
      setToDelete(undefined)
      toastDeleted({ title: TRACK_TEXTS.deleted }, answer.trashId)
    },
    onError: () => {
      toaster.create({ type: 'error', title: 'Error', description: TRACK_TEXTS.deleteFailed })
    },
  })

  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header pb="2">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" minW="0">
            {`Pistas de «${album.title}»`}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <a href={`/album/${album.id}`} target="_blank" rel="noopener noreferrer">
                <FaExternalLinkAlt aria-hidden="true" />
                Ver en el sitio
              </a>
            </Button>
            <Button
              colorPalette="brand"
              size="sm"
              disabled={!tracks.isSuccess}
              onClick={() => setEditing({ open: true })}
            >
              <FaPlus aria-hidden="true" />
              Añadir pista
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <TrackRows
          album={album}
          onEdit={(track) => setEditing({ open: true, track })}
          onDelete={setToDelete}
        />
      </Card.Body>
      <OpenedOnce open={editing.open}>
        <TrackDialog
          open={editing.open}
          albumId={album.id}
          track={editing.open ? editing.track : undefined}
          albumTracks={tracks.data ?? []}
          onClose={() => setEditing({ open: false })}
        />
      </OpenedOnce>
      <DeleteDialog
        open={toDelete !== undefined}
        deleting={remove.isPending}
        title={TRACK_TEXTS.deleteTitle}
        description={TRACK_TEXTS.deleteQuestion}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </Card.Root>
  )
}
