import ICAL from 'ical.js'

/** One end of an event as a calendar app shows it. */
export interface ReadMoment {
  /** `2027-01-15T17:00` for a time, `2027-01-15` for a whole day. */
  wall: string
  /** The zone the time is in (`Europe/Madrid`), `UTC`, or `floating` for a whole day. */
  zone: string
  /** The instant, with the zone's rules as the file itself defines them. */
  instant: string
}

export interface ReadEvent {
  uid: string
  summary: string
  location: string
  allDay: boolean
  start: ReadMoment
  end: ReadMoment
}

/**
 * An iCalendar file read by a calendar parser (ical.js), the way an app reads it: the zones the
 * file defines (VTIMEZONE) are the ones its times are read in, so a wrong rule shows as a wrong
 * instant.
 */
export function readCalendar(text: string): { name?: string; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone)
  }
  const moment = (time: ICAL.Time): ReadMoment => ({
    wall: time.isDate ? time.toString() : time.toString().slice(0, 16),
    zone: time.zone?.tzid ?? 'floating',
    instant: time.toJSDate().toISOString(),
  })
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      allDay: event.startDate.isDate,
      start: moment(event.startDate),
      end: moment(event.endDate),
    }
  })
  const name = calendar.getFirstPropertyValue('x-wr-calname')
  return { name: typeof name === 'string' ? name : undefined, events }
}
