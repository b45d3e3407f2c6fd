import type { IconType } from 'react-icons'
import { FaAppleAlt, FaCarrot, FaPagelines, FaSeedling } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { Box, Flex, Grid } from '#styled/jsx'
import { table } from '#styled/recipes'
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

interface FoodGroup {
  name: string
  icon: IconType
  description: string
  gives: string
  examples: string
  howTo: string
}

const FOOD_GROUPS: readonly FoodGroup[] = [
  {
    name: 'Frutas',
    icon: FaAppleAlt,
    description:
      'Dulzura natural, agua y color. Maduras y de temporada, son la forma más sencilla de empezar el día con ligereza.',
    gives: 'Vitaminas, antioxidantes, fibra y agua',
    examples: 'Manzana, granada, uva, higos, cítricos, frutos rojos',
    howTo: 'Enteras y solas, por la mañana o entre horas',
  },
  {
    name: 'Verduras',
    icon: FaCarrot,
    description:
      'La base del plato. Crudas, al vapor o en caldos, aportan lo que el cuerpo necesita para limpiarse y repararse.',
    gives: 'Minerales, fibra y clorofila',
    examples: 'Hojas verdes, calabaza, alcachofa, brócoli, remolacha',
    howTo: 'La mitad del plato en comida y cena',
  },
  {
    name: 'Hierbas y especias',
    icon: FaPagelines,
    description:
      'Pequeñas cantidades con mucho poder: dan sabor sin añadir sal ni azúcar y ayudan a digerir mejor.',
    gives: 'Aromas, compuestos protectores y apoyo digestivo',
    examples: 'Romero, tomillo, cúrcuma, jengibre, comino, azafrán',
    howTo: 'En guisos, aliños e infusiones, a diario',
  },
  {
    name: 'Alimentos silvestres',
    icon: FaSeedling,
    description:
      'Lo que crece sin que nadie lo siembre: plantas resistentes y muy nutritivas que nos reconectan con el campo.',
    gives: 'Concentración de nutrientes y vitalidad',
    examples: 'Ortiga, diente de león, verdolaga, espárrago triguero, moras',
    howTo: 'Recogidos con conocimiento y lejos de carreteras',
  },
]

function FoodGroupCards() {
  return (
    <Grid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none" m="0" p="0">
      {FOOD_GROUPS.map(({ name, icon: Icon, description, examples }) => (
        <Box
          as="li"
          key={name}
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
          <Text color="gray.700" mb="4" flex="1">
            {description}
          </Text>
          <Text fontSize="sm" color="sand.700" fontWeight="medium">
            {examples}
          </Text>
        </Box>
      ))}
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

function FoodGroupTable() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <div> region, as Chakra's Table.ScrollArea drew it
    <div
      className={scrollAreaLook}
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
          {FOOD_GROUPS.map((group) => (
            <tr key={group.name} className={tableLook.row}>
              <th scope="row" className={rowHeaderLook}>
                {group.name}
              </th>
              <td className={tableLook.cell}>{group.gives}</td>
              <td className={tableLook.cell}>{group.examples}</td>
              <td className={tableLook.cell}>{group.howTo}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default function FounderScreen() {
  return (
    <>
      <PageHero
        eyebrow={SITE_AUTHOR}
        title="Los cuatro grupos de alimentos"
        actions={
          <>
            <LinkButton to="/nutricion" variant="outline">
              Volver a Nutrición
            </LinkButton>
            <ConsultButton />
          </>
        }
      >
        <p>
          «Cuando llenamos la despensa de alimentos vivos, el cuerpo sabe qué hacer con ellos». Así
          resume {SITE_AUTHOR} su manera de entender la alimentación: cuatro grupos de alimentos
          que, combinados con sentido común, sostienen una vida con energía.
        </p>
      </PageHero>

      <ContentSection
        id="grupos"
        title="La despensa viva"
        intro={
          <p>
            Ningún alimento hace milagros por sí solo. La clave está en que estos cuatro grupos
            estén presentes cada semana, en la cantidad que a ti te siente bien.
          </p>
        }
      >
        <FoodGroupCards />
      </ContentSection>

      <ContentSection
        id="tabla"
        tone="warm"
        title="Los cuatro grupos, en una tabla"
        intro={
          <p>
            Qué aporta cada grupo, algunos ejemplos y cómo incluirlo en tu día a día.
            <Box as="span" display={{ base: 'inline', md: 'none' }}>
              {' '}
              Desliza la tabla hacia un lado para ver todas las columnas.
            </Box>
          </p>
        }
      >
        <FoodGroupTable />
      </ContentSection>

      <ClosingCall
        title="Llevarlo a tu cocina"
        actions={
          <>
            <ConsultButton {...ON_DARK}>Solicitar consulta</ConsultButton>
            <LinkButton to="/nutricion" {...OUTLINE_ON_DARK}>
              Volver a Nutrición
            </LinkButton>
          </>
        }
      >
        En una consulta vemos juntos cómo incorporar cada grupo a tus comidas, según tu salud, tus
        gustos y tu tiempo.
      </ClosingCall>
    </>
  )
}
