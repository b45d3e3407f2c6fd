import { Island } from '../../lib/island.tsx'
import { ActivityDetailSkeleton } from './activity-detail-layout.tsx'
import ActivityDetailLive from './activity-detail-live.tsx'

/**
 * One visible activity, drawn from the list the page bakes in (`/api/activities/visible`);
 * `centreAddress` (setting `legal_address`, read by the page) places a calendar entry.
 */
export function ActivityDetail({ id, centreAddress }: { id: string; centreAddress?: string }) {
  return (
    <Island
      of={ActivityDetailLive}
      baked
      fallback={<ActivityDetailSkeleton />}
      props={{ id, centreAddress }}
    />
  )
}
