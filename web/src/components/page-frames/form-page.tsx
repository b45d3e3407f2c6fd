import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { Box, Container } from '#styled/jsx'
import { Heading } from '../plain/typography.tsx'
import { Eyebrow } from './content-page.tsx'
import { FORM_FOOTER_LINKS, FrameFooter } from './frame-footer.tsx'
import { type BackLink, FrameHeader } from './frame-header.tsx'

const introLinksLook = css({
  '& a': {
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
})

/**
 * A page around one embedded external form (contact, collaboration, enrolment): the logo and a
 * way back, the title and a few words, the form, the footer links and the small Login link.
 */
export function FormPage({
  eyebrow,
  title,
  back,
  intro,
  children,
}: {
  eyebrow: string
  title: string
  back: BackLink
  intro: ReactNode
  children: ReactNode
}) {
  return (
    <Box bg="white" minH="100dvh" display="flex" flexDirection="column">
      <FrameHeader back={back} />
      <Box as="main" id="contenido" flex="1">
        <Box bg="sand.50" borderBottomWidth="1px" borderColor="sand.200">
          <Container maxW="3xl" py={{ base: '8', md: '12' }} textAlign="center">
            <Eyebrow>{eyebrow}</Eyebrow>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="brand.800" mb="4">
              {title}
            </Heading>
            <Box
              fontSize={{ base: 'md', md: 'lg' }}
              color="gray.700"
              maxW="2xl"
              mx="auto"
              className={introLinksLook}
            >
              {intro}
            </Box>
          </Container>
        </Box>
        <Container maxW="3xl" pt={{ base: '6', md: '10' }}>
          {children}
        </Container>
      </Box>
      <FrameFooter links={FORM_FOOTER_LINKS} withLogin />
    </Box>
  )
}
