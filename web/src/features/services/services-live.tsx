import { useQuery } from '@tanstack/react-query'
import { ListState } from '../../components/content/list-state.tsx'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { servicesQuery } from './queries.ts'
import { COMMUNITY_ANCHOR, therapyAnchorOf } from './rules.ts'
import { ServiceCard } from './service-cards.tsx'
import { ServiceCardsSkeleton, ServiceRows } from './service-skeleton.tsx'

function Services({ groupLink }: ServicesProps) {
  const query = useQuery(servicesQuery)
  return (
    <ListState query={query} thing="los servicios" skeleton={<ServiceCardsSkeleton />}>
      {(services) => (
        <ServiceRows items={services}>
          {(service, index) => {
            const anchor = therapyAnchorOf(service, index)
            return (
              <ServiceCard
                key={service.id}
                service={service}
                anchor={anchor}
                groupLink={anchor === COMMUNITY_ANCHOR ? groupLink : undefined}
              />
            )
          }}
        </ServiceRows>
      )}
    </ListState>
  )
}

export interface ServicesProps {
  /** The community card's link to the challenges' group, from the owner's settings. */
  groupLink: string
}

export default function LiveServices(props: ServicesProps) {
  return (
    <QueryProvider>
      <Services {...props} />
    </QueryProvider>
  )
}
