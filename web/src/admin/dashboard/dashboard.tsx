import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Tabs } from '@chakra-ui/react/tabs'
import { Text } from '@chakra-ui/react/text'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { IconType } from 'react-icons'
import { FaCog, FaConciergeBell, FaEdit, FaMusic, FaTag } from 'react-icons/fa'
import { useSearchParams } from 'react-router-dom'
import { BackupCard } from '../backup/backup-card.tsx'
import { adminListQuery } from '../editor/queries.ts'
import { AdminFrame } from '../frame/admin-frame.tsx'
import { AdminLink } from '../frame/admin-link.tsx'
import {
  ALBUMS,
  COUNTED_LISTS,
  type CountedList,
  countPathOf,
  countText,
  EDITOR,
  SUMMARY,
} from './counts.ts'
import { ScheduledList } from './scheduled-list.tsx'

/**
 * The tabs, by the value of `?vista=` that opens each (none: the overview). In the address, the
 * menu's «Vista general» (a link to /admin) brings the overview back from another tab.
 */
const TABS = { overview: '', content: 'contenido', settings: 'configuracion' } as const
type Tab = keyof typeof TABS
const TAB_PARAM = 'vista'

function tabOf(view: string | null): Tab {
  return (Object.keys(TABS) as Tab[]).find((tab) => TABS[tab] === view) ?? 'overview'
}

function useCount(list: CountedList) {
  const query = useQuery(adminListQuery(countPathOf(list)))
  return { count: query.data?.length, isError: query.isError }
}

/** A whole card that is one link: large target, visible focus. */
function LinkCard({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Card.Root
      asChild
      variant="outline"
      bg="white"
      transition="box-shadow 0.2s, border-color 0.2s"
      _hover={{ shadow: 'md', borderColor: 'brand.300' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      <AdminLink to={to}>{children}</AdminLink>
    </Card.Root>
  )
}

function CardIcon({ icon: Icon }: { icon: IconType }) {
  return (
    <Flex
      align="center"
      justify="center"
      boxSize="10"
      borderRadius="full"
      bg="brand.50"
      color="brand.700"
      flexShrink={0}
    >
      <Icon aria-hidden="true" />
    </Flex>
  )
}

function CountValue({ list }: { list: CountedList }) {
  const { count, isError } = useCount(list)
  if (isError) return <Text color="red.700">No se pudo cargar</Text>
  if (count === undefined) return <Skeleton height="9" width="12" />
  return (
    <Text fontSize="3xl" fontWeight="bold" lineHeight="1.2">
      {count}
    </Text>
  )
}

function CountCard({ list }: { list: CountedList }) {
  return (
    <LinkCard to={list.to}>
      <Card.Body>
        <Flex justify="space-between" align="flex-start" gap="3">
          <Box>
            <Heading as="h3" size="sm" color="gray.700" mb="1">
              {list.title}
            </Heading>
            <CountValue list={list} />
          </Box>
          <CardIcon icon={list.icon} />
        </Flex>
      </Card.Body>
    </LinkCard>
  )
}

function ActionCard({
  to,
  title,
  text,
  icon,
}: {
  to: string
  title: string
  text: string
  icon: IconType
}) {
  return (
    <LinkCard to={to}>
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <CardIcon icon={icon} />
          <Box>
            <Heading as="h3" size="sm" mb="1">
              {title}
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {text}
            </Text>
          </Box>
        </Flex>
      </Card.Body>
    </LinkCard>
  )
}

function ContentCard({ list }: { list: CountedList }) {
  const { count, isError } = useCount(list)
  return (
    <LinkCard to={list.to}>
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <CardIcon icon={list.icon} />
          <Box>
            <Heading as="h3" size="sm" mb="1">
              {list.title}
            </Heading>
            <Text fontSize="sm" color={isError ? 'red.700' : 'gray.700'}>
              {isError
                ? 'No se pudo cargar el recuento'
                : count === undefined
                  ? 'Cargando...'
                  : countText(list, count)}
            </Text>
          </Box>
        </Flex>
      </Card.Body>
    </LinkCard>
  )
}

function Overview() {
  return (
    <Box>
      <Heading as="h2" size="lg" mb="4">
        Resumen
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="4" mb="8">
        {SUMMARY.map((list) => (
          <CountCard key={list.resource} list={list} />
        ))}
      </SimpleGrid>
      <ScheduledList />
      <Heading as="h2" size="lg" mb="4">
        Acciones rápidas
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ActionCard
          to={EDITOR}
          title="Editar contenido"
          text="Actividades, servicios, productos, testimonios, videos, libros y más."
          icon={FaEdit}
        />
        <ActionCard
          to={ALBUMS}
          title="Gestionar música"
          text="Álbumes y pistas de la página de música."
          icon={FaMusic}
        />
        <ActionCard
          to={`${EDITOR}?type=promotions`}
          title="Gestionar promociones"
          text="Crea, activa o retira las promociones del sitio."
          icon={FaTag}
        />
        <ActionCard
          to={`${EDITOR}?type=services`}
          title="Gestionar servicios"
          text="Los servicios y terapias que ofrece el centro."
          icon={FaConciergeBell}
        />
      </SimpleGrid>
    </Box>
  )
}

function ContentCards() {
  return (
    <Box>
      <Heading as="h2" size="lg" mb="4">
        Contenido del sitio
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {COUNTED_LISTS.map((list) => (
          <ContentCard key={list.resource} list={list} />
        ))}
      </SimpleGrid>
    </Box>
  )
}

function SettingsCards() {
  return (
    <Box>
      <Heading as="h2" size="lg" mb="4">
        Configuración
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ActionCard
          to={`${EDITOR}?type=settings`}
          title="Configuración general"
          text="Nombre del sitio, datos de contacto, redes sociales y otros ajustes."
          icon={FaCog}
        />
        <BackupCard />
      </SimpleGrid>
    </Box>
  )
}

/** /admin: the overview (default), content and settings tabs. */
export function Dashboard() {
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get(TAB_PARAM))
  // A tab replaces the address rather than adding to the history: Back leaves the dashboard.
  const setTab = (next: Tab) =>
    setParams(next === 'overview' ? {} : { [TAB_PARAM]: TABS[next] }, { replace: true })
  return (
    <AdminFrame current="/admin">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="6">
        Panel de Administración
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as Tab)}
        variant="line"
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List mb="6" flexWrap="wrap">
          <Tabs.Trigger value="overview">Vista general</Tabs.Trigger>
          <Tabs.Trigger value="content">Contenido</Tabs.Trigger>
          <Tabs.Trigger value="settings">Configuración</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <Overview />
        </Tabs.Content>
        <Tabs.Content value="content">
          <ContentCards />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsCards />
        </Tabs.Content>
      </Tabs.Root>
    </AdminFrame>
  )
}
