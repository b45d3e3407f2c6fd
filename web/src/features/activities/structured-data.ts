import { absoluteUrl } from '../../components/content/json-ld.tsx'
import { schemaDates } from './calendar.ts'
import type { Activity } from './queries.ts'
import { activityPagePath, MONTH_NAMES } from './rules.ts'

const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/
const SPANISH_DATE = new RegExp(
  `\\b(\\d{1,2})(?:\\s+al\\s+\\d{1,2})?\\s+de\\s+(${MONTH_NAMES.join('|')})(?:\\s+de\\s+(\\d{4}))?`,
  'i',
)

/**
 * The day an activity starts, as schema.org wants it (YYYY-MM-DD), read from the owner's text:
 * an ISO date, or the first "<day> de <month> [de <year>]" ("Del 12 al 14 de septiembre" starts
 * on the 12th). Without a year, the next such day from `today`. Undefined when the text names
 * no day.
 */
export function activityStartDate(
  text: string | null | undefined,
  today: Date,
): string | undefined {
  const iso = text && ISO_DATE.exec(text)
  if (iso) return iso[0]
  const spanish = text && SPANISH_DATE.exec(text)
  if (!spanish) return undefined
  const day = Number(spanish[1])
  const month = MONTH_NAMES.indexOf(spanish[2].toLowerCase())
  let year = spanish[3] ? Number(spanish[3]) : today.getFullYear()
  const startOfToday = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  if (!spanish[3] && Date.UTC(year, month, day) < startOfToday) year += 1
  const date = new Date(Date.UTC(year, month, day))
  if (date.getUTCMonth() !== month) return undefined
  return date.toISOString().slice(0, 10)
}

/**
 * An activity as a schema.org `Event`, when it has a start (its `startDate`/`endDate` come from
 * it) or its text names the day it starts (undefined otherwise); its address is its own page.
 */
export function activityEvent(activity: Activity, siteUrl: string, today: Date) {
  const dates = schemaDates(activity)
  const startDate = dates?.startDate ?? activityStartDate(activity.date, today)
  if (!startDate) return undefined
  const place = activity.location?.trim()
  const page = `${siteUrl}${activityPagePath(activity)}`
  return {
    '@type': 'Event',
    name: activity.title,
    description: activity.shortDescription?.trim() || activity.description,
    startDate,
    ...(dates?.endDate ? { endDate: dates.endDate } : {}),
    eventAttendanceMode: activity.isOnline
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    ...(activity.isOnline
      ? { location: { '@type': 'VirtualLocation', url: page } }
      : place
        ? { location: { '@type': 'Place', name: place, address: place } }
        : {}),
    ...(activity.imageUrl ? { image: absoluteUrl(activity.imageUrl, siteUrl) } : {}),
    url: page,
  }
}

/** schema.org `Event`s of the activities that name the day they start. */
export function activitiesJsonLd(activities: readonly Activity[], siteUrl: string, today: Date) {
  const events = activities.flatMap((activity) => {
    const event = activityEvent(activity, siteUrl, today)
    return event ? [event] : []
  })
  return events.length > 0 ? { '@context': 'https://schema.org', '@graph': events } : undefined
}
