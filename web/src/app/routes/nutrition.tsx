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

const THEMES: readonly {
  title: string
  text: string
  points: readonly string[]
  icon: IconType
}[] = [
  {
    title: 'Alimentos que sanan',
    icon: FaAppleAlt,
    text: 'Frutas y verduras de temporada, legumbres, semillas y hierbas frescas: alimentos vivos que nutren de verdad y ayudan al cuerpo a recuperar su equilibrio.',
    points: [
      'Más color en el plato, cada día',
      'Fermentados caseros para cuidar la digestión',
      'Agua, infusiones y caldos de verduras',
    ],
  },
  {
    title: 'Alimentos que conviene evitar',
    icon: FaBan,
    text: 'No hablamos de prohibir, sino de reconocer lo que te resta energía y reducirlo poco a poco, sin culpa y con alternativas sabrosas.',
    points: [
      'Azúcares añadidos y harinas refinadas',
      'Ultraprocesados y aceites refinados',
      'El exceso de excitantes al final del día',
    ],
  },
  {
    title: 'Protocolos de depuración',
    icon: FaLeaf,
    text: 'Periodos cortos y suaves para dar descanso al organismo: zumos verdes, caldos, ayunos adaptados y mucha escucha del propio cuerpo.',
    points: [
      'Depuraciones de cambio de estación',
      'Adaptadas a tu salud y a tu ritmo',
      'Siempre con acompañamiento',
    ],
  },
]

const MENTORING_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Análisis inicial',
    text: 'Una primera sesión sin prisas para conocer tu historia, tus hábitos, tus analíticas si las tienes y lo que quieres cambiar.',
  },
  {
    title: 'Propuesta personalizada',
    text: 'Con todo ello preparamos un plan de alimentación a tu medida, con recetas, lista de la compra y los pasos ordenados por prioridad.',
  },
  {
    title: 'Seguimiento continuo',
    text: 'Te acompañamos por mensajería para resolver dudas, celebrar avances y ajustar el plan cuando tu cuerpo o tu vida lo pidan.',
  },
]

const TESTIMONIALS: readonly { quote: string; name: string }[] = [
  {
    quote:
      'Llegué agotada y con muchas molestias digestivas. En tres meses aprendí a cocinar de otra manera y hoy me levanto con energía.',
    name: 'Marta, 46 años',
  },
  {
    quote:
      'Lo que más valoro es el seguimiento: cada vez que me atascaba tenía un mensaje de ánimo y una idea nueva para seguir.',
    name: 'Javier, 52 años',
  },
  {
    quote:
      'Pensaba que comer sano era aburrido. Ahora mi familia entera come mejor y disfrutamos mucho más de la mesa.',
    name: 'Lucía, 34 años',
  },
]

function ThemeCards() {
  return (
    <Grid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
      {THEMES.map(({ title, text, points, icon: Icon }) => (
        <Box
          as="li"
          key={title}
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
          <Text color="gray.700" mb="4">
            {text}
          </Text>
          <Stack as="ul" gap="2" ps="5" listStyleType="disc" color="gray.700" fontSize="sm">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Stack>
        </Box>
      ))}
    </Grid>
  )
}

function MentoringSteps() {
  return (
    <Grid as="ol" columns={{ base: 1, md: 3 }} gap="8" listStyleType="none" m="0" p="0">
      {MENTORING_STEPS.map((step, index) => (
        <Box as="li" key={step.title} position="relative">
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
          <Text color="gray.700">{step.text}</Text>
        </Box>
      ))}
    </Grid>
  )
}

function Testimonials() {
  return (
    <Grid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
      {TESTIMONIALS.map((testimonial) => (
        <Box as="li" key={testimonial.name} bg="white" rounded="card" p="6" shadow="sm">
          <Box as="figure" m="0">
            <Box color="brand.300" mb="3">
              <FaQuoteLeft size={22} aria-hidden="true" />
            </Box>
            <Box as="blockquote" m="0" color="gray.800" fontStyle="italic" lineHeight="1.7">
              {testimonial.quote}
            </Box>
            <Box as="figcaption" mt="4" fontWeight="semibold" color="brand.800">
              {testimonial.name}
            </Box>
          </Box>
        </Box>
      ))}
    </Grid>
  )
}

export default function NutritionScreen() {
  return (
    <>
      <PageHero
        eyebrow="Nutrición"
        title="Nutrición consciente"
        actions={<ConsultButton>Reservar una consulta</ConsultButton>}
      >
        <p>
          Come para nutrirte, no para llenarte. Una alimentación viva, sencilla y de temporada puede
          cambiar cómo te sientes cada día. Te acompañamos a descubrir qué alimentos te sientan
          bien, cuáles conviene dejar y cómo dar descanso a tu cuerpo cuando lo necesita.
        </p>
      </PageHero>

      <ContentSection id="historia" eyebrow="La fundadora" title={`La historia de ${SITE_AUTHOR}`}>
        <Stack
          gap="4"
          maxW="3xl"
          color="gray.800"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="1.7"
        >
          <Text>
            Durante años, {SITE_AUTHOR} vivió con cansancio constante y digestiones difíciles.
            Ningún remedio rápido funcionaba hasta que empezó a mirar su plato con otros ojos: menos
            productos y más alimentos, más cocina casera, más verdura del huerto y de la sierra.
          </Text>
          <Text>
            Aquel cambio le devolvió la energía y despertó una vocación. Se formó en nutrición y
            alimentación natural, y desde Albacete lleva años ayudando a otras personas a hacer su
            propio camino, con paciencia, con recetas que apetecen y sin dietas imposibles.
          </Text>
          <Text>
            Su enfoque se apoya en cuatro grupos de alimentos que ella llama «la despensa viva»:
            frutas, verduras, hierbas y especias, y alimentos silvestres.
          </Text>
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
        eyebrow="Qué trabajamos"
        title="Tres temas para empezar"
        intro={
          <p>
            Tres ideas sencillas que ordenan todo lo demás: qué sumar, qué restar y cuándo dar un
            respiro al cuerpo.
          </p>
        }
      >
        <ThemeCards />
      </ContentSection>

      <ContentSection
        id="mentoria"
        eyebrow="Mentoría"
        title="Un programa de mentoría en tres pasos"
        intro={
          <p>
            Un acompañamiento personal para que el cambio no dependa solo de tu fuerza de voluntad.
          </p>
        }
      >
        <MentoringSteps />
      </ContentSection>

      <ContentSection id="testimonios" tone="warm" eyebrow="Testimonios" title="Lo que nos cuentan">
        <Testimonials />
      </ContentSection>

      <ClosingCall
        title="¿Empezamos?"
        actions={<ConsultButton {...ON_DARK}>Solicitar una consulta de nutrición</ConsultButton>}
      >
        Cuéntanos cómo te sientes y qué te gustaría cambiar. Te proponemos el primer paso.
      </ClosingCall>
    </>
  )
}
