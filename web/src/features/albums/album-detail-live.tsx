import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { FaExternalLinkAlt } from 'react-icons/fa'
import { SITE_NAME } from '../../app/site.ts'
import { JsonLd } from '../../components/content/json-ld.tsx'
import { LoadError } from '../../components/content/list-state.tsx'
import { MediaImage } from '../../components/content/media-image.tsx'
import { HttpError } from '../../lib/api.ts'
import { env } from '../../lib/env.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import { AlbumDetailSkeleton, AlbumLayout } from './album-detail.tsx'
import { COVER_SIZE } from './album-row.tsx'
import { type Album, albumQuery, albumTracksQuery, type Track } from './queries.ts'
import { albumDescription, releaseDateText, sortedTracks } from './rules.ts'
import { albumJsonLd } from './structured-data.ts'

const NOT_FOUND = 'Álbum no encontrado'

/** The tab's title and description follow the album (this page has no prerendered <head>). */
function useAlbumHead(title: string, description: string) {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}

function NotFound() {
  useAlbumHead(NOT_FOUND, 'Este álbum no existe o ya no está disponible.')
  return (
    <Box py="8">
      <Heading as="h1" size="2xl" color="brand.800" mb="3">
        {NOT_FOUND}
      </Heading>
      <Text color="gray.700">Puede que se haya retirado o que el enlace no sea correcto.</Text>
    </Box>
  )
}

function TrackList({ tracks }: { tracks: Track[] }) {
  if (tracks.length === 0) {
    return <Text color="gray.700">Este álbum no tiene pistas disponibles.</Text>
  }
  return (
    <Box as="ol" listStyleType="none" m="0" p="0" borderTopWidth="1px" borderColor="gray.200">
      {sortedTracks(tracks).map((track, index) => (
        <Flex
          as="li"
          key={`${track.order}-${track.title}`}
          align="center"
          gap="4"
          py="3"
          px="2"
          borderBottomWidth="1px"
          borderColor="gray.200"
        >
          <Text
            as="span"
            w="8"
            textAlign="right"
            color="gray.600"
            fontVariantNumeric="tabular-nums"
          >
            {index + 1}
          </Text>
          <Text as="span" flex="1" fontWeight="medium">
            {track.title}
          </Text>
          <Text as="span" color="gray.600" fontVariantNumeric="tabular-nums">
            {track.duration ? (
              <>
                <VisuallyHidden>Duración: </VisuallyHidden>
                {track.duration}
              </>
            ) : (
              <VisuallyHidden>Duración no indicada</VisuallyHidden>
            )}
          </Text>
        </Flex>
      ))}
    </Box>
  )
}

function Tracks({ id, album }: { id: string; album: Album }) {
  const tracks = useQuery(albumTracksQuery(id))
  return (
    <Box as="section" aria-labelledby="pistas" mt={{ base: '10', md: '12' }}>
      <Heading as="h2" id="pistas" size="xl" color="brand.800" mb="4">
        Pistas
      </Heading>
      {tracks.isPending ? (
        <Text color="gray.600">Cargando pistas…</Text>
      ) : tracks.isError ? (
        <LoadError thing="las pistas" />
      ) : (
        <>
          <TrackList tracks={tracks.data} />
          <JsonLd data={albumJsonLd(album, tracks.data, env.siteUrl)} />
        </>
      )}
    </Box>
  )
}

function AlbumView({ id, album }: { id: string; album: Album }) {
  const externalHref = safeHref(album.externalMusicUrl)
  const title = album.title ?? ''
  useAlbumHead(title, albumDescription(album))
  const released = releaseDateText(album.releaseDate)
  return (
    <>
      <AlbumLayout
        cover={
          <MediaImage
            src={album.imageUrl}
            alt={`Portada de ${title}`}
            width={COVER_SIZE}
            height={COVER_SIZE}
            priority
            sizes="(min-width: 48em) 320px, 100vw"
          />
        }
      >
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.800">
          {title}
        </Heading>
        {album.artist && (
          <Text fontSize="lg" color="gray.700">
            {album.artist}
          </Text>
        )}
        {released && (
          <Text fontSize="sm" color="gray.600">
            {released}
          </Text>
        )}
        {album.description && (
          <Text color="gray.700" whiteSpace="pre-line">
            {album.description}
          </Text>
        )}
        {externalHref && (
          <Box pt="2">
            <Button asChild colorPalette="brand">
              <a href={externalHref} target="_blank" rel="noopener noreferrer">
                <FaExternalLinkAlt aria-hidden="true" />
                Escuchar en plataforma externa
                <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
              </a>
            </Button>
          </Box>
        )}
      </AlbumLayout>
      <Tracks id={id} album={album} />
    </>
  )
}

function AlbumPage({ id }: { id: string }) {
  const validId = /^\d+$/.test(id)
  const album = useQuery({ ...albumQuery(id), enabled: validId })
  if (!validId) return <NotFound />
  if (album.isPending) return <AlbumDetailSkeleton />
  if (album.isError) {
    if (album.error instanceof HttpError && album.error.status === 404) return <NotFound />
    return (
      <Box py="8">
        <Heading as="h1" size="2xl" color="brand.800" mb="3">
          Álbum
        </Heading>
        <LoadError thing="el álbum" />
      </Box>
    )
  }
  return <AlbumView id={id} album={album.data} />
}

export default function LiveAlbumDetail({ id }: { id: string }) {
  return (
    <QueryProvider>
      <AlbumPage id={id} />
    </QueryProvider>
  )
}
