import type { IconType } from 'react-icons'
import { FaAppleAlt, FaBan, FaLeaf, FaQuoteLeft } from 'react-icons/fa'
import { Box, Flex, Grid, Stack } from '#styled/jsx'
import {
  ArrowLink,
  ClosingCall,
  ConsultButton,
  ContentSection,
  ON_DARK,
  PageHero,
} from '../../components/page-frames/content-page.tsx'
import { Heading, Text } from '../../components/plain/typography.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import {
  itemsOf,
  joinedParagraphs,
  listsIn,
  paragraphsIn,
  usePageBlock,
} from '../../features/pages/page-block.ts'
import {
  BlocksView,
  type DocumentParts,
  InlinesView,
  introOf,
  ownerLinksLook,
  ownerLinksOnDarkLook,
  partsOf,
} from '../../features/pages/page-document-view.tsx'
import type { Page } from '../../features/pages/queries.ts'
import { definePage } from '../page-declaration.ts'
import { FOUNDER_PATH, SITE_AUTHOR } from '../site.ts'

export const page = definePage({
  path: '/nutricion',
  frame: 'site',
  title: 'Nutrición consciente',
  description:
    'Alimentos que sanan, alimentos que conviene evitar, protocolos de depuración y una mentoría en tres pasos con seguimiento continuo.',
  islandsOnly: true,
})

/** The themes' cards take these icons in turn. */
const THEME_ICONS: readonly IconType[] = [FaAppleAlt, FaBan, FaLeaf]

/** A document's «Subtítulo» (h3) parts: a theme, a step, a testimonial each. */
function partsOfBlock(block: Page | undefined): DocumentParts {
  return partsOf(block?.body.root.children ?? [], 'h3')
}

function ThemeCards({ themes }: { themes: DocumentParts['sections'] }) {
  return (
    <Grid
      as="ul"
      columns={{ base: 1, md: 3 }}
      gap="6"
      listStyleType="none"
      m="0"
      p="0"
      className={ownerLinksLook}
    >
      {themes.map(({ title, blocks }, index) => {
        const Icon = THEME_ICONS[index % THEME_ICONS.length]
        return (
          <Box
            as="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
            key={index}
            bg="white"
            borderWidth="1px"
            borderColor="sand.200"
            rounded="card"
            p="6"
            shadow="sm"
          >
            <Flex
              align="center"
              justify="center"
              w="12"
              h="12"
              rounded="full"
              bg="brand.100"
              color="brand.700"
              mb="4"
            >
              <Icon size={20} aria-hidden="true" />
            </Flex>
            <Heading as="h3" fontSize="xl" color="brand.800" mb="3">
              {title}
            </Heading>
            {paragraphsIn(blocks).map((paragraph, paragraphIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <Text key={paragraphIndex} color="gray.700" mb="4">
                <InlinesView nodes={paragraph.children} />
              </Text>
            ))}
            <Stack as="ul" gap="2" ps="5" listStyleType="disc" color="gray.700" fontSize="sm">
              {itemsOf(listsIn(blocks)).map((point, pointIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <li key={pointIndex}>
                  <InlinesView nodes={point} />
                </li>
              ))}
            </Stack>
          </Box>
        )
      })}
    </Grid>
  )
}

function MentoringSteps({ steps }: { steps: DocumentParts['sections'] }) {
  return (
    <Grid
      as="ol"
      columns={{ base: 1, md: 3 }}
      gap="8"
      listStyleType="none"
      m="0"
      p="0"
      className={ownerLinksLook}
    >
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
        <Box as="li" key={index} position="relative">
          <Flex
            align="center"
            justify="center"
            w="12"
            h="12"
            rounded="full"
            bg="brand.700"
            color="white"
            fontFamily="heading"
            fontSize="xl"
            fontWeight="bold"
            mb="4"
            aria-hidden="true"
          >
            {index + 1}
          </Flex>
          <Heading as="h3" fontSize="xl" color="brand.800" mb="2">
            <VisuallyHidden>Paso {index + 1}: </VisuallyHidden>
            {step.title}
          </Heading>
          {paragraphsIn(step.blocks).map((paragraph, paragraphIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <Text key={paragraphIndex} color="gray.700">
              <InlinesView nodes={paragraph.children} />
            </Text>
          ))}
        </Box>
      ))}
    </Grid>
  )
}

/** Each «Subtítulo» is who says it, the paragraphs under it their words. */
function Testimonials({ testimonials }: { testimonials: DocumentParts['sections'] }) {
  return (
    <Grid
      as="ul"
      columns={{ base: 1, md: 3 }}
      gap="6"
      listStyleType="none"
      m="0"
      p="0"
      className={ownerLinksLook}
    >
      {testimonials.map((testimonial, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
        <Box as="li" key={index} bg="white" rounded="card" p="6" shadow="sm">
          <Box as="figure" m="0">
            <Box color="brand.300" mb="3">
              <FaQuoteLeft size={22} aria-hidden="true" />
            </Box>
            <Box as="blockquote" m="0" color="gray.800" fontStyle="italic" lineHeight="1.7">
              <InlinesView nodes={joinedParagraphs(testimonial.blocks)} />
            </Box>
            <Box as="figcaption" mt="4" fontWeight="semibold" color="brand.800">
              {testimonial.title}
            </Box>
          </Box>
        </Box>
      ))}
    </Grid>
  )
}

/** Its words are the owner's («Páginas», «Nutrición · …», seeded with the text this page had). */
export default function NutritionScreen() {
  const hero = usePageBlock('nutricion')
  const story = usePageBlock('nutricion-historia')
  const themes = usePageBlock('nutricion-temas')
  const mentoring = usePageBlock('nutricion-mentoria')
  const testimonials = usePageBlock('nutricion-testimonios')
  const closing = usePageBlock('nutricion-cierre')
  const themeParts = partsOfBlock(themes)
  const mentoringParts = partsOfBlock(mentoring)
  return (
    <>
      <PageHero
        eyebrow="Nutrición"
        title={hero?.title ?? page.title}
        actions={<ConsultButton>Reservar una consulta</ConsultButton>}
      >
        <div className={ownerLinksLook}>
          <BlocksView nodes={hero?.body.root.children ?? []} />
        </div>
      </PageHero>

      <ContentSection
        id="historia"
        eyebrow={story?.eyebrow ?? undefined}
        title={story?.title ?? `La historia de ${SITE_AUTHOR}`}
      >
        <Stack
          gap="4"
          maxW="3xl"
          color="gray.800"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="1.7"
          className={ownerLinksLook}
        >
          {paragraphsIn(story?.body.root.children ?? []).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
            <Text key={index}>
              <InlinesView nodes={paragraph.children} />
            </Text>
          ))}
        </Stack>
        <Box mt="6">
          <ArrowLink to={FOUNDER_PATH}>
            Descubre los cuatro grupos de alimentos de {SITE_AUTHOR}
          </ArrowLink>
        </Box>
      </ContentSection>

      <ContentSection
        id="temas"
        tone="warm"
        eyebrow={themes?.eyebrow ?? undefined}
        title={themes?.title ?? 'Tres temas para empezar'}
        intro={introOf(themeParts.intro)}
      >
        <ThemeCards themes={themeParts.sections} />
      </ContentSection>

      <ContentSection
        id="mentoria"
        eyebrow={mentoring?.eyebrow ?? undefined}
        title={mentoring?.title ?? 'Un programa de mentoría en tres pasos'}
        intro={introOf(mentoringParts.intro)}
      >
        <MentoringSteps steps={mentoringParts.sections} />
      </ContentSection>

      <ContentSection
        id="testimonios"
        tone="warm"
        eyebrow={testimonials?.eyebrow ?? undefined}
        title={testimonials?.title ?? 'Lo que nos cuentan'}
      >
        <Testimonials testimonials={partsOfBlock(testimonials).sections} />
      </ContentSection>

      <ClosingCall
        title={closing?.title ?? '¿Empezamos?'}
        actions={<ConsultButton {...ON_DARK}>Solicitar una consulta de nutrición</ConsultButton>}
      >
        <span className={ownerLinksOnDarkLook}>
          <InlinesView nodes={joinedParagraphs(closing?.body.root.children ?? [])} />
        </span>
      </ClosingCall>
    </>
  )
}
