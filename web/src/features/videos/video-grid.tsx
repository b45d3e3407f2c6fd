import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'

export const THUMBNAIL_WIDTH = 480
export const THUMBNAIL_HEIGHT = 270

const GRID_COLUMNS = { base: 1, sm: 2, lg: 4 }

/** Four across on a wide screen, two on a tablet, one on a phone; the skeleton uses the same. */
export function VideoGrid({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <SimpleGrid id={id} columns={GRID_COLUMNS} gap="6" as="ul" listStyleType="none" m="0" p="0">
      {children}
    </SimpleGrid>
  )
}

/** Stands in for `count` video cards while the list loads, at the size they will have. */
export function VideoGridSkeleton({ count }: { count: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando vídeos…</VisuallyHidden>
      <VideoGrid>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card.Root variant="outline" overflow="hidden" h="full">
              <Skeleton aspectRatio={`${THUMBNAIL_WIDTH} / ${THUMBNAIL_HEIGHT}`} w="full" />
              <Card.Body gap="3" p="4">
                <Skeleton h="6" w="80%" />
                <SkeletonText noOfLines={2} />
                <Skeleton h="5" w="24" />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </VideoGrid>
    </Box>
  )
}
