import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'
import { ActivityList } from './activity-list.tsx'

/** Home: featured activities, filtered by retiro, taller, curso, charla and reto. */
export function ActivitiesHomeSection() {
  return (
    <HomeSection
      id="actividades"
      section="activities"
      title="Actividades destacadas"
      subtitle="Retiros, talleres, cursos, charlas y retos para aprender y compartir en compañía."
      all={{ to: '/actividades', label: 'Ver todas las actividades' }}
    >
      <ActivityList variant="home" headingLevel="h3" />
    </HomeSection>
  )
}
