import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { FaWhatsapp } from 'react-icons/fa'
import { NamedIcon } from '../../components/content/named-icon.tsx'
import { THERAPIES_PATH } from '../../lib/therapy-scroll.ts'
import type { Service } from './queries.ts'
import { FIRST_ROW_SIZE, serviceRows } from './rules.ts'

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

/**
 * One service. The title is the card's link (its hit area stretched over the card) to the
 * therapy's section; `onOpen` scrolls there instead of a plain jump. The community card adds a
 * second link, above the stretched one, to join the free challenges' chat group.
 */
export function ServiceCard({
  service,
  anchor,
  onOpen,
  groupLink,
}: {
  service: Service
  anchor: string | undefined
  onOpen: (anchor: string) => void
  groupLink?: string
}) {
  const href = anchor ? `${THERAPIES_PATH}#${anchor}` : service.link || THERAPIES_PATH
  return (
    <li>
      <Card.Root
        variant="outline"
        h="full"
        position="relative"
        transition="box-shadow 0.2s, transform 0.2s"
        _hover={{ shadow: 'md' }}
        _focusWithin={{ shadow: 'md' }}
      >
        <Card.Body gap="3" p="6" alignItems="flex-start">
          <Box
            color="brand.700"
            bg="brand.50"
            rounded="full"
            w="14"
            h="14"
            display="flex"
            alignItems="center"
            justifyContent="center"
            textAlign="center"
          >
            <NamedIcon name={service.icon} size={26} />
          </Box>
          <Heading as="h3" fontSize="lg" color="brand.800" lineHeight="short">
            <Box
              asChild
              color="inherit"
              textDecoration="none"
              _hover={{ textDecoration: 'underline' }}
              _focusVisible={{ outline: 'none' }}
              _after={{ content: '""', position: 'absolute', inset: '0', rounded: 'card' }}
              css={{
                '&:focus-visible::after': { outline: '3px solid', outlineColor: 'brand.600' },
              }}
            >
              <a
                href={href}
                onClick={(event) => {
                  if (!anchor) return
                  event.preventDefault()
                  onOpen(anchor)
                }}
              >
                {service.title}
              </a>
            </Box>
          </Heading>
          <Text color="gray.700" fontSize="sm">
            {service.description}
          </Text>
          {groupLink && (
            <Box
              asChild
              position="relative"
              zIndex={1}
              mt="auto"
              display="inline-flex"
              alignItems="center"
              gap="2"
              minH="6"
              color="brand.700"
              fontWeight="semibold"
              fontSize="sm"
              textDecoration="underline"
            >
              <a href={groupLink} target="_blank" rel="noopener noreferrer">
                <FaWhatsapp aria-hidden="true" />
                Únete al grupo de retos gratuitos
                <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
              </a>
            </Box>
          )}
        </Card.Body>
      </Card.Root>
    </li>
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
