import { CENTRE_TIME_ZONE } from '../../../../edge-functions/_shared/madrid-time.ts'
import { onFirstUse } from '../../../../edge-functions/_shared/on-first-use.ts'
import type { Activity } from './queries.ts'

/**
 * An activity's dates are the owner's wall clock at the centre: a day and an optional time of
 * Europe/Madrid (20261127200100_activity_dates.sql). This file turns them into instants, the
 * schema.org dates, iCalendar files (one activity's, and the feed of them all) and a Google
 * Calendar link. Pure: no clock is read, so the build and the browser draw the same links.
 */
type Dates = Pick<Activity, 'startDate' | 'startTime' | 'endDate' | 'endTime'>

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}(:\d{2})?$/

/**
 * The dates as this file reads them: a day only as `YYYY-MM-DD`, a time only as `HH:MM`; anything
 * else (an empty or half-typed form field) is none.
 */
function readDates(activity: Dates) {
  const day = (value: string | null | undefined) => (value && DAY.test(value) ? value : undefined)
  const time = (value: string | null | undefined) => (value && TIME.test(value) ? value : undefined)
  return {
    startDate: day(activity.startDate),
    startTime: time(activity.startTime),
    endDate: day(activity.endDate),
    endTime: time(activity.endTime),
  }
}

const madridParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: CENTRE_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
)

/** Madrid's wall clock at an instant: `year`, `month`, `day`, `hour`, `minute`, `second`. */
function madridClock(instant: Date): Record<string, string> {
  return Object.fromEntries(
    madridParts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
}

/** Minutes Madrid is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function madridOffsetMinutes(instant: number): number {
  const parts = madridClock(new Date(instant))
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return Math.round((wall - instant) / 60_000)
}

/** The instant of a Madrid wall-clock day and time (`HH:MM`, seconds ignored). */
export function madridInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const wall = utc(year, month - 1, date, hour, minute)
  let instant = wall - madridOffsetMinutes(wall) * 60_000
  // Near a change of summer time the first guess may use the other offset: settle on the one
  // in force at the instant found.
  instant = wall - madridOffsetMinutes(instant) * 60_000
  return new Date(instant)
}

/** `2027-09-17T19:30:00+02:00`: a wall-clock time with Madrid's offset, as schema.org takes it. */
function withOffset(day: string, time: string): string {
  const offset = madridOffsetMinutes(madridInstant(day, time).getTime())
  const sign = offset < 0 ? '-' : '+'
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${day}T${time.slice(0, 5)}:00${sign}${hours}:${minutes}`
}

/** Date.UTC without its reading of years 0-99 as 1900-1999. */
function utc(year: number, month: number, date: number, hour = 0, minute = 0): number {
  const instant = new Date(Date.UTC(2000, month, date, hour, minute))
  instant.setUTCFullYear(year + instant.getUTCFullYear() - 2000)
  return instant.getTime()
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(utc(year, month - 1, date + 1)).toISOString().slice(0, 10)
}

/**
 * When an activity is over, as the database reads it (`public.is_upcoming`): its end, or the end
 * of its start day when it has no end; a day without a time ends at midnight in Madrid.
 * Undefined without a start (never over).
 */
export function activityEndsAt(activity: Dates): Date | undefined {
  const { startDate, endDate, endTime } = readDates(activity)
  if (!startDate) return undefined
  if (endDate && endTime) return madridInstant(endDate, endTime)
  return madridInstant(nextDay(endDate ?? startDate), '00:00')
}

/** An activity's time span: whole days, or from one instant to another. */
export type EventSpan =
  | { allDay: true; firstDay: string; dayAfterLast: string }
  | { allDay: false; start: Date; end: Date }

/** A timed start without an end is taken to last an hour (calendars need an end). */
const DEFAULT_DURATION_MS = 60 * 60 * 1000

/**
 * The span of an activity with a start: timed whenever it has a start time, whole days from the
 * start day to the end day (or the start day alone) when it has none, since a calendar entry's
 * two ends are of one kind. A timed start ends at its end time, at the end of a later end day
 * given without a time (when the database holds it over), or an hour later. Undefined without a
 * start.
 */
export function eventSpan(activity: Dates): EventSpan | undefined {
  const { startDate, startTime, endDate, endTime } = readDates(activity)
  if (!startDate) return undefined
  if (!startTime) {
    return { allDay: true, firstDay: startDate, dayAfterLast: nextDay(endDate ?? startDate) }
  }
  const start = madridInstant(startDate, startTime)
  if (endDate && endTime) return { allDay: false, start, end: madridInstant(endDate, endTime) }
  if (endDate && endDate > startDate) {
    return { allDay: false, start, end: madridInstant(nextDay(endDate), '00:00') }
  }
  return { allDay: false, start, end: new Date(start.getTime() + DEFAULT_DURATION_MS) }
}

/** schema.org's `startDate` and `endDate`: a day, or a time with Madrid's offset. */
export function schemaDates(activity: Dates): { startDate: string; endDate?: string } | undefined {
  const { startDate, startTime, endDate, endTime } = readDates(activity)
  if (!startDate) return undefined
  const start = startTime ? withOffset(startDate, startTime) : startDate
  const end = endDate ? (endTime ? withOffset(endDate, endTime) : endDate) : undefined
  return end ? { startDate: start, endDate: end } : { startDate: start }
}

/** What a calendar entry says: the activity's name, its text, its address and its place. */
export interface CalendarEntry {
  uid: string
  title: string
  description: string
  url: string
  location: string
  span: EventSpan
  /** When the entry was last changed (the activity's `updatedAt`): iCalendar's DTSTAMP. */
  stamp: Date
}

const basicDay = (day: string) => day.replaceAll('-', '')
/** `20270917T173000Z` */
const basicUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(/[-:]/g, '')

/**
 * A control character other than the tab, which a TEXT value may not hold (RFC 5545 3.1, CONTROL;
 * the tab is WSP, which TEXT allows): a strict parser may refuse the whole file for one.
 */
const CONTROL = /(?!\t)\p{Cc}/gu

/**
 * RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in a TEXT value; any
 * other control character has no escape and is dropped.
 */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replaceAll(/\r\n|\r|\n/g, '\\n')
    .replaceAll(CONTROL, '')
}

const encoder = new TextEncoder()

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded, CRLF and one space, never
 * inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    const limit = pieces.length === 0 ? 75 : 74
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

/** How the static host serves an iCalendar file (the feed). */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** `20270917T173000`: Madrid's wall clock at an instant, which a TZID=Europe/Madrid value holds. */
function basicMadrid(instant: Date): string {
  const parts = madridClock(instant)
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
}

/**
 * Madrid's rules since 1996 (the EU's: summer time from 02:00 on the last Sunday of March to
 * 03:00 on the last Sunday of October), which a calendar needs beside a TZID of its own: not
 * every app knows the zone by name, and RFC 5545 asks for its definition in the file.
 */
const MADRID_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CENTRE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

function eventLines(entry: CalendarEntry): string[] {
  const { span } = entry
  // The owner's wall clock, not UTC: the entry shows the centre's hour and zone wherever it is
  // opened, as the owner typed it.
  const when =
    span.allDay === true
      ? [
          `DTSTART;VALUE=DATE:${basicDay(span.firstDay)}`,
          `DTEND;VALUE=DATE:${basicDay(span.dayAfterLast)}`,
        ]
      : [
          `DTSTART;TZID=${CENTRE_TIME_ZONE}:${basicMadrid(span.start)}`,
          `DTEND;TZID=${CENTRE_TIME_ZONE}:${basicMadrid(span.end)}`,
        ]
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${basicUtc(entry.stamp)}`,
    ...when,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    `URL:${entry.url}`,
    'END:VEVENT',
  ]
}

/** A calendar others subscribe to: its name, and how often an app should read it again. */
export interface CalendarFeed {
  name: string
  refreshHours: number
}

/**
 * The entries as an iCalendar file (RFC 5545): one VEVENT each, Madrid's VTIMEZONE when one is
 * timed, CRLF line ends, folded lines. With `feed`, a calendar to subscribe to (RFC 7986's NAME
 * and REFRESH-INTERVAL, and the older names Apple, Google and Outlook read).
 */
export function icsText(entries: readonly CalendarEntry[], feed?: CalendarFeed): string {
  const feedLines = feed
    ? [
        `NAME:${escapeText(feed.name)}`,
        `X-WR-CALNAME:${escapeText(feed.name)}`,
        `X-WR-TIMEZONE:${CENTRE_TIME_ZONE}`,
        `REFRESH-INTERVAL;VALUE=DURATION:PT${feed.refreshHours}H`,
        `X-PUBLISHED-TTL:PT${feed.refreshHours}H`,
      ]
    : []
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Centro de Bienestar Integral//Actividades//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...feedLines,
    ...(entries.some((entry) => !entry.span.allDay) ? MADRID_TIME_ZONE : []),
    ...entries.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The entry's file as a link a browser downloads (`<a download>`), with no request to the site. */
export function icsDataUrl(entry: CalendarEntry): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsText([entry]))}`
}

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const { span } = entry
  const dates =
    span.allDay === true
      ? `${basicDay(span.firstDay)}/${basicDay(span.dayAfterLast)}`
      : `${basicUtc(span.start)}/${basicUtc(span.end)}`
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates,
    ctz: CENTRE_TIME_ZONE,
    details: entry.description,
    location: entry.location,
  })
  return `https://calendar.google.com/calendar/render?${query.toString()}`
}
