import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { FIRST_ROW_SIZE, serviceRows } from './rows.ts'

const GAP_PX = 24

/** The width of a short second row, so its cards are as wide as the first row's. */
function rowWidth(count: number): string | undefined {
  if (count >= FIRST_ROW_SIZE) return undefined
  const missing = FIRST_ROW_SIZE - count
  return `calc(${(count / FIRST_ROW_SIZE) * 100}% - ${(missing * GAP_PX) / FIRST_ROW_SIZE}px)`
}

function ServiceRow({ count, children }: { count: number; children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      mx="auto"
      w="full"
      maxW={{ lg: rowWidth(count) }}
      columns={{ base: 1, sm: 2, lg: Math.min(count, FIRST_ROW_SIZE) }}
      gap={`${GAP_PX}px`}
    >
      {children}
    </SimpleGrid>
  )
}

/** First four services on one row, the rest centred on a second. */
export function ServiceRows<T>({
  items,
  children,
}: {
  items: readonly T[]
  children: (item: T, index: number) => ReactNode
}) {
  const [first, rest] = serviceRows(items)
  return (
    <Stack gap={`${GAP_PX}px`}>
      <ServiceRow count={first.length}>{first.map((item, i) => children(item, i))}</ServiceRow>
      {rest.length > 0 && (
        <ServiceRow count={rest.length}>
          {rest.map((item, i) => children(item, i + FIRST_ROW_SIZE))}
        </ServiceRow>
      )}
    </Stack>
  )
}

/** Same rows and card size as the seven services, while they load. */
export const SERVICE_SKELETON_COUNT = 7

export function ServiceCardsSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando los servicios</VisuallyHidden>
      <ServiceRows items={Array.from({ length: SERVICE_SKELETON_COUNT }, (_, i) => i)}>
        {(i) => (
          <li key={i}>
            <Card.Root variant="outline" h="full">
              <Card.Body gap="3" p="6">
                <SkeletonCircle size="14" />
                <Skeleton h="6" w="70%" />
                <SkeletonText noOfLines={4} />
              </Card.Body>
            </Card.Root>
          </li>
        )}
      </ServiceRows>
    </Box>
  )
}
