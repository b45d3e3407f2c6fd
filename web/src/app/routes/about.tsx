import type { IconType } from 'react-icons'
import { FaHandHoldingHeart, FaSeedling, FaUsers } from 'react-icons/fa'
import { Box, Flex, Grid, Stack } from '#styled/jsx'
import type { PageBlockSlug } from '../../../../edge-functions/_shared/page-slugs.ts'
import {
  ClosingCall,
  ConsultButton,
  ContentSection,
  ON_DARK,
  PageHero,
} from '../../components/page-frames/content-page.tsx'
import { Heading, Text } from '../../components/plain/typography.tsx'
import {
  itemsOf,
  joinedParagraphs,
  listsIn,
  paragraphsIn,
  usePageBlock,
} from '../../features/pages/page-block.ts'
import {
  BlocksView,
  InlinesView,
  introOf,
  ownerLinksLook,
  ownerLinksOnDarkLook,
  partsOf,
} from '../../features/pages/page-document-view.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/nosotros',
  frame: 'site',
  title: 'Nosotros',
  description: 'Conoce a Elena Marín y Tomás Requena, y la misión que guía el centro.',
  islandsOnly: true,
})

// The frame is the code's: two profiles and a mission, their icons and ids; the words are hers.
const PROFILES: readonly { slug: PageBlockSlug; headingId: string; fallbackName: string }[] = [
  { slug: 'nosotros-elena-marin', headingId: 'perfil-em', fallbackName: 'Elena Marín' },
  { slug: 'nosotros-tomas-requena', headingId: 'perfil-tr', fallbackName: 'Tomás Requena' },
]

/** The mission's values take these icons in turn. */
const VALUE_ICONS: readonly IconType[] = [FaSeedling, FaHandHoldingHeart, FaUsers]

/** The letters in the profile's circle: the first of the name's first two words. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')
}

function ProfileCard({ slot }: { slot: (typeof PROFILES)[number] }) {
  const profile = usePageBlock(slot.slug)
  const name = profile?.title ?? slot.fallbackName
  const nodes = profile?.body.root.children ?? []
  const areas = itemsOf(listsIn(nodes))
  return (
    <Box
      as="article"
      aria-labelledby={slot.headingId}
      className={ownerLinksLook}
      bg="white"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="card"
      p={{ base: '6', md: '8' }}
      shadow="sm"
    >
      <Flex align="center" gap="4" mb="5">
        <Flex
          align="center"
          justify="center"
          w="16"
          h="16"
          rounded="full"
          bg="brand.700"
          color="white"
          fontFamily="heading"
          fontSize="2xl"
          flexShrink={0}
          aria-hidden="true"
        >
          {initialsOf(name)}
        </Flex>
        <Box>
          <Heading as="h3" id={slot.headingId} fontSize="2xl" color="brand.800">
            {name}
          </Heading>
          {profile?.subtitle && (
            <Text color="sand.700" fontWeight="medium">
              {profile.subtitle}
            </Text>
          )}
        </Box>
      </Flex>
      <Stack gap="3" color="gray.800" lineHeight="1.7" mb="5">
        {paragraphsIn(nodes).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
          <Text key={index}>
            <InlinesView nodes={paragraph.children} />
          </Text>
        ))}
      </Stack>
      {areas.length > 0 && (
        <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0" aria-label="Áreas">
          {areas.map((area, index) => (
            <Box
              as="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
              key={index}
              px="3"
              py="1"
              rounded="pill"
              bg="brand.50"
              color="brand.800"
              fontSize="sm"
            >
              <InlinesView nodes={area} />
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  )
}

/** Its words are the owner's («Páginas», «Nosotros · …», seeded with the text this page had). */
export default function AboutScreen() {
  const hero = usePageBlock('nosotros')
  const team = usePageBlock('nosotros-equipo')
  const mission = usePageBlock('nosotros-mision')
  const closing = usePageBlock('nosotros-cierre')
  const missionParts = partsOf(mission?.body.root.children ?? [], 'h3')
  return (
    <>
      <PageHero eyebrow="Nosotros" title={hero?.title ?? page.title}>
        <div className={ownerLinksLook}>
          <BlocksView nodes={hero?.body.root.children ?? []} />
        </div>
      </PageHero>

      <ContentSection
        id="equipo"
        eyebrow={team?.eyebrow ?? undefined}
        title={team?.title ?? 'Elena y Tomás'}
        intro={introOf(team?.body.root.children ?? [])}
      >
        <Grid columns={{ base: 1, md: 2 }} gap="6">
          {PROFILES.map((slot) => (
            <ProfileCard key={slot.slug} slot={slot} />
          ))}
        </Grid>
      </ContentSection>

      <ContentSection
        id="mision"
        tone="warm"
        eyebrow={mission?.eyebrow ?? undefined}
        title={mission?.title ?? 'Nuestra misión'}
        intro={introOf(missionParts.intro)}
      >
        <Grid
          as="ul"
          columns={{ base: 1, md: 3 }}
          gap="6"
          listStyleType="none"
          m="0"
          p="0"
          className={ownerLinksLook}
        >
          {missionParts.sections.map(({ title, blocks }, index) => {
            const Icon = VALUE_ICONS[index % VALUE_ICONS.length]
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
              <Box as="li" key={index} bg="white" rounded="card" p="6" shadow="sm">
                <Box color="brand.600" mb="3">
                  <Icon size={24} aria-hidden="true" />
                </Box>
                <Heading as="h3" fontSize="xl" color="brand.800" mb="2">
                  {title}
                </Heading>
                {paragraphsIn(blocks).map((paragraph, paragraphIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <Text key={paragraphIndex} color="gray.700">
                    <InlinesView nodes={paragraph.children} />
                  </Text>
                ))}
              </Box>
            )
          })}
        </Grid>
      </ContentSection>

      <ClosingCall
        title={closing?.title ?? '¿Hablamos?'}
        actions={<ConsultButton {...ON_DARK}>Contactar con nosotros</ConsultButton>}
      >
        <span className={ownerLinksOnDarkLook}>
          <InlinesView nodes={joinedParagraphs(closing?.body.root.children ?? [])} />
        </span>
      </ClosingCall>
    </>
  )
}
