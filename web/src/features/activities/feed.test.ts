import { describe, expect, it } from 'vitest'
import { readCalendar } from '../../test/calendar.ts'
import { activitiesFeed } from './feed.ts'
import type { Activity } from './queries.ts'

function activity(overrides: Partial<Activity> & Pick<Activity, 'id' | 'title'>): Activity {
  return { description: 'Una tarde para cuidarse.', status: 'inscripcion_abierta', ...overrides }
}

const WHERE = {
  siteUrl: 'https://sitio.es',
  centreAddress: 'Calle Mayor 1, 02001 Albacete',
  siteName: 'Centro de Bienestar Integral',
}

describe('the activities calendar feed (/actividades.ics)', () => {
  it('lists only the upcoming activities of the visible list: none that has ended, none without a start', () => {
    const visible = [
      activity({ id: 1, title: 'Charla de invierno', startDate: '2027-01-15', startTime: '17:00' }),
      activity({
        id: 2,
        title: 'Retiro de verano',
        startDate: '2027-07-09',
        endDate: '2027-07-11',
      }),
      activity({
        id: 3,
        title: 'Taller que ya pasó',
        startDate: '2026-01-10',
        startTime: '10:00',
        isUpcoming: false,
      }),
      activity({ id: 4, title: 'Reto sin fecha', date: 'Próximamente' }),
    ]
    const { name, events } = readCalendar(activitiesFeed(visible, WHERE))
    expect(name).toBe('Actividades · Centro de Bienestar Integral')
    expect(events.map((event) => event.summary)).toEqual(['Charla de invierno', 'Retiro de verano'])
    expect(events.map((event) => event.uid)).toEqual([
      'actividad-1@sitio.es',
      'actividad-2@sitio.es',
    ])
  })

  it("reads each activity as its own file does: 17:00 on Madrid's clock, whole days for a day without time, the centre's address", () => {
    const visible = [
      activity({ id: 1, title: 'Charla de invierno', startDate: '2027-01-15', startTime: '17:00' }),
      activity({ id: 2, title: 'Charla de verano', startDate: '2027-07-15', startTime: '17:00' }),
      activity({ id: 3, title: 'Retiro', startDate: '2027-07-09', endDate: '2027-07-11' }),
    ]
    const [winter, summer, retreat] = readCalendar(activitiesFeed(visible, WHERE)).events
    expect(winter.start).toEqual({
      wall: '2027-01-15T17:00',
      zone: 'Europe/Madrid',
      instant: '2027-01-15T16:00:00.000Z',
    })
    expect(summer.start).toEqual({
      wall: '2027-07-15T17:00',
      zone: 'Europe/Madrid',
      instant: '2027-07-15T15:00:00.000Z',
    })
    expect(retreat.allDay).toBe(true)
    expect([retreat.start.wall, retreat.end.wall]).toEqual(['2027-07-09', '2027-07-12'])
    expect(winter.location).toBe(WHERE.centreAddress)
  })

  it('is a calendar to subscribe to: its name, how often to read it again, one time zone for all its events; empty, still a calendar', () => {
    const feed = activitiesFeed(
      [
        activity({ id: 1, title: 'Uno', startDate: '2027-01-15', startTime: '17:00' }),
        activity({ id: 2, title: 'Dos', startDate: '2027-01-16', startTime: '17:00' }),
      ],
      WHERE,
    )
    expect(feed.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1)
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n')
    const empty = activitiesFeed([], WHERE)
    expect(readCalendar(empty)).toEqual({
      name: 'Actividades · Centro de Bienestar Integral',
      events: [],
    })
  })
})
