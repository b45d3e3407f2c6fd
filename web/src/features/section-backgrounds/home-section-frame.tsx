import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import { Island } from '../../lib/island.tsx'
import type { SectionKey } from './queries.ts'
import type { HeadingTone } from './rules.ts'

export type { SectionKey } from './queries.ts'

/** Room the sticky header takes, so a jump to `#actividades` does not hide the heading. */
const HEADER_CLEARANCE = '88px'

const HEADING_COLORS: Record<HeadingTone, { heading: string; subtitle: string }> = {
  brand: { heading: 'brand.800', subtitle: 'gray.700' },
  plate: { heading: 'brand.800', subtitle: 'gray.700' },
  dark: { heading: 'gray.900', subtitle: 'gray.900' },
  light: { heading: 'white', subtitle: 'white' },
}

export function headingIdOf(id: string): string {
  return `${id}-titulo`
}

/**
 * A home section's heading and subtitle. The block keeps the same padding whatever the tone, so
 * swapping the default texts for the owner's does not move the cards below.
 */
export function SectionHeading({
  id,
  title,
  subtitle,
  tone = 'brand',
}: {
  id: string
  title: string
  subtitle: string
  tone?: HeadingTone
}) {
  return (
    <Container maxW="7xl" position="relative" zIndex={1} mb={{ base: 8, md: 10 }}>
      <Box
        textAlign="center"
        mx="auto"
        maxW="3xl"
        px={{ base: 4, md: 6 }}
        py="3"
        rounded="card"
        bg={tone === 'plate' ? 'white/90' : 'transparent'}
      >
        <Heading
          as="h2"
          id={headingIdOf(id)}
          fontSize={{ base: '2xl', md: '3xl' }}
          lineHeight="1.25"
          color={HEADING_COLORS[tone].heading}
        >
          {title}
        </Heading>
        <Text mt="2" fontSize={{ base: 'md', md: 'lg' }} color={HEADING_COLORS[tone].subtitle}>
          {subtitle}
        </Text>
      </Box>
    </Container>
  )
}

const loadSectionBackdrop = () => import('./section-backdrop-live.tsx')

/**
 * A section of the home page: its anchor id, the owner's background for `section` (image or
 * colour with overlay) and heading texts when set, else the defaults, and the content. The
 * default heading is in the prerendered HTML; the background arrives with the island.
 */
export function HomeSection({
  id,
  section,
  title,
  subtitle,
  children,
}: {
  /** The anchor: servicios, actividades, productos, testimonios, videos, libros, promociones, musica. */
  id: string
  section: SectionKey
  title: string
  subtitle: string
  children: ReactNode
}) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingIdOf(id)}
      position="relative"
      overflow="hidden"
      py={{ base: 12, md: 16 }}
      scrollMarginTop={HEADER_CLEARANCE}
    >
      <Island
        load={loadSectionBackdrop}
        fallback={<SectionHeading id={id} title={title} subtitle={subtitle} />}
        props={{ id, section, title, subtitle }}
      />
      <Container maxW="7xl" position="relative" zIndex={1}>
        {children}
      </Container>
    </Box>
  )
}
