import type { IconType } from 'react-icons'
import { FaAppleAlt, FaCarrot, FaPagelines, FaSeedling } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { Box, Flex, Grid } from '#styled/jsx'
import { table } from '#styled/recipes'
import type { InlineNode, ParagraphNode } from '../../../../edge-functions/_shared/page-nodes.ts'
import {
  ClosingCall,
  ConsultButton,
  ContentSection,
  LinkButton,
  ON_DARK,
  OUTLINE_ON_DARK,
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
  type DocumentParts,
  InlinesView,
  introOf,
  ownerLinksLook,
  ownerLinksOnDarkLook,
  partsOf,
} from '../../features/pages/page-document-view.tsx'
import { definePage } from '../page-declaration.ts'
import { SITE_AUTHOR } from '../site.ts'

export const page = definePage({
  path: '/elena-marin',
  frame: 'site',
  title: 'Elena Marín: los cuatro grupos de alimentos',
  description:
    'Frutas, verduras, hierbas y especias, y alimentos silvestres: la guía de Elena Marín para una alimentación viva.',
  islandsOnly: true,
})

/** The groups' cards take these icons in turn. */
const GROUP_ICONS: readonly IconType[] = [FaAppleAlt, FaCarrot, FaPagelines, FaSeedling]

/**
 * A food group as she writes it: a «Subtítulo» (its name), its description, and a list of what it
 * gives, examples and how to include it, in that order; the cards and the table both draw it.
 */
interface FoodGroup {
  name: string
  description: ParagraphNode[]
  gives: InlineNode[]
  examples: InlineNode[]
  howTo: InlineNode[]
}

function foodGroupsOf(sections: DocumentParts['sections']): FoodGroup[] {
  return sections.map(({ title, blocks }) => {
    const [gives = [], examples = [], howTo = []] = itemsOf(listsIn(blocks))
    return { name: title, description: paragraphsIn(blocks), gives, examples, howTo }
  })
}

function FoodGroupCards({ groups }: { groups: readonly FoodGroup[] }) {
  return (
    <Grid
      as="ul"
      columns={{ base: 1, sm: 2, lg: 4 }}
      gap="6"
      listStyleType="none"
      m="0"
      p="0"
      className={ownerLinksLook}
    >
      {groups.map(({ name, description, examples }, index) => {
        const Icon = GROUP_ICONS[index % GROUP_ICONS.length]
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
            display="flex"
            flexDirection="column"
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
              <Icon size={22} aria-hidden="true" />
            </Flex>
            <Heading as="h3" fontSize="xl" color="brand.800" mb="3">
              {name}
            </Heading>
            {description.map((paragraph, paragraphIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <Text key={paragraphIndex} color="gray.700" mb="4" flex="1">
                <InlinesView nodes={paragraph.children} />
              </Text>
            ))}
            <Text fontSize="sm" color="sand.700" fontWeight="medium">
              <InlinesView nodes={examples} />
            </Text>
          </Box>
        )
      })}
    </Grid>
  )
}

// Chakra's table (line variant, size md), scrolled sideways inside its frame on a narrow screen.
const tableLook = table({ size: 'md' })
const scrollAreaLook = css({
  display: 'block',
  whiteSpace: 'nowrap',
  WebkitOverflowScrolling: 'touch',
  overflow: 'auto',
  maxWidth: '100%',
  borderWidth: '1px',
  borderColor: 'sand.200',
  rounded: 'card',
  bg: 'white',
})
const tableRootLook = cx(
  tableLook.root,
  css({ minW: '40rem', '& td, & th': { whiteSpace: 'normal', verticalAlign: 'top' } }),
)
const captionLook = cx(tableLook.caption, css({ captionSide: 'bottom', srOnly: true }))
const headerRowLook = cx(tableLook.row, css({ bg: 'brand.50' }))
const columnHeaderLook = cx(tableLook.columnHeader, css({ color: 'brand.800' }))
const rowHeaderLook = cx(tableLook.cell, css({ fontWeight: 'semibold', color: 'gray.900' }))

function FoodGroupTable({ groups }: { groups: readonly FoodGroup[] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <div> region, as Chakra's Table.ScrollArea drew it
    <div
      className={cx(scrollAreaLook, ownerLinksLook)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus so a keyboard can scroll it
      tabIndex={0}
      role="region"
      aria-label="Tabla de los cuatro grupos de alimentos (se desplaza en horizontal)"
    >
      <table className={tableRootLook}>
        <caption className={captionLook}>
          Los cuatro grupos de alimentos: qué aporta cada uno, ejemplos y cómo incluirlo.
        </caption>
        <thead className={tableLook.header}>
          <tr className={headerRowLook}>
            <th className={columnHeaderLook}>Grupo</th>
            <th className={columnHeaderLook}>Qué aporta</th>
            <th className={columnHeaderLook}>Ejemplos</th>
            <th className={columnHeaderLook}>Cómo incluirlo</th>
          </tr>
        </thead>
        <tbody className={tableLook.body}>
          {groups.map((group, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
            <tr key={index} className={tableLook.row}>
              <th scope="row" className={rowHeaderLook}>
                {group.name}
              </th>
              <td className={tableLook.cell}>
                <InlinesView nodes={group.gives} />
              </td>
              <td className={tableLook.cell}>
                <InlinesView nodes={group.examples} />
              </td>
              <td className={tableLook.cell}>
                <InlinesView nodes={group.howTo} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Its words are the owner's («Páginas», «Elena Marín · …», seeded with the text this page had). */
export default function FounderScreen() {
  const hero = usePageBlock('elena-marin')
  const groupsBlock = usePageBlock('elena-marin-grupos')
  const tableBlock = usePageBlock('elena-marin-tabla')
  const closing = usePageBlock('elena-marin-cierre')
  const groupParts = partsOf(groupsBlock?.body.root.children ?? [], 'h3')
  const groups = foodGroupsOf(groupParts.sections)
  const tableIntro = paragraphsIn(tableBlock?.body.root.children ?? [])
  return (
    <>
      <PageHero
        eyebrow={SITE_AUTHOR}
        title={hero?.title ?? 'Los cuatro grupos de alimentos'}
        actions={
          <>
            <LinkButton to="/nutricion" variant="outline">
              Volver a Nutrición
            </LinkButton>
            <ConsultButton />
          </>
        }
      >
        <div className={ownerLinksLook}>
          <BlocksView nodes={hero?.body.root.children ?? []} />
        </div>
      </PageHero>

      <ContentSection
        id="grupos"
        title={groupsBlock?.title ?? 'La despensa viva'}
        intro={introOf(groupParts.intro)}
      >
        <FoodGroupCards groups={groups} />
      </ContentSection>

      <ContentSection
        id="tabla"
        tone="warm"
        title={tableBlock?.title ?? 'Los cuatro grupos, en una tabla'}
        intro={
          <div className={ownerLinksLook}>
            {tableIntro.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a drawn document is never reordered in place
              <p key={index}>
                <InlinesView nodes={paragraph.children} />
                {/* The hint closes her introduction, where a phone reader looks for it. */}
                {index === tableIntro.length - 1 && (
                  <Box as="span" display={{ base: 'inline', md: 'none' }}>
                    {' '}
                    Desliza la tabla hacia un lado para ver todas las columnas.
                  </Box>
                )}
              </p>
            ))}
          </div>
        }
      >
        <FoodGroupTable groups={groups} />
      </ContentSection>

      <ClosingCall
        title={closing?.title ?? 'Llevarlo a tu cocina'}
        actions={
          <>
            <ConsultButton {...ON_DARK}>Solicitar consulta</ConsultButton>
            <LinkButton to="/nutricion" {...OUTLINE_ON_DARK}>
              Volver a Nutrición
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
