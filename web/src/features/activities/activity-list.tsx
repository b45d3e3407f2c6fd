import { Island } from '../../lib/island.tsx'
import { useSiteSetting } from '../site-settings/site-settings.tsx'
import ActivitiesLive from './activities-live.tsx'
import { ActivityListSkeleton } from './activity-skeleton.tsx'
import type { ActivityListProps } from './list-props.ts'

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
