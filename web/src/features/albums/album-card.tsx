import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { FaHeadphones, FaMusic } from 'react-icons/fa'
import { Link } from 'react-router'
import { MediaImage } from '../../components/content/media-image.tsx'
import { type CardAlbum, trackCountText } from './rules.ts'

export const COVER_SIZE = 500

/** Cards keep one width and centre on their rows, so three albums or four both look settled. */
const CARD_WIDTH = {
  base: '100%',
  sm: 'calc((100% - var(--album-gap)) / 2)',
  lg: 'calc((100% - 3 * var(--album-gap)) / 4)',
}

export function AlbumRow({ children }: { children: ReactNode }) {
  return (
    <Flex
      as="ul"
      wrap="wrap"
      justify="center"
      gap="var(--album-gap)"
      css={{ '--album-gap': 'spacing.6' }}
      listStyleType="none"
      m="0"
      p="0"
    >
      {children}
    </Flex>
  )
}

/** One album: cover, title, artist, how many tracks, and 'Escuchar ahora'. */
export function AlbumCard({
  album,
  listenHref,
  headingLevel,
}: {
  album: CardAlbum
  /** Where 'Escuchar ahora' goes for this visitor's device. */
  listenHref: string
  headingLevel: 'h2' | 'h3'
}) {
  return (
    <Box as="li" w={CARD_WIDTH}>
      <Card.Root variant="outline" overflow="hidden" h="full">
        <MediaImage
          src={album.imageUrl}
          alt={`Portada de ${album.title}`}
          width={COVER_SIZE}
          height={COVER_SIZE}
          sizes="(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw"
        />
        <Card.Body gap="1" p="5">
          <Heading as={headingLevel} size="lg" color="brand.800" lineHeight="short">
            {album.sample ? (
              album.title
            ) : (
              <Box asChild _hover={{ textDecoration: 'underline' }}>
                <Link to={`/album/${album.id}`}>{album.title}</Link>
              </Box>
            )}
          </Heading>
          {album.artist && (
            <Text fontSize="sm" color="gray.700">
              {album.artist}
            </Text>
          )}
          <Text fontSize="sm" color="gray.600" display="flex" alignItems="center" gap="2" mt="1">
            <FaMusic aria-hidden="true" size={12} />
            {trackCountText(album.tracksCount ?? 0)}
          </Text>
          <Box mt="auto" pt="3">
            <Button asChild colorPalette="brand" size="sm">
              <a href={listenHref} target="_blank" rel="noopener noreferrer">
                <FaHeadphones aria-hidden="true" />
                Escuchar ahora
                <VisuallyHidden>{album.title} (se abre en una pestaña nueva)</VisuallyHidden>
              </a>
            </Button>
          </Box>
        </Card.Body>
      </Card.Root>
    </Box>
  )
}

/** Stands in for `count` album cards while the list loads, at the size they will have. */
export function AlbumRowSkeleton({ count }: { count: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando álbumes…</VisuallyHidden>
      <AlbumRow>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Box as="li" key={index} w={CARD_WIDTH}>
            <Card.Root variant="outline" overflow="hidden" h="full">
              <Skeleton aspectRatio="1 / 1" w="full" />
              <Card.Body gap="2" p="5">
                <Skeleton h="6" w="70%" />
                <Skeleton h="4" w="40%" />
                <Skeleton h="4" w="50%" />
                <Skeleton h="8" w="36" mt="3" />
              </Card.Body>
            </Card.Root>
          </Box>
        ))}
      </AlbumRow>
    </Box>
  )
}
