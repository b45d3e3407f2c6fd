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
import { css } from '#styled/css'
import { Box, Container, Flex, Grid, Stack } from '#styled/jsx'
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

function Facts({ items }: { items: readonly string[] }) {
  return (
    <Flex wrap="wrap" gap="2" mb="6">
      {items.map((item) => (
        <Badge key={item} colorPalette="brand" variant="subtle" size="lg" rounded="pill" px="3">
          {item}
        </Badge>
      ))}
    </Flex>
  )
}

function Checklist({ items }: { items: readonly ReactNode[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <Flex as="li" key={index} gap="3" align="flex-start">
          <Box as="span" color="brand.600" mt="1" flexShrink={0}>
            <FaCheck aria-hidden="true" />
          </Box>
          <Text>{item}</Text>
        </Flex>
      ))}
    </Stack>
  )
}

// The room above a section is the scroll script's, so the two cannot drift apart.
const scrollOffset = { '--scroll-offset': `${THERAPY_SCROLL_OFFSET}px` } as CSSProperties

/** One therapy: its own band, reachable by its anchor, with the header's height left above it. */
function TherapySection({
  anchor,
  title,
  lead,
  tone,
  facts,
  aside,
  children,
  actions,
}: {
  anchor: TherapyAnchor
  title: string
  lead: string
  tone: BandTone
  facts?: readonly string[]
  aside?: ReactNode
  children: ReactNode
  actions?: ReactNode
}) {
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
          {title}
        </Heading>
      </Flex>
      <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" mb="6" lineHeight="1.6">
        {lead}
      </Text>
      {facts && <Facts items={facts} />}
      <Box color="gray.800" lineHeight="1.7">
        {children}
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
      className={BAND_TONES[tone]}
      style={scrollOffset}
      scrollMarginTop="var(--scroll-offset)"
      outline="none"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="5xl">
        {aside ? (
          <Grid columns={{ base: 1, md: 5 }} gap={{ base: '8', md: '12' }}>
            <Box gridColumn={{ md: 'span 3' }}>{text}</Box>
            <Box gridColumn={{ md: 'span 2' }}>{aside}</Box>
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

const CHALLENGES = [
  {
    name: 'Retos gratuitos de la comunidad',
    when: 'Del 1 de enero al 31 de marzo',
    detail: '90 días para crear hábitos que se quedan.',
  },
  {
    name: 'Reto de la Prosperidad',
    when: 'Del 1 al 13 de abril',
    detail: 'Trece días para ordenar tu relación con la abundancia.',
  },
  {
    name: 'Reto de Epigenética',
    when: 'Desde el 15 de abril',
    detail: 'Cómo tus hábitos conversan con tus genes.',
  },
] as const

function ChallengeCalendar() {
  return (
    <AsideCard title="Calendario de retos">
      <Stack as="ol" gap="5" listStyleType="none" m="0" p="0">
        {CHALLENGES.map((challenge) => (
          <Box as="li" key={challenge.name} borderStartWidth="3px" borderColor="brand.300" ps="4">
            <Text fontWeight="semibold" color="gray.900">
              {challenge.name}
            </Text>
            <Text fontSize="sm" fontWeight="medium" color="sand.700">
              {challenge.when}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {challenge.detail}
            </Text>
          </Box>
        ))}
      </Stack>
    </AsideCard>
  )
}

export default function TherapiesScreen() {
  return (
    <>
      <PageHero
        eyebrow="Terapias"
        title="Terapias para cuidar cuerpo y mente"
        actions={<ConsultButton />}
      >
        <p>
          Cada persona llega con su propia historia. Por eso combinamos nutrición consciente,
          terapias a distancia y presenciales, comunidad y un acompañamiento cercano, para que
          encuentres el camino que mejor encaja contigo y lo recorras a tu ritmo.
        </p>
      </PageHero>
      <AnchorNavigation />
      {/* Opening /terapias#comunidad, or following a link to a section, lands on it by one rule. */}
      <Island of={TherapyScrollLive} fallback={null} />

      <TherapySection
        anchor="nutricion"
        tone="plain"
        title="Nutrición consciente"
        lead="La alimentación es la base de todo lo demás. Te ayudamos a escuchar a tu cuerpo y a elegir alimentos que te den energía y calma."
        aside={
          <AsideCard title="Qué incluye">
            <Checklist
              items={[
                'Una primera conversación sobre tus hábitos y tus objetivos.',
                'Un plan de alimentación adaptado a tu vida real.',
                'Seguimiento por mensajería para resolver dudas.',
              ]}
            />
          </AsideCard>
        }
        actions={<ArrowLink to="/nutricion">Conoce el enfoque de nutrición</ArrowLink>}
      >
        <p>
          Elena Marín acompaña procesos de cambio de alimentación desde hace años: alimentos frescos
          y de temporada, protocolos de depuración suaves y recetas sencillas que caben en el día a
          día. No se trata de hacer dieta, sino de aprender a nutrirte.
        </p>
      </TherapySection>

      <TherapySection
        anchor="terapias-remotas"
        tone="warm"
        title="Terapias a distancia"
        lead="Estés donde estés, puedes trabajar con nosotros desde casa: sesiones por videollamada y un curso en línea pensado para días con poco tiempo."
        facts={['Curso de 27 días', 'Un vídeo cada día', 'De 3 a 5 minutos por vídeo']}
        aside={
          <AsideCard title="Cómo funciona el curso">
            <Checklist
              items={[
                'Cada día, un vídeo breve de 3 a 5 minutos.',
                'Una práctica sencilla para integrar lo aprendido durante el día.',
                'Veintisiete días seguidos para que el cambio eche raíces.',
              ]}
            />
          </AsideCard>
        }
        actions={
          <ArrowLink to="/inscripcion/crisis-cielo">
            Inscríbete en el curso Crisis del Cielo
          </ArrowLink>
        }
      >
        <p>
          Las sesiones a distancia tienen la misma escucha y el mismo cuidado que las presenciales.
          Y si prefieres avanzar por tu cuenta, el curso Crisis del Cielo dura 27 días, con un vídeo
          diario de 3 a 5 minutos que puedes ver cuando mejor te venga.
        </p>
      </TherapySection>

      <TherapySection
        anchor="comunidad"
        tone="plain"
        title="Comunidad y retos gratuitos"
        lead="Cambiar en compañía es más fácil. Nuestra comunidad se reúne en retos gratuitos a lo largo del año, con propuestas diarias y un grupo de chat para compartir el camino."
        facts={['90 días gratis', 'Del 1 de enero al 31 de marzo']}
        aside={<ChallengeCalendar />}
        actions={<CommunityGroupLink />}
      >
        <p>
          El año empieza con 90 días de retos gratuitos, del 1 de enero al 31 de marzo. Después
          llega el Reto de la Prosperidad, del 1 al 13 de abril, y el 15 de abril comienza el Reto
          de Epigenética. Únete al grupo de chat para recibir las propuestas y los avisos de cada
          reto.
        </p>
      </TherapySection>

      <TherapySection
        anchor="presencial"
        tone="warm"
        title="Sesiones presenciales"
        lead="En el centro, en Albacete, te recibimos en un espacio tranquilo para sesiones individuales, talleres y retiros."
        facts={['Estancia gratuita', '4 horas diarias de colaboración']}
        aside={
          <AsideCard title="Estancias de colaboración">
            <Text mb="4">
              Ofrecemos estancias gratuitas en el centro a cambio de 4 horas diarias de colaboración
              en la huerta, la cocina o el cuidado de los espacios.
            </Text>
            <ArrowLink to={COLLABORATION_PATH}>Solicitar una colaboración</ArrowLink>
          </AsideCard>
        }
      >
        <p>
          Las sesiones presenciales permiten un trabajo más profundo, con tiempo y sin prisas.
          También puedes vivir el centro desde dentro: si quieres pasar una temporada con nosotros,
          la estancia es gratuita a cambio de 4 horas diarias de colaboración.
        </p>
      </TherapySection>

      <TherapySection
        anchor="acompanamientos"
        tone="plain"
        title="Acompañamientos"
        lead="Hay momentos de la vida que piden algo más que una sesión suelta. En un acompañamiento caminamos contigo durante semanas, con un plan y un contacto cercano."
        aside={
          <AsideCard title="Para momentos de cambio">
            <Checklist
              items={[
                'Duelos, cambios de etapa o temporadas de cansancio.',
                'Sesiones periódicas con Elena Marín o Tomás Requena.',
                'Apoyo por mensajería entre sesiones.',
              ]}
            />
          </AsideCard>
        }
      >
        <p>
          Definimos juntos un objetivo y un ritmo de encuentros, y ajustamos el plan según cómo te
          vayas sintiendo. Unimos alimentación, hábitos, trabajo emocional y descanso para que el
          cambio sea completo y sostenible.
        </p>
      </TherapySection>

      <TherapySection
        anchor="suplementos"
        tone="warm"
        title="Suplementos naturales"
        lead="A veces la alimentación necesita un pequeño apoyo. Te orientamos para elegir suplementos naturales de calidad, solo cuando tienen sentido para ti."
      >
        <p>
          Revisamos contigo qué tomas ya, qué necesitas de verdad y cómo combinarlo con tu
          alimentación. Preferimos pocos productos bien elegidos a una larga lista. Los suplementos
          no sustituyen ningún tratamiento médico: si tomas medicación, consulta antes con tu
          médico.
        </p>
      </TherapySection>

      <TherapySection
        anchor="dispositivos"
        tone="plain"
        title="Dispositivos de bienestar"
        lead="Trabajamos con dispositivos de bienestar que reúnen más de 200 programas para acompañar la relajación, el descanso y la vitalidad."
        facts={['Más de 200 programas']}
      >
        <p>
          Puedes probarlos en una sesión en el centro y, si te encajan, te enseñamos a usarlos en
          casa: qué programa elegir en cada momento y cómo integrarlo en tu rutina. Son un
          complemento a los hábitos saludables, nunca un sustituto de la atención médica.
        </p>
      </TherapySection>

      <ClosingCall
        title="¿No sabes por dónde empezar?"
        actions={
          <>
            <ConsultButton {...ON_DARK}>Cuéntanos qué necesitas</ConsultButton>
            <LinkButton to={COLLABORATION_PATH} {...OUTLINE_ON_DARK}>
              Colaborar con el centro
            </LinkButton>
          </>
        }
      >
        Escríbenos y te proponemos la terapia o el acompañamiento que mejor encaje con tu momento.
      </ClosingCall>
    </>
  )
}
