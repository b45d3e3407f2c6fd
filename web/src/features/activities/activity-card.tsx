import type { CSSProperties, ReactNode } from 'react'
import { FaCalendarAlt, FaMapMarkerAlt, FaTag, FaVideo } from 'react-icons/fa'
import { MediaImage } from '../../components/content/media-image.tsx'
import { Card } from '../../components/plain/card.tsx'
import { isSiteAddress, LinkButton } from '../../components/plain/link-button.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import styles from './activities.module.css'
import { ACTIVITY_IMAGE_HEIGHT, ACTIVITY_IMAGE_WIDTH } from './activity-skeleton.tsx'
import type { Activity } from './queries.ts'
import {
  activityActions,
  activityPlace,
  activityShortText,
  statusDisplay,
  typeLabel,
  WAITING_LIST_TEXT,
  waitingListTarget,
} from './rules.ts'

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: string }) {
  return (
    <li className={styles.detail}>
      <span className={styles.detailIcon}>{icon}</span>
      <span>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </span>
    </li>
  )
}

/**
 * Every card has a 'Reservar plaza': screen-reader users hearing a list of links need to know
 * which activity each one is for.
 */
function ForActivity({ title }: { title: string }) {
  return <VisuallyHidden>: {title}</VisuallyHidden>
}

function WaitingListLink({ to, activityTitle }: { to: string; activityTitle: string }) {
  const href = safeHref(to)
  if (!href) return <span className={styles.waitingList}>{WAITING_LIST_TEXT}</span>
  if (isSiteAddress(href)) {
    return (
      <a className={styles.waitingList} href={href}>
        {WAITING_LIST_TEXT}
        <ForActivity title={activityTitle} />
      </a>
    )
  }
  return (
    <a className={styles.waitingList} href={href} target="_blank" rel="noopener noreferrer">
      {WAITING_LIST_TEXT}
      <ForActivity title={activityTitle} />
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}

const ACTION_VARIANTS = { reserve: 'solid', cta: 'outline', second: 'ghost' } as const

/** One activity: picture, status and type, title, when, where, price, text and its buttons. */
export function ActivityCard({
  activity,
  headingLevel,
  leading = false,
}: {
  activity: Activity
  headingLevel: 'h2' | 'h3'
  /** The first card of the page's own list, in view on arrival: its picture is asked for at once. */
  leading?: boolean
}) {
  const status = statusDisplay(activity.status)
  const type = typeLabel(activity.type)
  const place = activityPlace(activity)
  const waitingList = waitingListTarget(activity)
  const actions = activityActions(activity)
  const Title = headingLevel
  return (
    <li>
      <Card
        bodyClassName={styles.body}
        media={
          <MediaImage
            src={activity.imageUrl}
            alt=""
            width={ACTIVITY_IMAGE_WIDTH}
            height={ACTIVITY_IMAGE_HEIGHT}
            sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw"
            priority={leading}
          />
        }
        footer={
          (actions.length > 0 || waitingList) && (
            <div className={styles.footer}>
              {actions.length > 0 && (
                <div className={styles.actions}>
                  {actions.map((action) => (
                    <LinkButton
                      key={action.kind}
                      to={action.to}
                      variant={ACTION_VARIANTS[action.kind]}
                      size="sm"
                      pill
                    >
                      {action.text}
                      <ForActivity title={activity.title} />
                    </LinkButton>
                  ))}
                </div>
              )}
              {waitingList && <WaitingListLink to={waitingList} activityTitle={activity.title} />}
            </div>
          )
        }
      >
        <div className={styles.badges}>
          <span
            className={styles.status}
            style={
              {
                '--palette-subtle': `var(--chakra-colors-${status.color}-subtle)`,
                '--palette-fg': `var(--chakra-colors-${status.color}-fg)`,
              } as CSSProperties
            }
          >
            {status.label}
          </span>
          {type && <span className={styles.type}>{type}</span>}
        </div>
        <Title className={styles.title}>{activity.title}</Title>
        <ul className={styles.details}>
          {activity.date && (
            <Detail icon={<FaCalendarAlt aria-hidden="true" />} label="Fecha">
              {activity.date}
            </Detail>
          )}
          {place && (
            <Detail
              icon={
                activity.isOnline ? (
                  <FaVideo aria-hidden="true" />
                ) : (
                  <FaMapMarkerAlt aria-hidden="true" />
                )
              }
              label="Lugar"
            >
              {place}
            </Detail>
          )}
          {activity.price && (
            <Detail icon={<FaTag aria-hidden="true" />} label="Precio">
              {activity.price}
            </Detail>
          )}
        </ul>
        <p className={styles.text}>{activityShortText(activity)}</p>
      </Card>
    </li>
  )
}
