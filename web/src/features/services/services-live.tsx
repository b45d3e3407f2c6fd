import { useQuery } from '@tanstack/react-query'
import { ListState } from '../../components/content/list-state.tsx'
import { chatLink, DEFAULT_CHAT_PHONE } from '../../components/layout/contact.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { useSetting } from '../site-settings/queries.ts'
import { servicesQuery } from './queries.ts'
import { COMMUNITY_ANCHOR, COMMUNITY_GROUP_MESSAGE, therapyAnchorOf } from './rules.ts'
import { ServiceCard } from './service-cards.tsx'
import { ServiceCardsSkeleton, ServiceRows } from './service-skeleton.tsx'

function Services() {
  const query = useQuery(servicesQuery)
  const groupLink = chatLink(useSetting('chat_phone', DEFAULT_CHAT_PHONE), COMMUNITY_GROUP_MESSAGE)
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

export default function LiveServices() {
  return (
    <QueryProvider>
      <Services />
    </QueryProvider>
  )
}
