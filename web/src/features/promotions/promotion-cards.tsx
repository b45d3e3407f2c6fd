import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react/skeleton'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { ReactNode } from 'react'
import { ActionLink } from '../../components/content/action-link.tsx'
import { NamedIcon } from '../../components/content/named-icon.tsx'
import { gridColumns, gridMaxWidth } from '../../lib/grid.ts'
import type { Promotion } from './queries.ts'

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

export function PromotionCard({
  promotion,
  headingLevel,
}: {
  promotion: Promotion
  headingLevel: 'h2' | 'h3'
}) {
  const ctaText = promotion.ctaText?.trim()
  const ctaLink = promotion.ctaLink?.trim()
  return (
    <li>
      <Card.Root
        variant="outline"
        h="full"
        borderTopWidth="4px"
        borderTopColor="sand.200"
        bg="white"
      >
        <Card.Body gap="3" p="6" alignItems="center" textAlign="center">
          <Box
            color="sand.700"
            bg="sand.50"
            rounded="full"
            w="14"
            h="14"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <NamedIcon name={promotion.icon} size={24} />
          </Box>
          <Heading as={headingLevel} fontSize="xl" color="brand.800" lineHeight="short">
            {promotion.title}
          </Heading>
          {promotion.subtitle && (
            <Text color="sand.700" fontWeight="semibold" fontSize="sm">
              {promotion.subtitle}
            </Text>
          )}
          <Text color="gray.700" whiteSpace="pre-line">
            {promotion.description}
          </Text>
        </Card.Body>
        {ctaText && ctaLink && (
          <Card.Footer p="6" pt="0" justifyContent="center">
            <ActionLink to={ctaLink} rounded="pill">
              {ctaText}
            </ActionLink>
          </Card.Footer>
        )}
      </Card.Root>
    </li>
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
