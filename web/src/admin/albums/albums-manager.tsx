import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Grid } from '@chakra-ui/react/grid'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { FaArrowDown, FaArrowLeft, FaPlus } from 'react-icons/fa'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { PieceLoading } from '../frame/piece-loading.tsx'
import { useConfirmLeave } from '../frame/unsaved-changes.tsx'
import { cameFromList, EDIT_PARAM, type FromList } from '../item-address.ts'
import { AlbumList } from './album-list.tsx'
import { albumsQuery } from './album-queries.ts'
import type { Album } from './album-rules.ts'
import { ALBUM_TEXTS } from './album-texts.ts'
import { TrackTable } from './track-table.tsx'

/** An album's address whose id no album has (deleted, or mistyped). */
export const unknownAlbumText = (id: string) =>
  `No hay ningún álbum con el identificador «${id}»: puede que se haya eliminado o movido a la Papelera.`

/**
 * The two sides (the album's form; the list with the open album's tracks) where the manager has
 * room for them: measured with the demo albums, below 52.5rem the form's picture box and its «Ver
 * en el sitio» spill out of their cards. Beside the sidebar that is a window of 1168 px or more
 * (a laptop of 1280 px, a tablet of 1180 px on its side); at 1024 px one side at a time.
 */
const BOTH_SIDES = '@container (width >= 53rem)'
const ONE_SIDE = '@container (width < 53rem)'

/**
 * The album's form (react-hook-form, the fields, the media field, the history) loads when it is
 * first drawn: on a phone the list shows alone until an album is opened (decision 011).
 */
const AlbumForm = lazy(() =>
  import('./album-form.tsx').then((module) => ({ default: module.AlbumForm })),
)

/**
 * Where the album's form appears while its code loads. The form is taller than any screen (with
 * the demo albums 1738 px at 390 px, 1470 px at 1280 px): a frame of one screen's height keeps
 * what is below it out of view, so nothing seen moves when the form arrives, and its spinner in
 * view.
 */
const FORM_HEIGHT = '100vh'

/** The value of `editar` that opens the form of a new album, as in the content editor. */
const NEW_ALBUM = 'nuevo'

/**
 * /admin/albums-form: the albums, whole (no box of its own to scroll), and the open album beside
 * them on a laptop. Choosing an album opens it, at its address (`?editar=<id>`): its form and its
 * tracks. «Crear álbum» opens the empty form (`?editar=nuevo`). Where the two sides do not fit
 * (a phone, a tablet, a small laptop) the open album takes the list's place at the top of the
 * screen, so its tracks are not below the albums; «Volver a la lista», Cancelar and the browser's
 * Back close it and show the list where it was.
 */
export function AlbumsManager() {
  const albums = useQuery(albumsQuery)
  const confirmLeave = useConfirmLeave()
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const editingId = params.get(EDIT_PARAM)
  const open = editingId !== null
  const creating = editingId === NEW_ALBUM
  // What the form last saved, until the list read again has it too.
  const [saved, setSaved] = useState<Album>()
  const listed = albums.data?.find((album) => String(album.id) === editingId)
  const editing =
    saved && String(saved.id) === editingId && (!listed || saved.updatedAt >= listed.updatedAt)
      ? saved
      : listed
  // An address naming no album says so, above the form of a new one.
  const unknownId = open && !creating && albums.isSuccess && !editing ? editingId : undefined

  const detail = useRef<HTMLDivElement>(null)
  const tracks = useRef<HTMLDivElement>(null)
  const lastOpened = useRef<string | null>(null)
  useEffect(() => {
    if (editingId !== null) {
      // Opened from far down the list: the album's form starts at the top of the view.
      const top = detail.current?.getBoundingClientRect().top ?? 0
      if (top < 0) detail.current?.scrollIntoView({ block: 'start' })
      lastOpened.current = editingId
      return
    }
    // Closed: back to the album she had open, in the list shown again, keyboard focus included.
    const row = document.querySelector<HTMLElement>(
      `[data-album-id="${lastOpened.current}"] button[aria-pressed]`,
    )
    row?.focus()
    lastOpened.current = null
  }, [editingId])

  const openForm = (id: string) => {
    if (id === editingId || !confirmLeave()) return
    // From one album to another the entry is replaced: Back and Cancelar leave the form at once.
    const state = open ? location.state : ({ fromList: true } satisfies FromList)
    setParams({ [EDIT_PARAM]: id }, { state, replace: open })
  }
  const close = () => {
    if (cameFromList(location.state)) navigate(-1)
    else setParams({}, { replace: true })
  }

  return (
    <Stack gap="6" css={{ containerType: 'inline-size' }}>
      <Flex align="flex-end" justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1" minW="0" flex="1 1 20rem">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Álbumes y música
          </Heading>
          <Text color="gray.700">
            Elige un álbum para editarlo y gestionar sus pistas, o crea uno nuevo.
          </Text>
        </Stack>
        {/* While a new album's form is open, «Crear álbum» would only open it again. */}
        {(!open || editing) && (
          <Button colorPalette="brand" onClick={() => openForm(NEW_ALBUM)}>
            <FaPlus aria-hidden="true" />
            Crear álbum
          </Button>
        )}
      </Flex>
      {/* As the spec lays it out, where there is room: the album's form on the left, the list
          and the open album's tracks on the right. Narrow, one thing at a time: the list, or the
          open album's form with its tracks below it. */}
      <Grid
        gap="6"
        alignItems="start"
        css={{
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateAreas: '"list" "form" "tracks"',
          [BOTH_SIDES]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gridTemplateAreas: '"form list" "form tracks"',
            gridTemplateRows: 'auto 1fr',
          },
        }}
      >
        {/* Hidden, not unmounted, while an album is open on a narrow screen: the list keeps its
            search, sort and ticks for when she comes back. */}
        <Box minW="0" gridArea="list" css={open ? { [ONE_SIDE]: { display: 'none' } } : undefined}>
          <AlbumList
            selectedId={editing?.id}
            onOpen={(album) => openForm(String(album.id))}
            onDeleted={(album) => {
              if (album.id === editing?.id) setParams({}, { replace: true })
            }}
          />
        </Box>
        {open ? (
          <Stack gap="6" minW="0" gridArea="form" ref={detail} scrollMarginTop="4">
            <HStack gap="3" wrap="wrap">
              <Button variant="outline" onClick={() => confirmLeave() && close()}>
                <FaArrowLeft aria-hidden="true" />
                Volver a la lista
              </Button>
              {/* Narrow, the tracks are below the whole form: one tap takes her there. */}
              {editing && (
                <Button
                  variant="ghost"
                  css={{ [BOTH_SIDES]: { display: 'none' } }}
                  onClick={() => tracks.current?.scrollIntoView({ block: 'start' })}
                >
                  <FaArrowDown aria-hidden="true" />
                  Ir a las pistas
                </Button>
              )}
            </HStack>
            {unknownId !== undefined && <Text role="alert">{unknownAlbumText(unknownId)}</Text>}
            {!creating && albums.isPending ? (
              <Text role="status">Cargando...</Text>
            ) : (
              <Suspense fallback={<PieceLoading minH={FORM_HEIGHT} />}>
                <AlbumForm
                  key={editing?.id ?? NEW_ALBUM}
                  album={editing}
                  onCreated={(album) => {
                    setSaved(album)
                    setParams(
                      { [EDIT_PARAM]: String(album.id) },
                      { replace: true, state: location.state },
                    )
                  }}
                  onUpdated={setSaved}
                  onCancel={close}
                />
              </Suspense>
            )}
          </Stack>
        ) : (
          // Beside the list where both sides fit; narrower, the list alone.
          <Card.Root
            variant="outline"
            bg="white"
            gridArea="form"
            css={{ [ONE_SIDE]: { display: 'none' } }}
          >
            <Card.Body>
              <Text color="gray.700">{ALBUM_TEXTS.noAlbumChosen}</Text>
            </Card.Body>
          </Card.Root>
        )}
        {open && editing && (
          <Box minW="0" gridArea="tracks" ref={tracks} scrollMarginTop="4">
            <TrackTable key={editing.id} album={editing} />
          </Box>
        )}
      </Grid>
    </Stack>
  )
}
