import type { IconType } from 'react-icons'
import { FaHandHoldingHeart, FaSeedling, FaUsers } from 'react-icons/fa'
import { Box, Flex, Grid, Stack } from '#styled/jsx'
import {
  ClosingCall,
  ConsultButton,
  ContentSection,
  ON_DARK,
  PageHero,
} from '../../components/page-frames/content-page.tsx'
import { Heading, Text } from '../../components/plain/typography.tsx'
import { definePage } from '../page-declaration.ts'
import { SITE_NAME } from '../site.ts'

export const page = definePage({
  path: '/nosotros',
  frame: 'site',
  title: 'Nosotros',
  description: 'Conoce a Elena Marín y Tomás Requena, y la misión que guía el centro.',
  islandsOnly: true,
})

interface Profile {
  name: string
  initials: string
  role: string
  paragraphs: readonly string[]
  areas: readonly string[]
}

const PROFILES: readonly Profile[] = [
  {
    name: 'Elena Marín',
    initials: 'EM',
    role: 'Fundadora · Nutrición consciente',
    paragraphs: [
      'Elena fundó el centro después de transformar su propia salud a través de la alimentación. Desde entonces acompaña a personas que quieren sentirse mejor comiendo mejor, con una mirada práctica y cercana.',
      'Es autora de guías y libros sobre alimentación viva y dirige los retos de la comunidad, las consultas de nutrición y los programas de mentoría.',
    ],
    areas: ['Nutrición y depuración', 'Mentoría personal', 'Retos de la comunidad'],
  },
  {
    name: 'Tomás Requena',
    initials: 'TR',
    role: 'Cofundador · Terapias y sonido',
    paragraphs: [
      'Tomás trabaja con el cuerpo, la respiración y el sonido. Sus sesiones con cuencos y sus grabaciones ayudan a soltar tensiones y a recuperar el descanso.',
      'Coordina las sesiones presenciales, los retiros y los acompañamientos, y cuida de que cada persona que llega al centro se sienta en casa.',
    ],
    areas: ['Terapias presenciales', 'Música y cuencos', 'Retiros y acompañamientos'],
  },
]

const VALUES: readonly { title: string; text: string; icon: IconType }[] = [
  {
    title: 'Cuidar la raíz',
    text: 'Buscamos el origen del malestar en los hábitos de cada día, no solo alivio rápido.',
    icon: FaSeedling,
  },
  {
    title: 'Acompañar de cerca',
    text: 'Cada proceso es personal: escuchamos, adaptamos y seguimos a tu lado.',
    icon: FaHandHoldingHeart,
  },
  {
    title: 'Crecer en comunidad',
    text: 'Los cambios se sostienen mejor cuando se comparten con otras personas.',
    icon: FaUsers,
  },
]

function ProfileCard({ profile }: { profile: Profile }) {
  const headingId = `perfil-${profile.initials.toLowerCase()}`
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
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
          {profile.initials}
        </Flex>
        <Box>
          <Heading as="h3" id={headingId} fontSize="2xl" color="brand.800">
            {profile.name}
          </Heading>
          <Text color="sand.700" fontWeight="medium">
            {profile.role}
          </Text>
        </Box>
      </Flex>
      <Stack gap="3" color="gray.800" lineHeight="1.7" mb="5">
        {profile.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
      <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0" aria-label="Áreas">
        {profile.areas.map((area) => (
          <Box
            as="li"
            key={area}
            px="3"
            py="1"
            rounded="pill"
            bg="brand.50"
            color="brand.800"
            fontSize="sm"
          >
            {area}
          </Box>
        ))}
      </Flex>
    </Box>
  )
}

export default function AboutScreen() {
  return (
    <>
      <PageHero eyebrow="Nosotros" title="Las personas detrás del centro">
        <p>
          {SITE_NAME} nació en Albacete del deseo de dos personas de compartir lo que a ellas les
          cambió la vida: comer con conciencia, cuidar el cuerpo y no recorrer el camino a solas.
        </p>
      </PageHero>

      <ContentSection id="equipo" eyebrow="Quiénes somos" title="Elena y Tomás">
        <Grid columns={{ base: 1, md: 2 }} gap="6">
          {PROFILES.map((profile) => (
            <ProfileCard key={profile.name} profile={profile} />
          ))}
        </Grid>
      </ContentSection>

      <ContentSection
        id="mision"
        tone="warm"
        eyebrow="Por qué lo hacemos"
        title="Nuestra misión"
        intro={
          <p>
            Ayudar a cada persona a recuperar su bienestar desde lo cotidiano, con alimentación
            consciente, terapias naturales y una comunidad que acompaña, de forma sencilla,
            respetuosa y al alcance de todos.
          </p>
        }
      >
        <Grid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <Box as="li" key={title} bg="white" rounded="card" p="6" shadow="sm">
              <Box color="brand.600" mb="3">
                <Icon size={24} aria-hidden="true" />
              </Box>
              <Heading as="h3" fontSize="xl" color="brand.800" mb="2">
                {title}
              </Heading>
              <Text color="gray.700">{text}</Text>
            </Box>
          ))}
        </Grid>
      </ContentSection>

      <ClosingCall
        title="¿Hablamos?"
        actions={<ConsultButton {...ON_DARK}>Contactar con nosotros</ConsultButton>}
      >
        Cuéntanos qué buscas y te diremos con sinceridad si podemos ayudarte.
      </ClosingCall>
    </>
  )
}
