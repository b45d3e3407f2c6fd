import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { gridColumns, gridMaxWidth } from '../../lib/grid.ts'

export const PRODUCT_IMAGE_SIZE = 480

/** As wide as the count needs: one product is one centred card, two are two, then three. */
export function ProductGrid({ count, children }: { count: number; children: ReactNode }) {
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

/** Three product cards in their loading shape (the demo has three featured). */
export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando los productos</VisuallyHidden>
      <ProductGrid count={count}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card.Root variant="outline" overflow="hidden" h="full">
              <Skeleton aspectRatio="1" w="full" />
              <Card.Body gap="3" p="5">
                <Skeleton h="7" w="70%" />
                <Skeleton h="5" w="50%" />
                <SkeletonText noOfLines={3} />
              </Card.Body>
              <Card.Footer p="5" pt="0">
                <Skeleton h="10" w="full" rounded="pill" />
              </Card.Footer>
            </Card.Root>
          </li>
        ))}
      </ProductGrid>
    </Box>
  )
}
