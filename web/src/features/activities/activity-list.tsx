import { Box } from '@chakra-ui/react/box'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { Island } from '../../lib/island.tsx'
import { ActivityCardSkeleton, ActivityGrid } from './activity-card.tsx'
import { ActivityFilterSkeleton } from './activity-filter.tsx'

export interface ActivityListProps {
  /** `home`: featured activities, filter of five types; `page`: visible ones, every type. */
  variant: 'home' | 'page'
  headingLevel: 'h2' | 'h3'
}

const SKELETON = {
  home: { filters: 6, cards: 3 },
  page: { filters: 8, cards: 6 },
} as const

/** Filter buttons and cards in their loading shape. */
export function ActivityListSkeleton({ variant }: { variant: ActivityListProps['variant'] }) {
  const { filters, cards } = SKELETON[variant]
  return (
    <Box aria-busy="true">
      <VisuallyHidden>Cargando las actividades</VisuallyHidden>
      <ActivityFilterSkeleton count={filters} />
      <ActivityGrid>
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ActivityCardSkeleton key={index} />
        ))}
      </ActivityGrid>
    </Box>
  )
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
