import { type CalendarEntry, icsText } from './calendar.ts'
import type { Activity } from './queries.ts'
import { activityCalendarEntry } from './rules.ts'

/** The calendar visitors subscribe to, written by the build beside the pages (scripts/prerender.ts). */
export const ACTIVITIES_FEED_PATH = '/actividades.ics'

/**
 * How often a subscribed app should read the feed again: a rebuild follows every edit, but apps
 * poll on their own clock, and the lightest of them would otherwise wait a day or more.
 */
const REFRESH_HOURS = 6

/**
 * The feed of the activities visitors see (the list they are given, in its order): those with a
 * start that have not ended, each as its own "Añadir al calendario" file has it.
 */
export function activitiesFeed(
  visible: readonly Activity[],
  where: { siteUrl: string; centreAddress?: string; siteName: string },
): string {
  const entries = visible
    .map((activity) => activityCalendarEntry(activity, where))
    .filter((entry): entry is CalendarEntry => entry !== undefined)
  return icsText(entries, { name: `Actividades · ${where.siteName}`, refreshHours: REFRESH_HOURS })
}
