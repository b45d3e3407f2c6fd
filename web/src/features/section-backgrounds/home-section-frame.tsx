import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import { useExternalStore } from '../../lib/external-store.ts'
import { Island } from '../../lib/island.tsx'
import { WhenNear } from '../../lib/when-near.tsx'
import { ownerBackgrounds } from './owner-backgrounds.ts'
import type { SectionKey } from './queries.ts'
import { type HeadingTone, headingTone } from './rules.ts'

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
 * A home section's heading and subtitle: the owner's texts when the section's background sets
 * them, else the defaults (which the prerendered HTML has). The block keeps the same padding
 * whatever the tone, so the swap does not move the cards below.
 */
export function SectionHeading({
  id,
  section,
  title: defaultTitle,
  subtitle: defaultSubtitle,
}: {
  id: string
  section: SectionKey
  title: string
  subtitle: string
}) {
  const background = useExternalStore(ownerBackgrounds, (all) => all[section])
  const title = background?.title?.trim() || defaultTitle
  const subtitle = background?.subtitle?.trim() || defaultSubtitle
  const tone = headingTone(background)
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

/**
 * A section of the home page: its anchor id, the owner's background for `section` (image or
 * colour with overlay) and heading texts when set, else the defaults, and the content. The
 * default heading is in the prerendered HTML; the background arrives with the island, when the
 * section comes within a screen of the viewport.
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
      <SectionHeading id={id} section={section} title={title} subtitle={subtitle} />
      <WhenNear placeholder={null}>
        <Island name="section-backdrop" fallback={null} props={{ section }} />
      </WhenNear>
      <Container maxW="7xl" position="relative" zIndex={1}>
        {children}
      </Container>
    </Box>
  )
}
