import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { Box, Container } from '#styled/jsx'
import { Heading } from '../plain/typography.tsx'
import { Eyebrow } from './content-page.tsx'
import { FrameFooter, LEGAL_FOOTER_LINKS } from './frame-footer.tsx'
import { type BackLink, FrameHeader } from './frame-header.tsx'
import { LastUpdated } from './last-updated.tsx'

/** Readable long text: a measure of about 70 characters, room between paragraphs and lists. */
const proseLook = css({
  '& p': { marginBottom: '0.9em' },
  '& ul, & ol': { paddingInlineStart: '1.4em', marginBottom: '0.9em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { marginBottom: '0.35em' },
  '& a': { color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& strong': { fontWeight: 'semibold', color: 'gray.900' },
})

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
            <Eyebrow>Información legal</Eyebrow>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="brand.800" mb="3">
              {title}
            </Heading>
            <LastUpdated />
          </Container>
        </Box>
        <Container maxW="3xl" py={{ base: '8', md: '10' }}>
          {intro && (
            <Box fontSize="lg" color="gray.700" mb="6" className={proseLook}>
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
      className={proseLook}
    >
      <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} color="brand.800" mb="3">
        {number}. {title}
      </Heading>
      {children}
    </Box>
  )
}
