import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { FaWhatsapp } from 'react-icons/fa'
import { NamedIcon } from '../../components/content/named-icon.tsx'
import { THERAPIES_PATH } from '../../lib/therapy-scroll.ts'
import type { Service } from './queries.ts'

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
