import { Box, type BoxProps } from '@chakra-ui/react/box'
import { Button, type ButtonProps } from '@chakra-ui/react/button'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import { FaArrowRight } from 'react-icons/fa'
import { Link } from 'react-router'

/** Small capitals above a title: what part of the site this is. */
export function Eyebrow({ children, color = 'sand.700' }: { children: ReactNode; color?: string }) {
  return (
    <Text
      fontSize="sm"
      fontWeight="semibold"
      letterSpacing="wider"
      textTransform="uppercase"
      color={color}
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

/** A band of a content page with its h2; `tone` alternates the background between bands. */
export function ContentSection({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  children,
  ...rest
}: {
  id?: string
  title: string
  eyebrow?: string
  intro?: ReactNode
  tone?: 'plain' | 'warm'
  children: ReactNode
} & Omit<BoxProps, 'title'>) {
  const headingId = id ? `${id}-titulo` : undefined
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      bg={tone === 'warm' ? 'sand.50' : 'white'}
      py={{ base: '12', md: '16' }}
      {...rest}
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

/** A call to action that is a link inside the site. */
export function LinkButton({
  to,
  children,
  variant = 'solid',
  ...rest
}: { to: string; children: ReactNode } & ButtonProps) {
  return (
    <Button asChild colorPalette="brand" variant={variant} rounded="pill" size="lg" {...rest}>
      <Link to={to}>{children}</Link>
    </Button>
  )
}

export const CONTACT_PATH = '/contacto'

/** The consultation button the spec asks for: always to the contact page. */
export function ConsultButton({
  children = 'Solicitar consulta',
  ...rest
}: { children?: ReactNode } & ButtonProps) {
  return (
    <LinkButton to={CONTACT_PATH} {...rest}>
      {children}
      <FaArrowRight aria-hidden="true" />
    </LinkButton>
  )
}

/** A text link with an arrow, for the "read more" kind of links inside content. */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      py="1"
      fontWeight="semibold"
      color="brand.700"
      textDecoration="underline"
      textDecorationColor="brand.200"
      textUnderlineOffset="4px"
      _hover={{ textDecorationColor: 'currentColor' }}
    >
      <Link to={to}>
        {children}
        <FaArrowRight aria-hidden="true" size={12} />
      </Link>
    </Box>
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
export const ON_DARK = {
  bg: 'white',
  color: 'brand.800',
  _hover: { bg: 'brand.50' },
} as const

export const OUTLINE_ON_DARK = {
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'whiteAlpha.200' },
} as const
