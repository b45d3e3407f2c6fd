import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Container } from '@chakra-ui/react/container'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FaArrowRight } from 'react-icons/fa'
import { Link, useLocation } from 'react-router'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { TabSet } from '../../components/content/tab-set.tsx'
import { AlbumList } from '../../features/albums/album-list.tsx'
import { BookList } from '../../features/books/book-list.tsx'
import { VideoList } from '../../features/videos/video-list.tsx'
import { pageHead } from '../head.ts'

export const head = () => pageHead('/recursos')

export const RESOURCE_TABS = [
  { value: 'acompanamiento', label: 'Acompañamiento' },
  { value: 'curso', label: 'Curso Crisis del Cielo' },
  { value: 'videos', label: 'Vídeos' },
  { value: 'libros', label: 'Libros' },
  { value: 'musica', label: 'Música' },
] as const

export type ResourceTab = (typeof RESOURCE_TABS)[number]['value']

const TAB_BY_HASH: Readonly<Record<string, ResourceTab>> = {
  'curso-crisis-cielo': 'curso',
  videos: 'videos',
  libros: 'libros',
  musica: 'musica',
}

/** `#curso-crisis-cielo`, `#videos`, `#libros` or `#musica` open that tab; anything else none. */
export function tabFromHash(hash: string): ResourceTab | undefined {
  return TAB_BY_HASH[decodeURIComponent(hash.replace(/^#/, ''))]
}

/** Room the sticky header takes above the tabs when a link scrolls to them. */
const HEADER_CLEARANCE = '88px'

function PanelHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" size={{ base: 'xl', md: '2xl' }} color="brand.800" mb="4">
      {children}
    </Heading>
  )
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Flex justify="center" mt="8">
      <Button asChild variant="outline" colorPalette="brand" rounded="pill">
        <Link to={to}>
          {children}
          <FaArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Flex>
  )
}

function Accompaniment() {
  return (
    <Stack gap="4" maxW="3xl" color="gray.700">
      <PanelHeading>Acompañamiento personal</PanelHeading>
      <Text>
        Leer o ver un vídeo ayuda, pero a veces hace falta alguien que escuche tu caso concreto. En
        el acompañamiento revisamos contigo la alimentación, el descanso, el movimiento y cómo te
        sientes, y acordamos pasos pequeños que puedas mantener.
      </Text>
      <Stack as="ul" gap="2" ps="5" listStyleType="disc">
        <li>Sesiones en el centro de Albacete o por videollamada, a tu elección.</li>
        <li>Un plan escrito después de cada sesión, sin dietas imposibles.</li>
        <li>Seguimiento por mensajería entre sesiones para resolver dudas del día a día.</li>
      </Stack>
      <Text>
        Cuéntanos qué te gustaría cambiar y te propondremos el formato que mejor encaje contigo.
      </Text>
      <Flex gap="3" wrap="wrap" pt="2">
        <Button asChild colorPalette="brand">
          <Link to="/contacto">Pedir información</Link>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/terapias">Ver las terapias</Link>
        </Button>
      </Flex>
    </Stack>
  )
}

function CrisisDelCieloCourse() {
  return (
    <Stack gap="4" maxW="3xl" color="gray.700">
      <PanelHeading>Curso «Crisis del Cielo»</PanelHeading>
      <Text>
        Un curso de 27 días para atravesar una etapa de confusión o cansancio con más calma. Cada
        día recibes un vídeo breve, de 3 a 5 minutos, con una idea y un gesto sencillo para ponerla
        en práctica.
      </Text>
      <Stack as="ul" gap="2" ps="5" listStyleType="disc">
        <li>27 días seguidos, a tu ritmo: los vídeos quedan disponibles.</li>
        <li>Vídeos diarios de 3 a 5 minutos, pensados para verlos en cualquier momento.</li>
        <li>Ejercicios de respiración, escritura y atención a la alimentación.</li>
      </Stack>
      <Box pt="2">
        <Button asChild colorPalette="brand">
          <Link to="/inscripcion/crisis-cielo">Inscribirme en el curso</Link>
        </Button>
      </Box>
    </Stack>
  )
}

export default function ResourcesScreen() {
  const { hash } = useLocation()
  const [tab, setTab] = useState<ResourceTab>('acompanamiento')
  // A list's data loads the first time its tab opens, not with the page.
  const [opened, setOpened] = useState<ReadonlySet<ResourceTab>>(() => new Set([tab]))
  const tabsRef = useRef<HTMLDivElement>(null)
  const tabListRef = useRef<HTMLDivElement>(null)

  const choose = (next: ResourceTab) => {
    setTab(next)
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address's hash changes
  useEffect(() => {
    const fromHash = tabFromHash(hash)
    if (!fromHash) return
    choose(fromHash)
    tabsRef.current?.scrollIntoView({ block: 'start' })
  }, [hash])

  // On a phone the tab list scrolls sideways: keep the chosen tab in view (e.g. #musica, the last).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen tab changes
  useEffect(() => {
    const list = tabListRef.current
    const trigger = list?.querySelector('[aria-selected="true"]')
    if (!list || !trigger) return
    const listBox = list.getBoundingClientRect()
    const triggerBox = trigger.getBoundingClientRect()
    list.scrollLeft += triggerBox.left - listBox.left - (listBox.width - triggerBox.width) / 2
  }, [tab])

  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Recursos">
        Todo lo que puedes hacer desde casa para seguir cuidándote: acompañamiento personal, el
        curso «Crisis del Cielo», vídeos, libros y música.
      </PageIntro>
      <Box ref={tabsRef} scrollMarginTop={HEADER_CLEARANCE}>
        <TabSet
          label="Recursos"
          tabs={RESOURCE_TABS}
          value={tab}
          onValueChange={choose}
          listRef={tabListRef}
          panels={{
            acompanamiento: <Accompaniment />,
            curso: <CrisisDelCieloCourse />,
            videos: (
              <>
                <PanelHeading>Vídeos</PanelHeading>
                {opened.has('videos') && <VideoList variant="resources" headingLevel="h3" />}
                <MoreLink to="/videos">Ver todos los vídeos</MoreLink>
              </>
            ),
            libros: (
              <>
                <PanelHeading>Libros</PanelHeading>
                {opened.has('libros') && <BookList variant="resources" headingLevel="h3" />}
              </>
            ),
            musica: (
              <>
                <PanelHeading>Música</PanelHeading>
                {opened.has('musica') && <AlbumList headingLevel="h3" />}
                <MoreLink to="/musica">Ir a la página de música</MoreLink>
              </>
            ),
          }}
        />
      </Box>
    </Container>
  )
}
