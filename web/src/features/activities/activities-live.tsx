import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { JsonLd } from '../../components/content/json-ld.tsx'
import { ListState } from '../../components/content/list-state.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { useDomId } from '../../lib/dom-id.tsx'
import { env } from '../../lib/env.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { ActivityCard } from './activity-card.tsx'
import { ActivityFilterButtons } from './activity-filter.tsx'
import { ActivityGrid, ActivityListSkeleton } from './activity-skeleton.tsx'
import type { ActivityListProps } from './list-props.ts'
import { type Activity, featuredActivitiesQuery, visibleActivitiesQuery } from './queries.ts'
import {
  type ActivityFilter,
  filterActivities,
  filterOptions,
  HOME_FILTER_TYPES,
  PAGE_FILTER_TYPES,
  upcomingFirst,
} from './rules.ts'
import { activitiesJsonLd } from './structured-data.ts'

function FilteredActivities({
  activities,
  variant,
  headingLevel,
  centreAddress,
}: ActivityListProps & { activities: Activity[] }) {
  const [chosen, setChosen] = useState<ActivityFilter>('all')
  const listId = useDomId()
  const options = filterOptions(
    activities,
    variant === 'home' ? HOME_FILTER_TYPES : PAGE_FILTER_TYPES,
  )
  // A refetch may take the chosen type's last activity away: fall back to all of them.
  const selected = options.some((option) => option.value === chosen) ? chosen : 'all'
  const shown = upcomingFirst(filterActivities(activities, selected))
  return (
    <>
      <ActivityFilterButtons
        options={options}
        selected={selected}
        onSelect={setChosen}
        controls={listId}
      />
      <VisuallyHidden aria-live="polite">
        {shown.length === 1 ? '1 actividad' : `${shown.length} actividades`}
      </VisuallyHidden>
      <ActivityGrid id={listId}>
        {shown.map((activity, index) => (
          <ActivityCard
            key={activity.id}
            activity={activity}
            headingLevel={headingLevel}
            leading={variant === 'page' && index === 0}
            centreAddress={centreAddress}
          />
        ))}
      </ActivityGrid>
    </>
  )
}

function Activities(props: ActivityListProps) {
  const query = useQuery(
    props.variant === 'home' ? featuredActivitiesQuery : visibleActivitiesQuery,
  )
  return (
    <ListState
      query={query}
      thing="las actividades"
      skeleton={<ActivityListSkeleton variant={props.variant} />}
      empty={<p>No hay actividades programadas en este momento.</p>}
    >
      {(activities) => {
        const events = activitiesJsonLd(activities, env.siteUrl, new Date())
        return (
          <>
            <FilteredActivities activities={activities} {...props} />
            {events && <JsonLd data={events} />}
          </>
        )
      }}
    </ListState>
  )
}

export default function LiveActivities(props: ActivityListProps) {
  return (
    <QueryProvider>
      <Activities {...props} />
    </QueryProvider>
  )
}
