import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useQueries } from '@tanstack/react-query'
import { adminListQuery } from '../editor/queries.ts'
import { AdminLink } from '../frame/admin-link.tsx'
import { SCHEDULED_SOURCES, scheduledItems } from './scheduled.ts'

export const SCHEDULED_TEXTS = {
  heading: 'Programado',
  empty:
    'No hay nada programado. Para programar, indica «Publicar el» o, en actividades y promociones, «Retirar el» al editar.',
  failed: 'No se pudo cargar lo programado',
} as const

/** The overview's list of what visitors will start or stop seeing at a later minute. */
export function ScheduledList() {
  const reads = useQueries({
    queries: SCHEDULED_SOURCES.map((source) => adminListQuery(source.path)),
  })
  const body = () => {
    if (reads.some((read) => read.isError))
      return <Text color="red.700">{SCHEDULED_TEXTS.failed}</Text>
    if (reads.some((read) => read.data === undefined)) return <Skeleton height="12" />
    const items = scheduledItems(
      SCHEDULED_SOURCES.map((source, index) => ({ source, rows: reads[index].data ?? [] })),
    )
    if (items.length === 0) return <Text color="gray.700">{SCHEDULED_TEXTS.empty}</Text>
    return (
      <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
        {items.map((item) => (
          <Box as="li" key={item.key} py="3">
            <ChakraLink asChild fontWeight="semibold" color="brand.700" overflowWrap="anywhere">
              <AdminLink to={item.to}>{item.name}</AdminLink>
            </ChakraLink>
            <Text fontSize="sm" color="gray.700">
              {item.type} · {item.when}
            </Text>
          </Box>
        ))}
      </Stack>
    )
  }
  return (
    <Box as="section" aria-labelledby="scheduled-heading" mb="8">
      <Heading as="h2" size="lg" mb="4" id="scheduled-heading">
        {SCHEDULED_TEXTS.heading}
      </Heading>
      <Card.Root variant="outline" bg="white">
        <Card.Body py="2">{body()}</Card.Body>
      </Card.Root>
    </Box>
  )
}
