import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react/skeleton'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { gridColumns, gridMaxWidth } from '../../lib/grid.ts'

/** One promotion is a centred card, two sit side by side, three or more fill three columns. */
export function PromotionGrid({ count, children }: { count: number; children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      mx="auto"
      maxW={gridMaxWidth(count)}
      columns={gridColumns(count)}
      gap="6"
    >
      {children}
    </SimpleGrid>
  )
}

export function PromotionGridSkeleton({ count = 2 }: { count?: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando las promociones</VisuallyHidden>
      <PromotionGrid count={count}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card.Root variant="outline" h="full">
              <Card.Body gap="3" p="6" alignItems="center">
                <SkeletonCircle size="14" />
                <Skeleton h="7" w="60%" />
                <Skeleton h="5" w="30%" />
                <SkeletonText noOfLines={2} />
                <Skeleton h="10" w="32" rounded="pill" />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </PromotionGrid>
    </Box>
  )
}
