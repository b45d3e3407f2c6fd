import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { FaExternalLinkAlt, FaPlay } from 'react-icons/fa'
import { MediaImage } from '../../components/content/media-image.tsx'
import type { Video } from './queries.ts'
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './video-grid.tsx'

/** One video: the whole card is a link to it, in a new tab. */
export function VideoCard({ video, headingLevel }: { video: Video; headingLevel: 'h2' | 'h3' }) {
  return (
    <li>
      <Card.Root
        asChild
        h="full"
        overflow="hidden"
        variant="outline"
        transition="box-shadow 0.2s"
        _hover={{ shadow: 'md' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
      >
        <a href={video.link} target="_blank" rel="noopener noreferrer">
          <Box position="relative">
            <MediaImage
              src={video.thumbnailUrl}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_HEIGHT}
              placeholder="Sin vista previa"
              sizes="(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw"
            />
            {video.thumbnailUrl && (
              <Box
                position="absolute"
                inset="0"
                display="flex"
                alignItems="center"
                justifyContent="center"
                pointerEvents="none"
              >
                <Box
                  bg="blackAlpha.700"
                  color="white"
                  rounded="full"
                  w="12"
                  h="12"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <FaPlay aria-hidden="true" />
                </Box>
              </Box>
            )}
          </Box>
          <Card.Body gap="2" p="4">
            <Heading as={headingLevel} size="md" color="brand.800" lineHeight="short">
              {video.title}
            </Heading>
            {video.description && (
              <Text fontSize="sm" color="gray.700" lineClamp={3}>
                {video.description}
              </Text>
            )}
            <Text
              mt="auto"
              pt="2"
              fontSize="sm"
              fontWeight="semibold"
              color="brand.700"
              display="flex"
              alignItems="center"
              gap="2"
            >
              Ver vídeo <FaExternalLinkAlt aria-hidden="true" size={12} />
              <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
            </Text>
          </Card.Body>
        </a>
      </Card.Root>
    </li>
  )
}
