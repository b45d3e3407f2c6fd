import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import type { ActivityListProps } from './activity-list.tsx'

export const ACTIVITY_IMAGE_WIDTH = 640
export const ACTIVITY_IMAGE_HEIGHT = 400

const GRID_COLUMNS = { base: 1, md: 2, lg: 3 }

export function ActivityGrid({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <SimpleGrid id={id} as="ul" listStyleType="none" m="0" p="0" columns={GRID_COLUMNS} gap="6">
      {children}
    </SimpleGrid>
  )
}

export function ActivityCardSkeleton() {
  return (
    <li>
      <Card.Root variant="outline" overflow="hidden" h="full">
        <Skeleton aspectRatio={`${ACTIVITY_IMAGE_WIDTH} / ${ACTIVITY_IMAGE_HEIGHT}`} w="full" />
        <Card.Body gap="3" p="5">
          <Flex gap="2">
            <Skeleton h="6" w="32" />
            <Skeleton h="6" w="16" />
          </Flex>
          <Skeleton h="7" w="80%" />
          <SkeletonText noOfLines={3} />
          <SkeletonText noOfLines={2} />
        </Card.Body>
        <Card.Footer p="5" pt="0">
          <Skeleton h="8" w="32" rounded="pill" />
        </Card.Footer>
      </Card.Root>
    </li>
  )
}

export function ActivityFilterSkeleton({ count }: { count: number }) {
  return (
    <Flex gap="2" wrap="wrap" justify="center" mb="8">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} h="8" w="24" rounded="pill" />
      ))}
    </Flex>
  )
}

const SKELETON = {
  home: { filters: 6, cards: 3 },
  page: { filters: 8, cards: 6 },
} as const

/** Filter buttons and cards in their loading shape. */
export function ActivityListSkeleton({ variant }: { variant: ActivityListProps['variant'] }) {
  const { filters, cards } = SKELETON[variant]
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando las actividades</VisuallyHidden>
      <ActivityFilterSkeleton count={filters} />
      <ActivityGrid>
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ActivityCardSkeleton key={index} />
        ))}
      </ActivityGrid>
    </Box>
  )
}
