import { describe, expect, test } from 'vitest'
import {
  instantOfMadridWallTime,
  madridDateTimeText,
  madridWallTime,
  scheduleInstant,
} from './madrid-time.ts'

// The suite runs in whatever zone the machine has; every answer must be Madrid's regardless.
describe('Madrid wall time', () => {
  test('a winter time is an hour ahead of UTC', () => {
    expect(instantOfMadridWallTime('2026-01-15T10:00')?.toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    )
  })

  test('a summer time is two hours ahead of UTC', () => {
    expect(instantOfMadridWallTime('2026-07-01T10:00')?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    )
  })

  test('a time the clocks skip in March is no time', () => {
    expect(instantOfMadridWallTime('2026-03-29T02:30')).toBeUndefined()
    expect(instantOfMadridWallTime('2026-03-29T03:00')?.toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    )
  })

  test('a time the clocks repeat in October is its winter-time occurrence', () => {
    expect(instantOfMadridWallTime('2026-10-25T02:30')?.toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    )
  })

  test('a day the calendar lacks is no time', () => {
    expect(instantOfMadridWallTime('2026-02-30T10:00')).toBeUndefined()
    expect(instantOfMadridWallTime('2026-01-01T24:00')).toBeUndefined()
  })

  test('an instant reads as the wall time it was in Madrid', () => {
    expect(madridWallTime(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01T10:00')
    expect(madridDateTimeText('2026-12-03T09:00:00Z')).toBe('3 de diciembre de 2026 a las 10:00')
  })
})

describe('a schedule the API takes', () => {
  test('is a Madrid wall time or an instant with its offset', () => {
    expect(scheduleInstant('2026-07-01T10:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z')
    expect(scheduleInstant('2026-07-01T10:00:00+02:00')?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    )
    expect(scheduleInstant('mañana')).toBeUndefined()
    expect(scheduleInstant('2026-07-01')).toBeUndefined()
  })

  test('is refused when it names a day or a time that does not exist, written as an instant too', () => {
    for (const value of [
      '2027-02-29T10:00:00Z',
      '2026-04-31T10:00:00+02:00',
      '2026-07-01T24:00Z',
      '2026-07-01T10:00+24:00',
      '2027-02-29T10:00',
    ]) {
      expect(scheduleInstant(value), value).toBeUndefined()
    }
    expect(scheduleInstant('2028-02-29T10:00:00Z')?.toISOString()).toBe('2028-02-29T10:00:00.000Z')
  })

  test('names a year from 2000 to 2999', () => {
    expect(scheduleInstant('1999-12-31T10:00')).toBeUndefined()
    expect(scheduleInstant('3000-01-01T10:00')).toBeUndefined()
  })
})
