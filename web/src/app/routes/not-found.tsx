import { FaArrowLeft } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { Box } from '#styled/jsx'
import { FrameHeader } from '../../components/page-frames/frame-header.tsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { Heading, Text } from '../../components/plain/typography.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '*',
  frame: 'bare',
  title: '404 Page Not Found',
  description: 'Esta página no existe.',
  // Not a page of the site map: the build writes it once, as the host's 404.html, final as it is.
  prerender: false,
  islandsOnly: true,
})

// Chakra's button in the brand's colours, pill-shaped, a little apart from the text above.
const homeLinkLook = cx(buttonClass({ size: 'lg', pill: true }), css({ mt: '2' }))

export default function NotFoundScreen() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="sand.50">
      <FrameHeader back={null} />
      <Box
        as="main"
        id="contenido"
        flex="1"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        textAlign="center"
        gap="4"
        px="6"
        py="16"
      >
        <Text
          aria-hidden="true"
          fontFamily="heading"
          fontSize={{ base: '6xl', md: '8xl' }}
          lineHeight="1"
          color="brand.500"
        >
          404
        </Text>
        <Heading as="h1" lang="en" fontSize={{ base: '2xl', md: '3xl' }} color="brand.800">
          {page.title}
        </Heading>
        <Text lang="en" color="gray.700" fontSize="lg">
          Did you forget to add the page to the router?
        </Text>
        <Text color="gray.600">La página que buscas no existe o ha cambiado de dirección.</Text>
        <a href="/" className={homeLinkLook}>
          <FaArrowLeft aria-hidden="true" />
          Volver al inicio
        </a>
      </Box>
    </Box>
  )
}
