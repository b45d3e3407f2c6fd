import { describe, expect, it } from 'vitest'
import { readCalendar } from '../../test/calendar.ts'
import {
  activityEndsAt,
  type CalendarEntry,
  escapeText,
  eventSpan,
  foldLine,
  googleCalendarUrl,
  icsDataUrl,
  icsText,
  madridInstant,
} from './calendar.ts'

/**
 * Stricter than a calendar parser (ical.js, below, forgives): what RFC 5545 asks of our file:
 * CRLF line ends, folded lines of at most 75 octets, escaped TEXT values, one VEVENT inside one
 * VCALENDAR with VERSION and PRODID (after Madrid's VTIMEZONE when a time names it), and UID,
 * DTSTAMP and DTSTART (Madrid's wall clock or VALUE=DATE) in it. Answers the calendar's and the
 * event's properties.
 */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n'), 'ends with CRLF').toBe(true)
  const physical = text.slice(0, -2).split('\r\n')
  for (const line of physical) {
    expect(line, 'no bare LF or CR').not.toMatch(/[\r\n]/)
    expect(new TextEncoder().encode(line).length, `at most 75 octets: ${line}`).toBeLessThanOrEqual(
      75,
    )
  }
  // Unfold: a line starting with a space continues the one before.
  const lines: string[] = []
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1)
    else lines.push(line)
  }
  const properties = lines.map((line) => {
    const match = /^([A-Z-]+)((?:;[A-Z-]+=[^:;]+)*):(.*)$/.exec(line)
    expect(match, `a content line: ${line}`).not.toBeNull()
    const [, name, params, value] = match as RegExpExecArray
    return { name, params, value }
  })
  const components = properties
    .map((p) => `${p.name}:${p.value}`)
    .filter((l) => /^(BEGIN|END):V(CALENDAR|EVENT|TIMEZONE)$/.test(l))
  const timed = properties.some((p) => p.params === ';TZID=Europe/Madrid')
  expect(components).toEqual([
    'BEGIN:VCALENDAR',
    ...(timed ? ['BEGIN:VTIMEZONE', 'END:VTIMEZONE'] : []),
    'BEGIN:VEVENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ])
  const inEvent = properties.slice(
    properties.findIndex((p) => p.value === 'VEVENT'),
    properties.findLastIndex((p) => p.value === 'VEVENT'),
  )
  const event: Record<string, { params: string; value: string }> = {}
  for (const { name, params, value } of inEvent) {
    if (name === 'BEGIN' || name === 'END') continue
    expect(event[name], `${name} once`).toBeUndefined()
    event[name] = { params, value }
  }
  for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY']) {
    expect(event[name], name).toBeDefined()
  }
  for (const name of ['VERSION', 'PRODID']) {
    expect(
      properties.filter((p) => p.name === name),
      name,
    ).toHaveLength(1)
  }
  expect(properties.find((p) => p.name === 'VERSION')?.value).toBe('2.0')
  expect(event.DTSTAMP.value).toMatch(/^\d{8}T\d{6}Z$/)
  for (const name of ['DTSTART', 'DTEND']) {
    const { params, value } = event[name]
    if (params === ';VALUE=DATE') expect(value).toMatch(/^\d{8}$/)
    else {
      expect(params, `${name} on Madrid's clock`).toBe(';TZID=Europe/Madrid')
      expect(value).toMatch(/^\d{8}T\d{6}$/)
    }
  }
  for (const name of ['SUMMARY', 'DESCRIPTION', 'LOCATION']) {
    // An unescaped comma or semicolon would split a TEXT value.
    if (event[name]) expect(event[name].value).not.toMatch(/(^|[^\\])(\\\\)*[,;]/)
  }
  const unescaped = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))
  return Object.fromEntries(
    Object.entries(event).map(([name, { params, value }]) => [
      name,
      { params, value: unescaped(value) },
    ]),
  )
}

const ENTRY: CalendarEntry = {
  uid: 'actividad-2@sitio.es',
  title: 'Taller de cocina; sano, rico y \\ fácil',
  description:
    'Aprenderemos a preparar un menú completo que cuida el intestino: caldos, fermentados sencillos y postres.\n\nhttps://sitio.es/actividades/2',
  url: 'https://sitio.es/actividades/2',
  location: 'Centro de Bienestar, Calle Mayor 1; Albacete',
  span: eventSpan({
    startDate: '2027-10-02',
    startTime: '10:00',
    endDate: '2027-10-02',
    endTime: '14:00',
  }) as CalendarEntry['span'],
  stamp: new Date('2026-11-20T09:15:00.123Z'),
}

describe('activity calendar file', () => {
  it('is a valid iCalendar event: its texts, place and times read back as given', () => {
    const event = parseIcs(icsText([ENTRY]))
    expect(event.SUMMARY.value).toBe(ENTRY.title)
    expect(event.DESCRIPTION.value).toBe(ENTRY.description)
    expect(event.LOCATION.value).toBe(ENTRY.location)
    expect(event.UID.value).toBe('actividad-2@sitio.es')
    expect(event.DTSTAMP.value).toBe('20261120T091500Z')
    expect(event.DTSTART).toEqual({ params: ';TZID=Europe/Madrid', value: '20271002T100000' })
    expect(event.DTEND).toEqual({ params: ';TZID=Europe/Madrid', value: '20271002T140000' })
  })

  it('opens in a calendar parser (ical.js) as one event with its title, place and times', () => {
    const { events } = readCalendar(icsText([ENTRY]))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      uid: ENTRY.uid,
      summary: ENTRY.title,
      location: ENTRY.location,
      allDay: false,
      start: { wall: '2027-10-02T10:00', zone: 'Europe/Madrid' },
      end: { wall: '2027-10-02T14:00', zone: 'Europe/Madrid' },
    })
  })

  it.each([
    ['in winter', '2027-01-15', '2027-01-15T16:00:00.000Z'],
    ['in summer', '2027-07-15', '2027-07-15T15:00:00.000Z'],
    ['the day summer time starts', '2027-03-28', '2027-03-28T15:00:00.000Z'],
    ['the day summer time ends', '2027-10-31', '2027-10-31T16:00:00.000Z'],
  ])(
    'an activity at 17:00 reads 17:00 in Europe/Madrid %s, at the right instant',
    (_, day, instant) => {
      const span = eventSpan({ startDate: day, startTime: '17:00' }) as CalendarEntry['span']
      const [event] = readCalendar(icsText([{ ...ENTRY, span }])).events
      expect(event.allDay).toBe(false)
      expect(event.start).toEqual({ wall: `${day}T17:00`, zone: 'Europe/Madrid', instant })
      expect(event.end.wall).toBe(`${day}T18:00`)
    },
  )

  it('an activity with a start time keeps it when its end day has no time', () => {
    const sameDay = eventSpan({
      startDate: '2027-01-15',
      startTime: '17:00',
      endDate: '2027-01-15',
    })
    const [short] = readCalendar(
      icsText([{ ...ENTRY, span: sameDay as CalendarEntry['span'] }]),
    ).events
    expect([short.start.wall, short.end.wall]).toEqual(['2027-01-15T17:00', '2027-01-15T18:00'])
    // Over several days it lasts until the end of the last, when the database holds it over.
    const days = eventSpan({ startDate: '2027-01-15', startTime: '17:00', endDate: '2027-01-17' })
    const [long] = readCalendar(icsText([{ ...ENTRY, span: days as CalendarEntry['span'] }])).events
    expect(long.allDay).toBe(false)
    expect([long.start.wall, long.end.wall]).toEqual(['2027-01-15T17:00', '2027-01-18T00:00'])
  })

  it('an activity with a day and no time is all-day (VALUE=DATE), the end being the day after the last', () => {
    const span = eventSpan({ startDate: '2027-12-30', endDate: '2027-12-31' })
    const ics = icsText([{ ...ENTRY, span: span as CalendarEntry['span'] }])
    const event = parseIcs(ics)
    expect(event.DTSTART).toEqual({ params: ';VALUE=DATE', value: '20271230' })
    expect(event.DTEND).toEqual({ params: ';VALUE=DATE', value: '20280101' })
    expect(ics).not.toContain('VTIMEZONE')
    const [read] = readCalendar(ics).events
    expect(read.allDay).toBe(true)
    expect([read.start.wall, read.end.wall]).toEqual(['2027-12-30', '2028-01-01'])
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'ñandú '.repeat(40)}`
    const folded = foldLine(line)
    for (const piece of folded.split('\r\n')) {
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75)
    }
    expect(folded.replaceAll('\r\n ', '')).toBe(line)
  })

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('drops the control characters a TEXT value may not hold, and keeps the escaped line breaks and tabs', () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('')
    expect(escapeText(`a${controls}b\u007fc\u0085d`)).toBe('a\t\\n\\nbcd')
    const ics = icsText([{ ...ENTRY, title: 'Yoga\u000b al\u000c aire\u0000 libre' }])
    expect(ics).toContain('SUMMARY:Yoga al aire libre\r\n')
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/(?!\t)\p{Cc}/u)
  })

  it('is offered as a data: address of type text/calendar', () => {
    const url = icsDataUrl(ENTRY)
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true)
    expect(decodeURIComponent(url.split(',').slice(1).join(','))).toBe(icsText([ENTRY]))
  })
})

describe('activity dates as instants', () => {
  it("reads the owner's times on Madrid's clock, in winter and in summer", () => {
    expect(madridInstant('2027-01-15', '18:30').toISOString()).toBe('2027-01-15T17:30:00.000Z')
    expect(madridInstant('2027-07-15', '18:30').toISOString()).toBe('2027-07-15T16:30:00.000Z')
    // The night summer time starts (28 March 2027, 02:00 -> 03:00) and ends (31 October).
    expect(madridInstant('2027-03-28', '12:00').toISOString()).toBe('2027-03-28T10:00:00.000Z')
    expect(madridInstant('2027-10-31', '12:00').toISOString()).toBe('2027-10-31T11:00:00.000Z')
  })

  it('a timed start without an end lasts an hour; a day without time is a whole day; a start time makes it timed', () => {
    expect(eventSpan({ startDate: '2027-09-17', startTime: '19:30' })).toEqual({
      allDay: false,
      start: new Date('2027-09-17T17:30:00Z'),
      end: new Date('2027-09-17T18:30:00Z'),
    })
    expect(eventSpan({ startDate: '2027-09-17' })).toEqual({
      allDay: true,
      firstDay: '2027-09-17',
      dayAfterLast: '2027-09-18',
    })
    expect(
      eventSpan({ startDate: '2027-09-17', startTime: '10:00', endDate: '2027-09-19' }),
    ).toEqual({
      allDay: false,
      start: new Date('2027-09-17T08:00:00Z'),
      end: new Date('2027-09-19T22:00:00Z'),
    })
    // A calendar entry's two ends are of one kind: an end time without a start time is whole days.
    expect(eventSpan({ startDate: '2027-09-17', endDate: '2027-09-19', endTime: '14:00' })).toEqual(
      { allDay: true, firstDay: '2027-09-17', dayAfterLast: '2027-09-20' },
    )
    expect(eventSpan({ date: 'Pronto' } as never)).toBeUndefined()
  })
})

describe('when an activity is over (as the database reads it)', () => {
  it('at its end; a day without time at midnight in Madrid; without an end, its start day', () => {
    expect(activityEndsAt({ startDate: '2027-05-15', endDate: '2027-05-16' })?.toISOString()).toBe(
      '2027-05-16T22:00:00.000Z',
    )
    expect(
      activityEndsAt({
        startDate: '2027-01-15',
        endDate: '2027-01-15',
        endTime: '20:30',
      })?.toISOString(),
    ).toBe('2027-01-15T19:30:00.000Z')
    expect(activityEndsAt({ startDate: '2027-01-15', startTime: '19:00' })?.toISOString()).toBe(
      '2027-01-15T23:00:00.000Z',
    )
    expect(activityEndsAt({})).toBeUndefined()
  })
})

describe('Google Calendar link', () => {
  it('opens its "add event" page with the title, times, details and place', () => {
    const url = new URL(googleCalendarUrl(ENTRY))
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe(ENTRY.title)
    expect(url.searchParams.get('dates')).toBe('20271002T080000Z/20271002T120000Z')
    expect(url.searchParams.get('details')).toBe(ENTRY.description)
    expect(url.searchParams.get('location')).toBe(ENTRY.location)
  })
})
