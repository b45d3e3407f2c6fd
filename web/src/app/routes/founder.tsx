import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import type { IconType } from 'react-icons'
import { FaAppleAlt, FaCarrot, FaPagelines, FaSeedling } from 'react-icons/fa'
import {
  ClosingCall,
  ConsultButton,
  ContentSection,
  LinkButton,
  ON_DARK,
  OUTLINE_ON_DARK,
  PageHero,
} from '../../components/page-frames/content-page.tsx'
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
    <SimpleGrid
      as="ul"
      columns={{ base: 1, sm: 2, lg: 4 }}
      gap="6"
      listStyleType="none"
      m="0"
      p="0"
    >
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
    </SimpleGrid>
  )
}

function FoodGroupTable() {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="sand.200"
      rounded="card"
      bg="white"
      tabIndex={0}
      role="region"
      aria-label="Tabla de los cuatro grupos de alimentos (se desplaza en horizontal)"
    >
      <Table.Root
        size="md"
        minW="40rem"
        css={{ '& td, & th': { whiteSpace: 'normal', verticalAlign: 'top' } }}
      >
        <Table.Caption srOnly>
          Los cuatro grupos de alimentos: qué aporta cada uno, ejemplos y cómo incluirlo.
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader color="brand.800">Grupo</Table.ColumnHeader>
            <Table.ColumnHeader color="brand.800">Qué aporta</Table.ColumnHeader>
            <Table.ColumnHeader color="brand.800">Ejemplos</Table.ColumnHeader>
            <Table.ColumnHeader color="brand.800">Cómo incluirlo</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {FOOD_GROUPS.map((group) => (
            <Table.Row key={group.name}>
              <Table.Cell as="th" scope="row" fontWeight="semibold" color="gray.900">
                {group.name}
              </Table.Cell>
              <Table.Cell>{group.gives}</Table.Cell>
              <Table.Cell>{group.examples}</Table.Cell>
              <Table.Cell>{group.howTo}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
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
