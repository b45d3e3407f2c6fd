import { Container } from '#styled/jsx'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { ActivityList } from '../../features/activities/activity-list.tsx'
import { ActivitiesFeedLink } from '../../features/activities/feed-link.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/actividades',
  frame: 'site',
  title: 'Actividades y retiros',
  description: 'Retiros, talleres, cursos, charlas y retos: filtra por tipo y reserva tu plaza.',
  islandsOnly: true,
})

export default function ActivitiesScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Actividades">
        Retiros en la naturaleza, talleres prácticos, cursos en línea, charlas y retos en grupo.
        Elige un tipo para ver solo lo que te interesa y reserva tu plaza desde cada actividad.
      </PageIntro>
      <ActivityList variant="page" headingLevel="h2" />
      <ActivitiesFeedLink />
    </Container>
  )
}
