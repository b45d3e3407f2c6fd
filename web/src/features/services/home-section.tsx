import { useCommunityGroupHref } from '../../components/page-frames/community-group-link.tsx'
import { Island } from '../../lib/island.tsx'
import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'
import { ServiceCardsSkeleton } from './service-skeleton.tsx'
import ServicesLive from './services-live.tsx'

/** Home: the services, each card leading to its section of the therapies page. */
export function ServicesHomeSection() {
  return (
    <HomeSection
      id="servicios"
      section="services"
      title="Nuestros servicios"
      subtitle="Cuidamos cuerpo y mente, en el centro o a distancia."
    >
      <Island
        of={ServicesLive}
        baked
        fallback={<ServiceCardsSkeleton />}
        props={{ groupLink: useCommunityGroupHref() }}
      />
    </HomeSection>
  )
}
