import { Container } from '#styled/jsx'
import { PageIntro } from '../../components/content/page-intro.tsx'
import ResourcesTabs from '../../features/resources/resources-tabs.tsx'
import { HydratedIsland } from '../../lib/island.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/recursos',
  frame: 'site',
  title: 'Recursos',
  description:
    'Acompañamiento, el curso Crisis del Cielo, vídeos, libros y música para seguir tu camino a tu ritmo.',
  islandsOnly: true,
})

export default function ResourcesScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Recursos">
        Todo lo que puedes hacer desde casa para seguir cuidándote: acompañamiento personal, el
        curso «Crisis del Cielo», vídeos, libros y música.
      </PageIntro>
      <HydratedIsland of={ResourcesTabs} />
    </Container>
  )
}
