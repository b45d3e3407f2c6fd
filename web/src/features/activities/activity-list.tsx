import { Island } from '../../lib/island.tsx'
import ActivitiesLive from './activities-live.tsx'
import { ActivityListSkeleton } from './activity-skeleton.tsx'

export interface ActivityListProps {
  /** `home`: featured activities, filter of five types; `page`: visible ones, every type. */
  variant: 'home' | 'page'
  headingLevel: 'h2' | 'h3'
}

/** The activities with their filter, loaded when the list is about to be seen. */
export function ActivityList(props: ActivityListProps) {
  return (
    <Island
      of={ActivitiesLive}
      fallback={<ActivityListSkeleton variant={props.variant} />}
      props={{ ...props }}
      baked
    />
  )
}
