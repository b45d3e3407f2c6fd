import type { ReactNode } from 'react'
import { FaCalendarAlt, FaCalendarPlus, FaMapMarkerAlt, FaTag, FaVideo } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { badge } from '#styled/recipes'
import { MediaImage } from '../../components/content/media-image.tsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { Card } from '../../components/plain/card.tsx'
import { isSiteAddress, LinkButton } from '../../components/plain/link-button.tsx'
import { bareList, cardTitle } from '../../components/plain/looks.ts'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { env } from '../../lib/env.ts'
import { safeHref } from '../../lib/safe-href.ts'
import { cardBody, cardFooterLook } from './activities.styles.ts'
import { ACTIVITY_IMAGE_HEIGHT, ACTIVITY_IMAGE_WIDTH } from './activity-skeleton.tsx'
import { googleCalendarUrl, icsDataUrl } from './calendar.ts'
import type { Activity } from './queries.ts'
import {
  activityActions,
  activityCalendarEntry,
  activityPagePath,
  activityPlace,
  activityShortText,
  activityWhen,
  type StatusColor,
  shownStatus,
  typeLabel,
  WAITING_LIST_TEXT,
  waitingListTarget,
} from './rules.ts'

const detailLook = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  fontSize: 'sm',
  lineHeight: '1.5',
  color: 'gray.700',
})
const detailIconLook = css({ flexShrink: '0', pt: '0.5', color: 'brand.700' })
const waitingListLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'brand.700',
  textDecoration: 'underline',
})
const actionsLook = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const badgesLook = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
// The status badge takes its palette's subtle background and text colour.
const statusBadge = badge({ variant: 'subtle', size: 'md' })
const STATUS_PALETTES: Readonly<Record<StatusColor, string>> = {
  orange: css({ colorPalette: 'orange' }),
  green: css({ colorPalette: 'green' }),
  gray: css({ colorPalette: 'gray' }),
  red: css({ colorPalette: 'red' }),
  blue: css({ colorPalette: 'blue' }),
}
const typeBadgeLook = cx(badge({ variant: 'outline', size: 'md' }), css({ colorPalette: 'gray' }))
const titleLook = css(cardTitle, { fontSize: 'xl' })
const detailsLook = css(bareList, { display: 'flex', flexDirection: 'column', gap: '1.5' })
const textLook = css({ m: '0', fontSize: 'sm', lineHeight: '1.5', color: 'gray.700' })
const moreLook = css({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.800' },
})

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: string }) {
  return (
    <li className={detailLook}>
      <span className={detailIconLook}>{icon}</span>
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
  if (!href) return <span className={waitingListLook}>{WAITING_LIST_TEXT}</span>
  if (isSiteAddress(href)) {
    return (
      <a className={waitingListLook} href={href}>
        {WAITING_LIST_TEXT}
        <ForActivity title={activityTitle} />
      </a>
    )
  }
  return (
    <a className={waitingListLook} href={href} target="_blank" rel="noopener noreferrer">
      {WAITING_LIST_TEXT}
      <ForActivity title={activityTitle} />
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}

const ACTION_VARIANTS = { reserve: 'solid', cta: 'outline', second: 'ghost' } as const

/** Its status and its type. */
export function ActivityBadges({ activity }: { activity: Activity }) {
  const status = shownStatus(activity)
  const type = typeLabel(activity.type)
  return (
    <div className={badgesLook}>
      <span className={cx(statusBadge, STATUS_PALETTES[status.color])}>{status.label}</span>
      {type && <span className={typeBadgeLook}>{type}</span>}
    </div>
  )
}

/** When, where and for how much, each only when the owner gave it. */
export function ActivityFacts({ activity }: { activity: Activity }) {
  const place = activityPlace(activity)
  const when = activityWhen(activity)
  if (!when && !place && !activity.price) return null
  return (
    <ul className={detailsLook}>
      {when && (
        <Detail icon={<FaCalendarAlt aria-hidden="true" />} label="Fecha">
          {when}
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
  )
}

/** Its buttons (reserve, call to action, second button) and the waiting list, when it has any. */
export function ActivityButtons({
  activity,
  size = 'sm',
}: {
  activity: Activity
  size?: 'sm' | 'md'
}) {
  const waitingList = waitingListTarget(activity)
  const actions = activityActions(activity)
  if (actions.length === 0 && !waitingList) return null
  return (
    <>
      {actions.length > 0 && (
        <div className={actionsLook}>
          {actions.map((action) => (
            <LinkButton
              key={action.kind}
              to={action.to}
              variant={ACTION_VARIANTS[action.kind]}
              size={size}
              pill
            >
              {action.text}
              <ForActivity title={activity.title} />
            </LinkButton>
          ))}
        </div>
      )}
      {waitingList && <WaitingListLink to={waitingList} activityTitle={activity.title} />}
    </>
  )
}

const calendarLook = css({ fontSize: 'sm', color: 'gray.700' })
const calendarSummaryLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '6',
  fontWeight: 'semibold',
  color: 'brand.700',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.800' },
})
const calendarLinksLook = css(bareList, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  pt: '2',
})

/**
 * 'Añadir al calendario' for an activity with a start that is not over: an iCalendar file (a
 * data: address the browser downloads, for Apple, Outlook and the rest) and Google Calendar's
 * page. A native `<details>`: it opens by keyboard and without script.
 */
export function CalendarLinks({
  activity,
  centreAddress,
}: {
  activity: Activity
  centreAddress?: string
}) {
  const entry = activityCalendarEntry(activity, { siteUrl: env.siteUrl, centreAddress })
  if (!entry) return null
  return (
    <details className={calendarLook}>
      <summary className={calendarSummaryLook}>
        <FaCalendarPlus aria-hidden="true" />
        Añadir al calendario
        <ForActivity title={activity.title} />
      </summary>
      <ul className={calendarLinksLook}>
        <li>
          <a
            className={buttonClass({ variant: 'outline', size: 'sm', pill: true })}
            href={icsDataUrl(entry)}
            download={`actividad-${activity.id}.ics`}
          >
            Archivo .ics (Apple, Outlook…)
          </a>
        </li>
        <li>
          <a
            className={buttonClass({ variant: 'outline', size: 'sm', pill: true })}
            href={googleCalendarUrl(entry)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Google Calendar
            <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
          </a>
        </li>
      </ul>
    </details>
  )
}

/** One activity: picture, status and type, title, when, where, price, text and its buttons. */
export function ActivityCard({
  activity,
  headingLevel,
  leading = false,
  centreAddress,
}: {
  activity: Activity
  headingLevel: 'h2' | 'h3'
  /** Where a calendar entry says it happens when the activity names no place. */
  centreAddress?: string
  /** The first card of the page's own list, in view on arrival: its picture is asked for at once. */
  leading?: boolean
}) {
  const hasButtons = activityActions(activity).length > 0 || waitingListTarget(activity)
  const Title = headingLevel
  return (
    <li>
      <Card
        bodyCss={cardBody}
        media={
          <MediaImage
            src={activity.imageUrl}
            alt={activity.imageAlt ?? ''}
            width={ACTIVITY_IMAGE_WIDTH}
            height={ACTIVITY_IMAGE_HEIGHT}
            sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw"
            priority={leading}
          />
        }
        footer={
          hasButtons && (
            <div className={cardFooterLook}>
              <ActivityButtons activity={activity} />
            </div>
          )
        }
      >
        <ActivityBadges activity={activity} />
        <Title className={titleLook}>{activity.title}</Title>
        <ActivityFacts activity={activity} />
        <p className={textLook}>{activityShortText(activity)}</p>
        <CalendarLinks activity={activity} centreAddress={centreAddress} />
        <a className={moreLook} href={activityPagePath(activity)}>
          Ver más detalles
          <ForActivity title={activity.title} />
        </a>
      </Card>
    </li>
  )
}
