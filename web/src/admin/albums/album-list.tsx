import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useMemo, useState } from 'react'
import { FaMusic, FaStar } from 'react-icons/fa'
import { albums } from '../../../../edge-functions/_shared/resources/albums.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { useBulkSelection } from '../editor/bulk-selection.tsx'
import { DeleteDialog } from '../editor/delete-dialog.tsx'
import {
  BULK_TEXTS,
  type FlagAction,
  ListFilters,
  SelectBox,
  type SortOption,
  SortSelect,
} from '../editor/list-controls.tsx'
import {
  type ListView,
  listFlagsOf,
  NO_VIEW,
  rowsInView,
  stateFiltersOf,
} from '../editor/list-view.ts'
import { LIST_TEXTS } from '../editor/messages.ts'
import { PublicationBadge } from '../editor/publication.tsx'
import { RowActions } from '../editor/row-actions.tsx'
import { toastDeleted } from '../trash/trash-queries.ts'
import { ALBUMS_PATH, albumReads, albumsQuery } from './album-queries.ts'
import type { Album } from './album-rules.ts'
import { ALBUM_TEXTS } from './album-texts.ts'

function Cover({ url }: { url: string | null }) {
  return (
    <Flex
      w="10"
      h="10"
      flexShrink={0}
      borderRadius="md"
      overflow="hidden"
      bg="brand.50"
      color="brand.700"
      align="center"
      justify="center"
    >
      {url ? (
        <img
          src={url}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          style={{ width: 40, height: 40, objectFit: 'cover' }}
        />
      ) : (
        <FaMusic aria-hidden="true" />
      )}
    </Flex>
  )
}

const ALBUM_FLAGS = listFlagsOf(albums)
const titleOf = (album: Album) => album.title ?? ''
const idOf = (album: Album) => String(album.id)

/** Featured is what puts an album on the site, so it is what the owner changes in bulk. */
const FEATURED_ACTIONS: readonly FlagAction[] = ['feature', 'unfeature']

const SORTS: readonly SortOption[] = [
  { sort: { field: 'title', direction: 'ascending' }, label: 'Título (A-Z)' },
  { sort: { field: 'title', direction: 'descending' }, label: 'Título (Z-A)' },
  { sort: { field: 'artist', direction: 'ascending' }, label: 'Artista (A-Z)' },
  {
    sort: { field: 'releaseDate', direction: 'descending' },
    label: 'Publicación (reciente primero)',
  },
  {
    sort: { field: 'releaseDate', direction: 'ascending' },
    label: 'Publicación (antiguo primero)',
  },
]

/**
 * The albums, all of them in the page's own flow (a box of its own to scroll showed three and a
 * half on a laptop), found by title or state and sorted: open one (its form and its tracks) or
 * delete it, or tick several to feature, unfeature or delete them at once.
 */
export function AlbumList({
  selectedId,
  onOpen,
  onDeleted,
}: {
  selectedId?: number
  onOpen: (album: Album) => void
  onDeleted: (album: Album) => void
}) {
  const queryClient = useQueryClient()
  const query = useQuery(albumsQuery)
  const [toDelete, setToDelete] = useState<Album>()
  const [view, setView] = useState<ListView>(NO_VIEW)
  const shownView = useDeferredValue(view)
  const all = query.data ?? []
  const shown = useMemo(() => rowsInView(all, shownView, ALBUM_FLAGS, titleOf), [all, shownView])
  const filterOptions = useMemo(() => stateFiltersOf(ALBUM_FLAGS, all), [all])

  /** A deleted album's own reads go; the lists it was in are read again. */
  const forget = (album: Album) => {
    onDeleted(album)
    const [, , ...ownReads] = albumReads(album.id)
    for (const path of ownReads) queryClient.removeQueries({ queryKey: [path] })
  }
  const refresh = () =>
    Promise.all(
      albumReads().map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
    ).then(() => undefined)
  const bulk = useBulkSelection({
    drawn: shown,
    idOf,
    path: ALBUMS_PATH,
    flags: ALBUM_FLAGS,
    actions: FEATURED_ACTIONS,
    refresh,
    onRemoved: forget,
  })

  const remove = useMutation({
    retry: false,
    mutationFn: (album: Album) =>
      apiRequest<{ trashId?: number }>('DELETE', `${ALBUMS_PATH}/${album.id}`, {}),
    onSuccess: async (answer, album) => {
      setToDelete(undefined)
      forget(album)
      toastDeleted({ title: ALBUM_TEXTS.deleted }, answer.trashId)
      await refresh()
    },
    onError: () => {
      toaster.create({ type: 'error', title: 'Error', description: ALBUM_TEXTS.deleteFailed })
    },
  })

  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header pb="2">
        <Heading as="h2" size="lg">
          Álbumes
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {query.isPending ? (
          <Text role="status">{ALBUM_TEXTS.loadingAlbums}</Text>
        ) : query.isError ? (
          <Text role="alert" color="red.700">
            {LIST_TEXTS.error}
          </Text>
        ) : query.data.length === 0 ? (
          <Text>{ALBUM_TEXTS.noAlbums}</Text>
        ) : (
          <Stack gap="3">
            <ListFilters view={view} options={filterOptions} onChange={setView}>
              <SortSelect
                unsorted="Fecha de creación"
                options={SORTS}
                view={view}
                onChange={setView}
              />
            </ListFilters>
            {bulk.controls}
            {shown.length === 0 ? (
              <Text role="status">{LIST_TEXTS.noMatch}</Text>
            ) : (
              <Box
                as="ul"
                listStyleType="none"
                borderWidth="1px"
                borderRadius="md"
                aria-label="Lista de álbumes"
              >
                {shown.map((album) => {
                  const selected = album.id === selectedId
                  return (
                    <Flex
                      as="li"
                      key={album.id}
                      data-album-id={album.id}
                      align="center"
                      gap="1"
                      pe="2"
                      borderBottomWidth="1px"
                      borderColor="gray.100"
                      bg={selected ? 'brand.50' : undefined}
                      borderStartWidth="4px"
                      borderStartColor={selected ? 'brand.700' : 'transparent'}
                    >
                      <Flex ps="2" alignSelf="stretch" align="center">
                        <SelectBox
                          label={BULK_TEXTS.select(album.title ?? '')}
                          checked={bulk.isSelected(album)}
                          onChange={(on) => bulk.toggle(album, on)}
                        />
                      </Flex>
                      <Button
                        variant="ghost"
                        flex="1"
                        minW="0"
                        height="auto"
                        py="2"
                        px="2"
                        justifyContent="flex-start"
                        textAlign="start"
                        borderRadius="0"
                        aria-pressed={selected}
                        onClick={() => onOpen(album)}
                      >
                        <Cover url={album.coverUrl ?? album.imageUrl} />
                        <Box minW="0" flex="1">
                          {/* Wrapped, not cut: on a phone the box is a third of the title. */}
                          <Text fontWeight="semibold" whiteSpace="normal" overflowWrap="anywhere">
                            {album.title}
                          </Text>
                          <Text
                            fontSize="sm"
                            color="gray.700"
                            fontWeight="normal"
                            whiteSpace="normal"
                            overflowWrap="anywhere"
                          >
                            {album.artist} · {album.tracksCount}{' '}
                            {album.tracksCount === 1 ? 'pista' : 'pistas'}
                          </Text>
                          {/* Under the name, not beside it: on a phone beside the box, the
                              actions and the badges left the title a letter wide. */}
                          <HStack gap="1" wrap="wrap" mt="1">
                            {album.featured && (
                              <Badge colorPalette="yellow" variant="subtle">
                                <FaStar aria-hidden="true" />
                                Destacado
                              </Badge>
                            )}
                            <PublicationBadge row={album} />
                          </HStack>
                        </Box>
                      </Button>
                      <RowActions
                        name={album.title ?? ''}
                        onEdit={() => onOpen(album)}
                        onDelete={() => setToDelete(album)}
                      />
                    </Flex>
                  )
                })}
              </Box>
            )}
          </Stack>
        )}
        <DeleteDialog
          open={toDelete !== undefined}
          deleting={remove.isPending}
          title={ALBUM_TEXTS.deleteTitle}
          description={ALBUM_TEXTS.deleteQuestion}
          onCancel={() => setToDelete(undefined)}
          onConfirm={() => toDelete && remove.mutate(toDelete)}
        />
      </Card.Body>
    </Card.Root>
  )
}
