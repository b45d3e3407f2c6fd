import { describe, expect, it } from 'vitest'
import type { Activity } from './queries.ts'
import { activitiesJsonLd, activityEvent, activityStartDate } from './structured-data.ts'

const TODAY = new Date(Date.UTC(2026, 10, 24))

describe('activity structured data', () => {
  it('an activity starts on the first day its text names, in the next such day without a year', () => {
    expect(activityStartDate('Del 12 al 14 de septiembre', TODAY)).toBe('2027-09-12')
    expect(activityStartDate('Sábado 4 de diciembre, de 10:00 a 14:00', TODAY)).toBe('2026-12-04')
    expect(activityStartDate('1 de marzo de 2027', TODAY)).toBe('2027-03-01')
    expect(activityStartDate('2026-12-31', TODAY)).toBe('2026-12-31')
  })

  it('an activity without a day it starts on is no Event', () => {
    const undated = { id: 1, title: 'Reto', description: 'x', date: 'Cada lunes' } as Activity
    expect(activityStartDate(undated.date, TODAY)).toBeUndefined()
    expect(activitiesJsonLd([undated], 'https://sitio.es', TODAY)).toBeUndefined()
  })

  it('an online activity takes place online; one in a place, there', () => {
    const base = { title: 'Taller', description: 'x', date: '4 de diciembre' }
    const data = activitiesJsonLd(
      [
        { ...base, id: 1, isOnline: true },
        { ...base, id: 2, location: 'Albacete' },
      ] as Activity[],
      'https://sitio.es',
      TODAY,
    )
    expect(
      data?.['@graph'].map((event) => ('location' in event ? event.location : undefined)),
    ).toEqual([
      { '@type': 'VirtualLocation', url: 'https://sitio.es/actividades/1' },
      { '@type': 'Place', name: 'Albacete', address: 'Albacete' },
    ])
  })

  it("each Event's address is its activity's own page", () => {
    const event = activityEvent(
      { id: 7, title: 'Retiro', description: 'Tres días.', date: '4 de diciembre' } as Activity,
      'https://sitio.es',
      TODAY,
    )
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Retiro',
      description: 'Tres días.',
      startDate: '2026-12-04',
      url: 'https://sitio.es/actividades/7',
    })
  })
})

describe('activity structured data from its dates', () => {
  const base = { id: 3, title: 'Taller', description: 'x', date: 'Sábado, por la mañana' }

  it('startDate and endDate come from its dates: a day, or a time with Madrid offset', () => {
    const timed = activityEvent(
      {
        ...base,
        startDate: '2027-10-02',
        startTime: '10:00:00',
        endDate: '2027-10-02',
        endTime: '14:00',
      } as Activity,
      'https://sitio.es',
      TODAY,
    )
    expect(timed?.startDate).toBe('2027-10-02T10:00:00+02:00')
    expect(timed?.endDate).toBe('2027-10-02T14:00:00+02:00')
    const days = activityEvent(
      { ...base, startDate: '2027-12-10', endDate: '2027-12-12' } as Activity,
      'https://sitio.es',
      TODAY,
    )
    expect(days?.startDate).toBe('2027-12-10')
    expect(days?.endDate).toBe('2027-12-12')
  })

  it('the dates win over the text; without them the text still gives the start', () => {
    const event = activityEvent(
      { ...base, date: '4 de diciembre', startDate: '2027-01-15', startTime: '18:30' } as Activity,
      'https://sitio.es',
      TODAY,
    )
    expect(event?.startDate).toBe('2027-01-15T18:30:00+01:00')
    expect(event && 'endDate' in event).toBe(false)
    expect(
      activityEvent({ ...base, date: '4 de diciembre' } as Activity, 'https://sitio.es', TODAY)
        ?.startDate,
    ).toBe('2026-12-04')
  })
})
