import { Island } from '../../lib/island.tsx'
import { ActivityListSkeleton } from './activity-skeleton.tsx'

export interface ActivityListProps {
  /** `home`: featured activities, filter of five types; `page`: visible ones, every type. */
  variant: 'home' | 'page'
  headingLevel: 'h2' | 'h3'
}

const loadLiveActivities = () => import('./activities-live.tsx')

/** The activities with their filter, loaded after the page is interactive. */
export function ActivityList(props: ActivityListProps) {
  return (
    <Island
      load={loadLiveActivities}
      fallback={<ActivityListSkeleton variant={props.variant} />}
      props={{ ...props }}
    />
  )
}
