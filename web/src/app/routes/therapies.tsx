import type { CSSProperties, ReactNode } from 'react'
import type { IconType } from 'react-icons'
import {
  FaCapsules,
  FaCheck,
  FaHandsHelping,
  FaMapMarkerAlt,
  FaMobileAlt,
  FaUsers,
  FaUtensils,
  FaWifi,
} from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { Box, Container, Flex, Grid, Stack } from '#styled/jsx'
import type { BlockNode, InlineNode } from '../../../../edge-functions/_shared/page-nodes.ts'
import type { PageBlockSlug } from '../../../../edge-functions/_shared/page-slugs.ts'
import { CommunityGroupLink } from '../../components/page-frames/community-group-link.tsx'
import {
  ArrowLink,
  BAND_TONES,
  type BandTone,
  ClosingCall,
  ConsultButton,
  LinkButton,
  ON_DARK,
  OUTLINE_ON_DARK,
  PageHero,
} from '../../components/page-frames/content-page.tsx'
import { Badge, Heading, Text } from '../../components/plain/typography.tsx'
import {
  itemsOf,
  joinedParagraphs,
  linesOf,
  listsIn,
  usePageBlock,
} from '../../features/pages/page-block.ts'
import {
  BlocksView,
  BlockView,
  InlinesView,
  ownerLinksLook,
  ownerLinksOnDarkLook,
  partsOf,
} from '../../features/pages/page-document-view.tsx'
import { Island } from '../../lib/island.tsx'
import { THERAPY_SCROLL_OFFSET, type TherapyAnchor } from '../../lib/therapy-scroll.ts'
import TherapyScrollLive from '../../lib/therapy-scroll-live.tsx'
import { definePage } from '../page-declaration.ts'

// /servicios and /terapias are one page: both point search engines at /terapias.
export const page = definePage({
  path: ['/terapias', '/servicios'],
  frame: 'site',
  title: 'Terapias',
  description:
    'Nutrición, terapias a distancia, comunidad, sesiones presenciales, acompañamientos, suplementos y dispositivos de bienestar.',
  islandsOnly: true,
})

const COLLABORATION_PATH = '/colaboracion-trabajo'

const NAV_ITEMS: readonly { anchor: TherapyAnchor; label: string; icon: IconType }[] = [
  { anchor: 'nutricion', label: 'Nutrición', icon: FaUtensils },
  { anchor: 'terapias-remotas', label: 'Terapias a distancia', icon: FaWifi },
  { anchor: 'comunidad', label: 'Comunidad', icon: FaUsers },
  { anchor: 'presencial', label: 'Presencial', icon: FaMapMarkerAlt },
  { anchor: 'acompanamientos', label: 'Acompañamientos', icon: FaHandsHelping },
  { anchor: 'suplementos', label: 'Suplementos', icon: FaCapsules },
  { anchor: 'dispositivos', label: 'Dispositivos', icon: FaMobileAlt },
]

function iconOf(anchor: TherapyAnchor): IconType {
  return NAV_ITEMS.find((item) => item.anchor === anchor)?.icon ?? FaUtensils
}

/** A section's name in the navigation: its title while the build has no words of hers. */
function labelOf(anchor: TherapyAnchor): string {
  return NAV_ITEMS.find((item) => item.anchor === anchor)?.label ?? anchor
}

const anchorLinkLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '4',
  rounded: 'pill',
  borderWidth: '1px',
  borderColor: 'brand.200',
  color: 'brand.800',
  fontSize: 'sm',
  fontWeight: 'medium',
  _hover: { bg: 'brand.50', borderColor: 'brand.400' },
})

/** The sections' links; the `therapy-scroll` island gives them their timed, offset scroll. */
function AnchorNavigation() {
  return (
    <Box
      as="nav"
      aria-label="Terapias de esta página"
      bg="white"
      borderBottomWidth="1px"
      borderColor="sand.200"
    >
      <Container maxW="5xl" py="5">
        <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
          {NAV_ITEMS.map(({ anchor, label, icon: Icon }) => (
            <li key={anchor}>
              <a href={`#${anchor}`} className={anchorLinkLook}>
                <Icon aria-hidden="true" />
                {label}
              </a>
            </li>
          ))}
        </Flex>
      </Container>
    </Box>
  )
}

function Facts({ items }: { items: readonly InlineNode[][] }) {
  return (
    <Flex wrap="wrap" gap="2" mb="6">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
        <Badge key={index} colorPalette="brand" variant="subtle" size="lg" rounded="pill" px="3">
          <InlinesView nodes={item} />
        </Badge>
      ))}
    </Flex>
  )
}

function Checklist({ items }: { items: readonly InlineNode[][] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
        <Flex as="li" key={index} gap="3" align="flex-start">
          <Box as="span" color="brand.600" mt="1" flexShrink={0}>
            <FaCheck aria-hidden="true" />
          </Box>
          <Text>
            <InlinesView nodes={item} />
          </Text>
        </Flex>
      ))}
    </Stack>
  )
}

// The room above a section is the scroll script's, so the two cannot drift apart.
const scrollOffset = { '--scroll-offset': `${THERAPY_SCROLL_OFFSET}px` } as CSSProperties

/**
 * A therapy's document as its band draws it: lists before the first paragraph are its facts, the
 * rest up to the first «Subtítulo» (h3) its text, and that h3 opens the card beside it.
 */
function therapyPartsOf(nodes: readonly BlockNode[]) {
  const { intro, sections } = partsOf(nodes, 'h3')
  const firstText = intro.findIndex((node) => node.type !== 'list')
  const factCount = firstText === -1 ? intro.length : firstText
  return {
    facts: itemsOf(listsIn(intro.slice(0, factCount))),
    text: intro.slice(factCount),
    aside: sections[0],
  }
}

/** The card's blocks: a bulleted list is a checklist, a numbered one a calendar of dated entries. */
function AsideBlocks({ blocks }: { blocks: readonly BlockNode[] }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'list':
        return block.listType === 'number' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
          <Calendar key={index} entries={itemsOf([block])} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Checklist key={index} items={itemsOf([block])} />
        )
      case 'paragraph':
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Text key={index} mb="4">
            <InlinesView nodes={block.children} />
          </Text>
        )
      default:
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        return <BlockView key={index} node={block} />
    }
  })
}

/** One therapy: its own band, reachable by its anchor, with the header's height left above it. */
function TherapySection({
  anchor,
  tone,
  actions,
  asideAction,
}: {
  anchor: TherapyAnchor
  tone: BandTone
  actions?: ReactNode
  asideAction?: ReactNode
}) {
  const slug: PageBlockSlug = `terapias-${anchor}`
  const therapy = usePageBlock(slug)
  const { facts, text: body, aside } = therapyPartsOf(therapy?.body.root.children ?? [])
  const Icon = iconOf(anchor)
  const headingId = `${anchor}-titulo`
  const text = (
    <>
      <Flex align="center" gap="4" mb="5">
        <Flex
          align="center"
          justify="center"
          w="14"
          h="14"
          rounded="full"
          bg="brand.100"
          color="brand.700"
          flexShrink={0}
        >
          <Icon size={24} aria-hidden="true" />
        </Flex>
        <Heading as="h2" id={headingId} fontSize={{ base: '2xl', md: '3xl' }} color="brand.800">
          {therapy?.title ?? labelOf(anchor)}
        </Heading>
      </Flex>
      {therapy?.subtitle && (
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" mb="6" lineHeight="1.6">
          {therapy.subtitle}
        </Text>
      )}
      {facts.length > 0 && <Facts items={facts} />}
      <Box color="gray.800" lineHeight="1.7">
        <BlocksView nodes={body} />
      </Box>
      <Flex wrap="wrap" gap="3" mt="8" align="center">
        <ConsultButton />
        {actions}
      </Flex>
    </>
  )
  return (
    <Box
      as="section"
      id={anchor}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cx(BAND_TONES[tone], ownerLinksLook)}
      style={scrollOffset}
      scrollMarginTop="var(--scroll-offset)"
      outline="none"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="5xl">
        {aside ? (
          <Grid columns={{ base: 1, md: 5 }} gap={{ base: '8', md: '12' }}>
            <Box gridColumn={{ md: 'span 3' }}>{text}</Box>
            <Box gridColumn={{ md: 'span 2' }}>
              <AsideCard title={aside.title}>
                <AsideBlocks blocks={aside.blocks} />
                {asideAction}
              </AsideCard>
            </Box>
          </Grid>
        ) : (
          <Grid columns={1} gap={{ base: '8', md: '12' }}>
            <div>{text}</div>
          </Grid>
        )}
      </Container>
    </Box>
  )
}

/** A soft card beside a section's text: dates, steps or a short list. */
function AsideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="sand.200" rounded="card" p="6" shadow="sm">
      <Heading as="h3" fontSize="lg" color="brand.800" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

/** Dated entries (the challenges' calendar): each item's lines are its name, its days, a detail. */
function Calendar({ entries }: { entries: readonly InlineNode[][] }) {
  return (
    <Stack as="ol" gap="5" listStyleType="none" m="0" p="0">
      {entries.map((entry, index) => {
        const [name = [], when = [], ...detail] = linesOf(entry)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
          <Box as="li" key={index} borderStartWidth="3px" borderColor="brand.300" ps="4">
            <Text fontWeight="semibold" color="gray.900">
              <InlinesView nodes={name} />
            </Text>
            {when.length > 0 && (
              <Text fontSize="sm" fontWeight="medium" color="sand.700">
                <InlinesView nodes={when} />
              </Text>
            )}
            {detail.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <Text key={lineIndex} fontSize="sm" color="gray.700">
                <InlinesView nodes={line} />
              </Text>
            ))}
          </Box>
        )
      })}
    </Stack>
  )
}

/** Its words are the owner's («Páginas», «Terapias · …», seeded with the text this page had). */
export default function TherapiesScreen() {
  const hero = usePageBlock('terapias')
  const closing = usePageBlock('terapias-cierre')
  return (
    <>
      <PageHero eyebrow="Terapias" title={hero?.title ?? page.title} actions={<ConsultButton />}>
        <div className={ownerLinksLook}>
          <BlocksView nodes={hero?.body.root.children ?? []} />
        </div>
      </PageHero>
      <AnchorNavigation />
      {/* Opening /terapias#comunidad, or following a link to a section, lands on it by one rule. */}
      <Island of={TherapyScrollLive} fallback={null} />

      <TherapySection
        anchor="nutricion"
        tone="plain"
        actions={<ArrowLink to="/nutricion">Conoce el enfoque de nutrición</ArrowLink>}
      />
      <TherapySection
        anchor="terapias-remotas"
        tone="warm"
        actions={
          <ArrowLink to="/inscripcion/crisis-cielo">
            Inscríbete en el curso Crisis del Cielo
          </ArrowLink>
        }
      />
      <TherapySection anchor="comunidad" tone="plain" actions={<CommunityGroupLink />} />
      <TherapySection
        anchor="presencial"
        tone="warm"
        asideAction={<ArrowLink to={COLLABORATION_PATH}>Solicitar una colaboración</ArrowLink>}
      />
      <TherapySection anchor="acompanamientos" tone="plain" />
      <TherapySection anchor="suplementos" tone="warm" />
      <TherapySection anchor="dispositivos" tone="plain" />

      <ClosingCall
        title={closing?.title ?? '¿No sabes por dónde empezar?'}
        actions={
          <>
            <ConsultButton {...ON_DARK}>Cuéntanos qué necesitas</ConsultButton>
            <LinkButton to={COLLABORATION_PATH} {...OUTLINE_ON_DARK}>
              Colaborar con el centro
            </LinkButton>
          </>
        }
      >
        <span className={ownerLinksOnDarkLook}>
          <InlinesView nodes={joinedParagraphs(closing?.body.root.children ?? [])} />
        </span>
      </ClosingCall>
    </>
  )
}
