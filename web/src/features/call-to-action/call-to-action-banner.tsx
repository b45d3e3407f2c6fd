import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { ActionLink } from '../../components/content/action-link.tsx'
import { Island } from '../../lib/island.tsx'
import { type CallToAction, DEFAULT_CALL_TO_ACTION } from './rules.ts'

const HEADING_ID = 'llamada-a-la-accion-titulo'

/** The closing banner on a blue-to-green gradient; both ends keep white text above 4.5:1. */
export function CallToActionView({ banner }: { banner: CallToAction }) {
  return (
    <Box
      as="section"
      aria-labelledby={HEADING_ID}
      bgGradient="to-r"
      gradientFrom="blue.800"
      gradientTo="brand.700"
      color="white"
      py={{ base: 14, md: 20 }}
    >
      <Container maxW="4xl" textAlign="center">
        <Heading as="h2" id={HEADING_ID} fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
          {banner.title}
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.950">
          {banner.subtitle}
        </Text>
        <ActionLink
          to={banner.buttonLink}
          mt="8"
          size="lg"
          rounded="pill"
          bg="white"
          color="brand.800"
          _hover={{ bg: 'brand.50' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '3px' }}
        >
          {banner.buttonText}
        </ActionLink>
      </Container>
    </Box>
  )
}

/** The spec's default texts in the prerendered page, the owner's once the settings load. */
export function CallToActionBanner() {
  return (
    <Island name="call-to-action" fallback={<CallToActionView banner={DEFAULT_CALL_TO_ACTION} />} />
  )
}
