import { useQuery } from '@tanstack/react-query'
import { css, cx } from '#styled/css'
import { heading } from '#styled/recipes'
import { LoadError } from '../../components/content/list-state.tsx'
import { MediaImage } from '../../components/content/media-image.tsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { ActivityBadges, ActivityButtons, ActivityFacts, CalendarLinks } from './activity-card.tsx'
import { ActivityDetailSkeleton, ActivityLayout } from './activity-detail-layout.tsx'
import { ACTIVITY_IMAGE_HEIGHT, ACTIVITY_IMAGE_WIDTH } from './activity-skeleton.tsx'
import { visibleActivitiesQuery } from './queries.ts'
import { ACTIVITY_NOT_FOUND, activityById } from './rules.ts'

const titleLook = cx(heading({ size: { base: '2xl', md: '3xl' } }), css({ color: 'brand.800' }))
const descriptionLook = css({
  m: '0',
  color: 'gray.800',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.7',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
})
const buttonsLook = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '2' })
const messageLook = css({ py: '8' })
const messageTitleLook = cx(heading({ size: '2xl' }), css({ color: 'brand.800', mb: '3' }))
const mutedLook = css({ color: 'gray.700', mb: '6' })

function NotFound() {
  return (
    <div className={messageLook}>
      <h1 className={messageTitleLook}>{ACTIVITY_NOT_FOUND}</h1>
      <p className={mutedLook}>Puede que ya no esté disponible o que el enlace no sea correcto.</p>
      <a href="/actividades" className={buttonClass({ pill: true })}>
        Ver todas las actividades
      </a>
    </div>
  )
}

function ActivityPage({ id, centreAddress }: ActivityDetailProps) {
  const activities = useQuery(visibleActivitiesQuery)
  if (activities.isPending) return <ActivityDetailSkeleton />
  if (activities.isError) {
    return (
      <div className={messageLook}>
        <h1 className={messageTitleLook}>Actividad</h1>
        <LoadError thing="la actividad" />
      </div>
    )
  }
  const activity = activityById(activities.data, id)
  if (!activity) return <NotFound />
  return (
    <article>
      <ActivityLayout
        picture={
          <MediaImage
            src={activity.imageUrl}
            alt={activity.imageAlt ?? ''}
            width={ACTIVITY_IMAGE_WIDTH}
            height={ACTIVITY_IMAGE_HEIGHT}
            priority
            sizes="(min-width: 64em) 400px, (min-width: 48em) 40vw, 100vw"
          />
        }
      >
        <ActivityBadges activity={activity} />
        <h1 className={titleLook}>{activity.title}</h1>
        <ActivityFacts activity={activity} />
        <p className={descriptionLook}>{activity.description}</p>
        <CalendarLinks activity={activity} centreAddress={centreAddress} />
        <div className={buttonsLook}>
          <ActivityButtons activity={activity} size="md" />
        </div>
      </ActivityLayout>
    </article>
  )
}

/** An activity's own page: everything the owner wrote about it, with its buttons. */
export interface ActivityDetailProps {
  id: string
  /** The centre's address (setting `legal_address`), read by the page: a calendar entry's place. */
  centreAddress?: string
}

export default function LiveActivityDetail(props: ActivityDetailProps) {
  return (
    <QueryProvider>
      <ActivityPage {...props} />
    </QueryProvider>
  )
}
