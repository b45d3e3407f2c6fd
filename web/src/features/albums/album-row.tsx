import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'

export const COVER_SIZE = 500

/** Cards keep one width and centre on their rows, so three albums or four both look settled. */
export const ALBUM_CARD_WIDTH = {
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

/** Stands in for `count` album cards while the list loads, at the size they will have. */
export function AlbumRowSkeleton({ count }: { count: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando álbumes…</VisuallyHidden>
      <AlbumRow>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Box as="li" key={index} w={ALBUM_CARD_WIDTH}>
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
