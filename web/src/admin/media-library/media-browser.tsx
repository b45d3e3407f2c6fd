import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Input } from '@chakra-ui/react/input'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Spinner } from '@chakra-ui/react/spinner'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Switch } from '@chakra-ui/react/switch'
import { Text } from '@chakra-ui/react/text'
import { useQuery } from '@tanstack/react-query'
import { AnimatePresence } from 'framer-motion'
import { Fragment, type ReactNode, useEffect, useState } from 'react'
import { serverMessageOf } from '../forms/save-errors.ts'
import { useDeferredFirstArrival } from '../frame/deferred-first-arrival.ts'
import { AdminMotion } from '../motion.tsx'
import {
  type LibraryFilter,
  type MediaBucket,
  type MediaFile,
  type MediaPage,
  mediaPageQuery,
  PAGE_SIZE,
  summaryText,
} from './library-queries.ts'
import { MEDIA_CARDS } from './media-card.tsx'

export const BUCKET_LABELS: Record<MediaBucket, string> = {
  images: 'Imágenes',
  audio: 'Audio',
  documents: 'Documentos',
}

/** How the empty library names its files. */
const NONE_YET: Record<MediaBucket, string> = {
  images: 'Todavía no hay imágenes en la biblioteca.',
  audio: 'Todavía no hay audios en la biblioteca.',
  documents: 'Todavía no hay documentos en la biblioteca.',
}

/** Typing settles for this long before the library is asked again. */
const SEARCH_PAUSE_MS = 300

function useSettled(value: string) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}

/**
 * The library's files, a page at a time, with its filters: the kind (unless the caller fixes
 * it), "Sin usar" and a search by name. The caller draws each card (to manage or to choose).
 */
export function MediaBrowser({
  fixedBucket,
  bucket: chosenBucket,
  onBucketChange,
  renderCard,
  summary,
}: {
  fixedBucket?: MediaBucket
  /** The kind shown, when the caller keeps it (the library's uploads show their kind). */
  bucket?: MediaBucket
  onBucketChange?: (bucket: MediaBucket) => void
  /** Draws one file (a MediaCard with the caller's actions). */
  renderCard: (file: MediaFile) => ReactNode
  /** Shown above the grid with the current filter's totals (e.g. the delete-unused action). */
  summary?: (page: MediaPage, filter: LibraryFilter) => ReactNode
}) {
  const [ownBucket, setOwnBucket] = useState<MediaBucket>(fixedBucket ?? 'images')
  const bucket = fixedBucket ?? chosenBucket ?? ownBucket
  const setBucket = onBucketChange ?? setOwnBucket
  const [unused, setUnused] = useState(false)
  const [typed, setTyped] = useState('')
  const search = useSettled(typed)
  const [page, setPage] = useState(0)
  const filter: LibraryFilter = { bucket, unused, search, page }
  const files = useQuery(mediaPageQuery(filter))
  const shownPage = useDeferredFirstArrival(files.data)

  // Another filter starts again at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger
  useEffect(() => setPage(0), [bucket, unused, search])

  const pages = shownPage ? Math.max(1, Math.ceil(shownPage.total / PAGE_SIZE)) : 1

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center">
        {!fixedBucket && (
          <HStack gap="1" role="group" aria-label="Tipo de archivo">
            {(Object.keys(BUCKET_LABELS) as MediaBucket[]).map((each) => (
              <Button
                key={each}
                size="sm"
                variant={each === bucket ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={each === bucket}
                onClick={() => setBucket(each)}
              >
                {BUCKET_LABELS[each]}
              </Button>
            ))}
          </HStack>
        )}
        <Switch.Root
          checked={unused}
          onCheckedChange={(details) => setUnused(details.checked)}
          colorPalette="brand"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight="medium">Sin usar</Switch.Label>
        </Switch.Root>
        <Input
          type="search"
          size="sm"
          bg="white"
          flex="1"
          minW="48"
          aria-label="Buscar por nombre"
          placeholder="Buscar por nombre"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Flex>

      {files.isError ? (
        <Stack role="alert" gap="2" color="red.700">
          <Text fontWeight="medium">
            {serverMessageOf(files.error) ?? 'No se pudo cargar la biblioteca.'}
          </Text>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => files.refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : shownPage === undefined ? (
        <HStack gap="2" py="8" justify="center" aria-live="polite">
          <Spinner size="sm" color="brand.700" />
          <Text>Cargando archivos...</Text>
        </HStack>
      ) : (
        <>
          <Text fontSize="sm" color="gray.700" aria-live="polite">
            {shownPage.total === 0
              ? unused || search
                ? 'Ningún archivo coincide con el filtro.'
                : NONE_YET[bucket]
              : summaryText(shownPage, bucket)}
          </Text>
          {summary?.(shownPage, filter)}
          {shownPage.items.length > 0 && (
            <SimpleGrid
              as="ul"
              columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
              gap="4"
              css={MEDIA_CARDS}
              // Busy from the first key typed: the list on screen is not yet the one asked for.
              aria-busy={files.isFetching || typed !== search}
            >
              <AdminMotion untilInteraction>
                <AnimatePresence initial={false}>
                  {shownPage.items.map((file) => (
                    <Fragment key={`${file.bucket}/${file.name}`}>{renderCard(file)}</Fragment>
                  ))}
                </AnimatePresence>
              </AdminMotion>
            </SimpleGrid>
          )}
          {pages > 1 && (
            <HStack gap="3" justify="center">
              <Button
                size="sm"
                variant="outline"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                Anterior
              </Button>
              <Text fontSize="sm" aria-live="polite">
                Página {page + 1} de {pages}
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                Siguiente
              </Button>
            </HStack>
          )}
        </>
      )}
    </Stack>
  )
}
