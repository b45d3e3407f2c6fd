import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { ActionLink } from '../../components/content/action-link.tsx'
import { NamedIcon } from '../../components/content/named-icon.tsx'
import type { Promotion } from './queries.ts'

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
