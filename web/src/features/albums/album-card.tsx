import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { FaHeadphones, FaMusic } from 'react-icons/fa'
import { Link } from 'react-router'
import { MediaImage } from '../../components/content/media-image.tsx'
import { ALBUM_CARD_WIDTH, COVER_SIZE } from './album-row.tsx'
import { type CardAlbum, trackCountText } from './rules.ts'

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
    <Box as="li" w={ALBUM_CARD_WIDTH}>
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
