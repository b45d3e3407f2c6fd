import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import { FrameFooter, LEGAL_FOOTER_LINKS } from './frame-footer.tsx'
import { type BackLink, FrameHeader } from './frame-header.tsx'
import { LastUpdated } from './last-updated.tsx'

/** Readable long text: a measure of about 70 characters, room between paragraphs and lists. */
const proseStyles = {
  '& p': { marginBottom: '0.9em' },
  '& ul, & ol': { paddingInlineStart: '1.4em', marginBottom: '0.9em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { marginBottom: '0.35em' },
  '& a': {
    color: 'var(--chakra-colors-brand-700)',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
  '& strong': { fontWeight: 600, color: 'var(--chakra-colors-gray-900)' },
}

/** A privacy, terms or legal-notice page: shared header, title, date line, sections, footer. */
export function LegalPage({
  title,
  intro,
  back,
  children,
}: {
  title: string
  intro?: ReactNode
  back?: BackLink
  children: ReactNode
}) {
  return (
    <Box bg="white" minH="100dvh" display="flex" flexDirection="column">
      <FrameHeader back={back} />
      <Box as="main" id="contenido" flex="1">
        <Box bg="sand.50" borderBottomWidth="1px" borderColor="sand.200">
          <Container maxW="3xl" py={{ base: '8', md: '12' }}>
            <Text
              fontSize="sm"
              fontWeight="semibold"
              letterSpacing="wider"
              textTransform="uppercase"
              color="sand.700"
              mb="2"
            >
              Información legal
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="brand.800" mb="3">
              {title}
            </Heading>
            <LastUpdated />
          </Container>
        </Box>
        <Container maxW="3xl" py={{ base: '8', md: '10' }}>
          {intro && (
            <Box fontSize="lg" color="gray.700" mb="6" css={proseStyles}>
              {intro}
            </Box>
          )}
          {children}
        </Container>
      </Box>
      <FrameFooter links={LEGAL_FOOTER_LINKS} />
    </Box>
  )
}

/** One numbered part of a legal text. */
export function LegalSection({
  number,
  title,
  children,
}: {
  number: number
  title: string
  children: ReactNode
}) {
  const id = `seccion-${number}`
  return (
    <Box
      as="section"
      aria-labelledby={id}
      mb="8"
      lineHeight="1.7"
      color="gray.800"
      css={proseStyles}
    >
      <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} color="brand.800" mb="3">
        {number}. {title}
      </Heading>
      {children}
    </Box>
  )
}
