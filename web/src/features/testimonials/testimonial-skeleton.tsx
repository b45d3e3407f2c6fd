import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react/skeleton'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { gridColumns, gridMaxWidth } from '../../lib/grid.ts'

export const AVATAR_SIZE = 64

export function TestimonialGrid({ count, children }: { count: number; children: ReactNode }) {
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

export function TestimonialGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando los testimonios</VisuallyHidden>
      <TestimonialGrid count={count}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Card.Root variant="outline" h="full">
              <Card.Body gap="4" p="6">
                <Flex gap="4" align="center">
                  <SkeletonCircle size={`${AVATAR_SIZE}px`} />
                  <Skeleton h="6" w="40%" />
                </Flex>
                <SkeletonText noOfLines={4} />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </TestimonialGrid>
    </Box>
  )
}
