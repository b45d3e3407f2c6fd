import type { ReactNode } from 'react'
import { FaArrowRight } from 'react-icons/fa'
import { Link } from 'react-router-dom'
import { css, cx } from '#styled/css'
import { Box, Container } from '#styled/jsx'
import { buttonClass } from '../plain/button.tsx'
import { Heading, Text } from '../plain/typography.tsx'

/** Small capitals above a title: what part of the site this is. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Text
      fontSize="sm"
      fontWeight="semibold"
      letterSpacing="wider"
      textTransform="uppercase"
      color="sand.700"
      mb="2"
    >
      {children}
    </Text>
  )
}

/** The opening band of a content page: eyebrow, the page's only h1, a few words, actions. */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow: string
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="sand.100"
      borderBottomWidth="1px"
      borderColor="sand.200"
    >
      <Container maxW="5xl" py={{ base: '12', md: '20' }}>
        <Box maxW="3xl">
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading
            as="h1"
            fontSize={{ base: '3xl', md: '5xl' }}
            lineHeight="1.15"
            color="brand.800"
            mb="5"
          >
            {title}
          </Heading>
          <Box fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" lineHeight="1.6">
            {children}
          </Box>
          {actions && (
            <Box display="flex" flexWrap="wrap" gap="3" mt="8">
              {actions}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  )
}

/** The backgrounds that alternate between a page's bands. */
export const BAND_TONES = {
  plain: css({ bg: 'white' }),
  warm: css({ bg: 'sand.50' }),
} as const

export type BandTone = keyof typeof BAND_TONES

/** A band of a content page with its h2; `tone` alternates the background between bands. */
export function ContentSection({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string
  title: string
  eyebrow?: string
  intro?: ReactNode
  tone?: BandTone
  children: ReactNode
}) {
  const headingId = id ? `${id}-titulo` : undefined
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      className={BAND_TONES[tone]}
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="5xl">
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading
          as="h2"
          id={headingId}
          fontSize={{ base: '2xl', md: '3xl' }}
          color="brand.800"
          mb="4"
        >
          {title}
        </Heading>
        {intro && (
          <Box fontSize={{ base: 'md', md: 'lg' }} color="gray.700" maxW="3xl" mb="8">
            {intro}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  )
}

/**
 * A call to action's look: Chakra's button in the brand's colours; `light` (white) and
 * `outlineOnDark` (a white outline) for the dark closing card.
 */
export type LinkButtonVariant = 'solid' | 'outline' | 'light' | 'outlineOnDark'

const outlineOnDarkLook = css({
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'whiteAlpha.200' },
})

function linkButtonClass(variant: LinkButtonVariant): string {
  if (variant === 'outlineOnDark') {
    return cx(buttonClass({ variant: 'outline', size: 'lg', pill: true }), outlineOnDarkLook)
  }
  return buttonClass({ variant, size: 'lg', pill: true })
}

/** A call to action that is a link inside the site. */
export function LinkButton({
  to,
  children,
  variant = 'solid',
}: {
  to: string
  children: ReactNode
  variant?: LinkButtonVariant
}) {
  return (
    <Link to={to} className={linkButtonClass(variant)}>
      {children}
    </Link>
  )
}

export const CONTACT_PATH = '/contacto'

/** The consultation button the spec asks for: always to the contact page. */
export function ConsultButton({
  children = 'Solicitar consulta',
  variant,
}: {
  children?: ReactNode
  variant?: LinkButtonVariant
}) {
  return (
    <LinkButton to={CONTACT_PATH} variant={variant}>
      {children}
      <FaArrowRight aria-hidden="true" />
    </LinkButton>
  )
}

const arrowLinkLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  py: '1',
  fontWeight: 'semibold',
  color: 'brand.700',
  textDecoration: 'underline',
  textDecorationColor: 'brand.200',
  textUnderlineOffset: '4px',
  _hover: { textDecorationColor: 'currentColor' },
})

/** A text link with an arrow, for the "read more" kind of links inside content. */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={arrowLinkLook}>
      {children}
      <FaArrowRight aria-hidden="true" size={12} />
    </Link>
  )
}

/** A quiet closing card: a question, a sentence and the ways to get in touch. */
export function ClosingCall({
  title,
  children,
  actions,
}: {
  title: string
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <Box as="section" aria-labelledby="cierre-titulo" pt={{ base: '12', md: '16' }}>
      <Container maxW="5xl">
        <Box
          bg="brand.700"
          color="white"
          rounded="2xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          textAlign="center"
        >
          <Heading as="h2" id="cierre-titulo" fontSize={{ base: '2xl', md: '3xl' }} mb="4">
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="2xl" mx="auto" mb="8">
            {children}
          </Text>
          <Box display="flex" flexWrap="wrap" justifyContent="center" gap="3">
            {actions}
          </Box>
        </Box>
      </Container>
    </Box>
  )
}

/** The look of a button on the dark closing card. */
export const ON_DARK = { variant: 'light' } as const

export const OUTLINE_ON_DARK = { variant: 'outlineOnDark' } as const
