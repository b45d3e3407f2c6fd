import { Island } from '../../lib/island.tsx'
import { useSiteSetting } from '../site-settings/site-settings.tsx'
import ActivitiesLive from './activities-live.tsx'
import { ActivityListSkeleton } from './activity-skeleton.tsx'

export interface ActivityListProps {
  /** `home`: featured activities, filter of five types; `page`: visible ones, every type. */
  variant: 'home' | 'page'
  headingLevel: 'h2' | 'h3'
  /** The centre's address (setting `legal_address`), read by the page: a calendar entry's place. */
  centreAddress?: string
}

/** The activities with their filter, loaded when the list is about to be seen. */
export function ActivityList(props: Omit<ActivityListProps, 'centreAddress'>) {
  const centreAddress = useSiteSetting('legal_address')
  return (
    <Island
      of={ActivitiesLive}
      fallback={<ActivityListSkeleton variant={props.variant} />}
      props={{ ...props, centreAddress }}
      baked
    />
  )
}
