import { Island } from '../../lib/island.tsx'
import { WhenNear } from '../../lib/when-near.tsx'
import { ActivityListSkeleton } from './activity-skeleton.tsx'

export interface ActivityListProps {
  /** `home`: featured activities, filter of five types; `page`: visible ones, every type. */
  variant: 'home' | 'page'
  headingLevel: 'h2' | 'h3'
}

/** The activities with their filter, loaded after the page is interactive. */
export function ActivityList(props: ActivityListProps) {
  const skeleton = <ActivityListSkeleton variant={props.variant} />
  const island = <Island name="activities" fallback={skeleton} props={{ ...props }} />
  // On the home page the list is one section of many: it starts when it is about to be seen.
  return props.variant === 'home' ? <WhenNear placeholder={skeleton}>{island}</WhenNear> : island
}
