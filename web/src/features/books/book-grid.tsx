import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'

export const COVER_WIDTH = 400
export const COVER_HEIGHT = 600
/** Covers are shown at this width: a whole 2:3 cover across a card would be taller than a phone. */
export const COVER_DISPLAY_WIDTH = '180px'

const GRID_COLUMNS = { base: 1, md: 2, lg: 3 }

/** Three across on a wide screen, two on a tablet, one on a phone; the skeleton uses the same. */
export function BookGrid({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <SimpleGrid id={id} columns={GRID_COLUMNS} gap="6" as="ul" listStyleType="none" m="0" p="0">
      {children}
    </SimpleGrid>
  )
}

/** The band a cover sits on, shared by the card and its skeleton. */
export function CoverBand({ children }: { children: ReactNode }) {
  return (
    <Box bg="sand.50" py="6" display="flex" justifyContent="center">
      <Box w={COVER_DISPLAY_WIDTH} shadow="md">
        {children}
      </Box>
    </Box>
  )
}

/** Stands in for `count` book cards while the list loads, at the size they will have. */
export function BookGridSkeleton({ count }: { count: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando libros…</VisuallyHidden>
      <BookGrid>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card.Root variant="outline" overflow="hidden" h="full">
              <CoverBand>
                <Skeleton aspectRatio={`${COVER_WIDTH} / ${COVER_HEIGHT}`} w="full" />
              </CoverBand>
              <Card.Body gap="3" p="5">
                <Skeleton h="6" w="75%" />
                <Skeleton h="4" w="50%" />
                <SkeletonText noOfLines={3} />
                <Skeleton h="4" w="28" />
                <Skeleton h="8" w="32" />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </BookGrid>
    </Box>
  )
}
