import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { FaArrowLeft, FaExclamationTriangle } from 'react-icons/fa'
import { Link, useSearchParams } from 'react-router-dom'
import { css, cx } from '#styled/css'
import { Box, Flex } from '#styled/jsx'
import { spinner } from '#styled/recipes'
import { Heading, Text } from '../../components/plain/typography.tsx'
import { choosePlayer } from '../../features/albums/player.ts'
import { featuredAlbumsQuery } from '../../features/albums/queries.ts'
import { albumsToShow } from '../../features/albums/rules.ts'
import { useHydrated } from '../../lib/island.tsx'
import { pageLoad } from '../../lib/page-load.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { definePage } from '../page-declaration.ts'
import { SITE_NAME } from '../site.ts'

export const PLAYER_LABEL = 'Reproductor de Música'
/** Where a visitor without a player address goes, and where the back link leads. */
export const MUSIC_SECTION_PATH = '/#musica'
/** As on /redir-servicios: time to read the page as served (a crawler, a test) before leaving. */
const REDIRECT_WITHOUT_SCRIPT_SECONDS = 2

export const page = definePage({
  path: '/reproductor-musica',
  frame: 'bare',
  title: 'Reproductor de Música',
  description: 'Escucha nuestros álbumes.',
  indexable: false,
})

/**
 * The query's `titulo` is anyone's text: the tab only ever names one of the site's albums, which
 * the screen sets once it knows the address is that album's.
 */
function useAlbumTitleInTab(albumTitle: string | undefined) {
  useEffect(() => {
    if (albumTitle) document.title = `${albumTitle} | ${PLAYER_LABEL} | ${SITE_NAME}`
  }, [albumTitle])
}

const backLinkLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3',
  rounded: 'pill',
  bg: 'whiteAlpha.200',
  _hover: { bg: 'whiteAlpha.300' },
  fontSize: 'sm',
  fontWeight: 'medium',
  flexShrink: 0,
})

function PlayerHeader({ title }: { title: string }) {
  return (
    <Box as="header" bg="brand.900" color="white" flexShrink={0}>
      <Flex align="center" gap={{ base: '3', md: '5' }} px={{ base: '4', md: '6' }} py="3">
        <Link to={MUSIC_SECTION_PATH} className={backLinkLook}>
          <FaArrowLeft aria-hidden="true" />
          <span>
            Volver
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              {' '}
              a la música
            </Box>
          </span>
        </Link>
        <Box minW="0">
          <Text fontSize="xs" letterSpacing="wider" textTransform="uppercase" color="brand.100">
            {PLAYER_LABEL}
          </Text>
          <Heading as="h1" fontSize={{ base: 'lg', md: 'xl' }} lineClamp={1}>
            {title}
          </Heading>
        </Box>
      </Flex>
    </Box>
  )
}

function PlayerFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" h="100dvh" bg="brand.950">
      {children}
    </Flex>
  )
}

const spinnerLook = cx(spinner({ size: 'lg' }), css({ color: 'brand.200', borderWidth: '3px' }))

function Loading() {
  return (
    <Flex
      position="absolute"
      inset="0"
      direction="column"
      align="center"
      justify="center"
      gap="4"
      color="brand.50"
      role="status"
    >
      <span className={spinnerLook} aria-hidden="true" />
      <Text>Cargando reproductor...</Text>
    </Flex>
  )
}

const musicLinkLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '5',
  rounded: 'pill',
  bg: 'brand.700',
  color: 'white',
  fontWeight: 'medium',
  _hover: { bg: 'brand.800' },
})

// The reason sits closer to the address below it than to the button.
const aboveLinkOut = css({ mb: '3' })
const aboveButton = css({ mb: '6' })

function PlayerUnavailable({ linkOut }: { linkOut: string | null }) {
  return (
    <Flex flex="1" align="center" justify="center" p="6">
      <Box bg="white" rounded="card" p={{ base: '6', md: '8' }} maxW="lg" textAlign="center">
        <Flex justify="center" color="sand.700" mb="4">
          <FaExclamationTriangle size={32} aria-hidden="true" />
        </Flex>
        <Text fontFamily="heading" fontSize="xl" color="brand.800" mb="3">
          Reproductor no disponible
        </Text>
        <Text color="gray.700" className={linkOut ? aboveLinkOut : aboveButton}>
          Por tu seguridad, aquí solo mostramos los reproductores de nuestros álbumes y de servicios
          de música conocidos.
        </Text>
        {linkOut && (
          <Text color="gray.700" mb="6" wordBreak="break-all">
            Si confías en ella, puedes abrir la dirección fuera de esta web:{' '}
            <a href={linkOut} rel="noopener noreferrer nofollow" target="_blank">
              {linkOut}
            </a>
          </Text>
        )}
        <Link to={MUSIC_SECTION_PATH} className={musicLinkLook}>
          Ver la música del centro
        </Link>
      </Box>
    </Flex>
  )
}

function Player({ src, sandbox, title }: { src: string; sandbox: string; title: string }) {
  const [loaded, setLoaded] = useState(false)
  return (
    <Box as="main" id="contenido" position="relative" flex="1" minH="0">
      {!loaded && <Loading />}
      <iframe
        src={src}
        title={`${PLAYER_LABEL}: ${title}`}
        sandbox={sandbox}
        allow="autoplay; encrypted-media; fullscreen"
        onLoad={() => setLoaded(true)}
        style={{ position: 'relative', display: 'block', width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  )
}

function Loaded({ rawUrl, requestedTitle }: { rawUrl: string; requestedTitle: string }) {
  const albums = useQuery(featuredAlbumsQuery)
  const choice = albums.isPending
    ? null
    : choosePlayer(rawUrl, albumsToShow(albums.data ?? []), window.location.origin)
  useAlbumTitleInTab(choice?.kind === 'album' ? (choice.album.title ?? undefined) : undefined)
  if (!choice) return <Waiting />
  if (choice.kind === 'refused') {
    return (
      <PlayerFrame>
        <PlayerHeader title={PLAYER_LABEL} />
        <Box as="main" id="contenido" flex="1" display="flex">
          <PlayerUnavailable linkOut={choice.linkOut} />
        </Box>
      </PlayerFrame>
    )
  }
  const title = choice.kind === 'album' ? (choice.album.title ?? PLAYER_LABEL) : requestedTitle
  return (
    <PlayerFrame>
      <PlayerHeader title={title} />
      <Player key={choice.src} src={choice.src} sandbox={choice.sandbox} title={title} />
    </PlayerFrame>
  )
}

function Waiting() {
  return (
    <PlayerFrame>
      <PlayerHeader title={PLAYER_LABEL} />
      <Box as="main" id="contenido" position="relative" flex="1">
        <Loading />
      </Box>
    </PlayerFrame>
  )
}

/**
 * The album player opened from the music pages: the query's address in a sandboxed frame over
 * the whole page, when it is one of the site's albums or a listed music service's. The
 * prerendered file cannot know the query, so it holds only the frame's shell until the page is
 * live and knows the albums. A browser without scripts is sent to the music section (a meta
 * refresh inside <noscript>, in the body: the page's head must not depend on the query).
 */
export default function MusicPlayerScreen() {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const rawUrl = params.get('url')?.trim()
  const missingUrl = hydrated && !rawUrl
  useEffect(() => {
    // A page load: the music section arrives prerendered instead of drawn by the app.
    if (missingUrl) pageLoad.replace(MUSIC_SECTION_PATH)
  }, [missingUrl])

  if (!hydrated) {
    return (
      <>
        {/* Without scripts there is no player: the music section, with its albums, instead. */}
        <noscript
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed tag of ours
          dangerouslySetInnerHTML={{
            __html: `<meta http-equiv="refresh" content="${REDIRECT_WITHOUT_SCRIPT_SECONDS}; url=${MUSIC_SECTION_PATH}">`,
          }}
        />
        <Waiting />
      </>
    )
  }
  if (!rawUrl) return <Waiting />
  return (
    <QueryProvider>
      <Loaded rawUrl={rawUrl} requestedTitle={params.get('titulo')?.trim() || PLAYER_LABEL} />
    </QueryProvider>
  )
}
