import { Container } from '@chakra-ui/react/container'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { ActivityList } from '../../features/activities/activity-list.tsx'
import { pageHead } from '../head.ts'

export const head = () => pageHead('/actividades')

export const islandsOnly = true

export default function ActivitiesScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Actividades">
        Retiros en la naturaleza, talleres prácticos, cursos en línea, charlas y retos en grupo.
        Elige un tipo para ver solo lo que te interesa y reserva tu plaza desde cada actividad.
      </PageIntro>
      <ActivityList variant="page" headingLevel="h2" />
    </Container>
  )
}
