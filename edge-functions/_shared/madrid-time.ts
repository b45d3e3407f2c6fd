/**
 * The owner's clock: the centre is in Spain, so "Publicar el" and "Retirar el" are entered and
 * shown as Madrid's wall time (`YYYY-MM-DDTHH:MM`, what `<input type="datetime-local">` holds)
 * whatever zone the browser or the server is in, summer time included. The API stores and
 * answers instants (ISO 8601 in UTC).
 */
import { onFirstUse } from './on-first-use.ts'

export const CENTRE_TIME_ZONE = 'Europe/Madrid'

function formatterOnFirstUse(locale: string, options: Intl.DateTimeFormatOptions) {
  return onFirstUse(() => new Intl.DateTimeFormat(locale, options))
}

const wallClock = formatterOnFirstUse('en-CA', {
  timeZone: CENTRE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/

/** Madrid's wall time at an instant, to the minute (`2026-03-29T03:00`). */
export function madridWallTime(instant: Date): string {
  const part = Object.fromEntries(
    wallClock()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`
}

/** Minutes Madrid is ahead of UTC at an instant (60 in winter, 120 in summer). */
function madridOffsetAt(time: number): number {
  const [, y, mo, d, h, mi] = WALL_TIME.exec(madridWallTime(new Date(time)))?.map(Number) ?? []
  return (Date.UTC(y, mo - 1, d, h, mi) - Math.floor(time / 60_000) * 60_000) / 60_000
}

/**
 * The instant of a Madrid wall time; undefined when it is no time at all (30 February, 25:00) or
 * one the clocks skip (02:30 on the last Sunday of March). An hour the clocks repeat (the last
 * Sunday of October) is its second, winter-time occurrence.
 */
export function instantOfMadridWallTime(wallTime: string): Date | undefined {
  const match = WALL_TIME.exec(wallTime)
  if (!match) return undefined
  const [y, mo, d, h, mi] = match.slice(1).map(Number)
  const asUtc = Date.UTC(y, mo - 1, d, h, mi)
  // The offset an hour earlier is the one in force before a change of the clocks.
  const guess = asUtc - madridOffsetAt(asUtc - 3_600_000) * 60_000
  for (const candidate of [guess, asUtc - madridOffsetAt(guess) * 60_000]) {
    if (madridWallTime(new Date(candidate)) === wallTime) return new Date(candidate)
  }
  return undefined
}

/** The earliest and latest years a schedule may name: beyond them it is a typing slip. */
const YEARS = { first: 2000, last: 2999 }

/**
 * Whether an instant's fields name a day and a time that exist: Date reads 29 February 2027 as
 * 1 March and 24:00 as the next day's 00:00 rather than refusing them.
 */
function isRealInstant(fields: readonly (string | undefined)[]): boolean {
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = fields.map((field) =>
    Number(field ?? 0),
  )
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  )
}

/**
 * A schedule as the API takes it: Madrid's wall time from the form, or an instant with its
 * offset; undefined when it is neither, or names a day or a time that does not exist.
 */
export function scheduleInstant(value: string): Date | undefined {
  const fields = INSTANT.exec(value)?.slice(1)
  if (fields && !isRealInstant(fields)) return undefined
  const instant = fields ? new Date(value) : instantOfMadridWallTime(value)
  if (!instant || Number.isNaN(instant.getTime())) return undefined
  const year = instant.getUTCFullYear()
  return year >= YEARS.first && year <= YEARS.last ? instant : undefined
}

const shown = formatterOnFirstUse('es-ES', {
  timeZone: CENTRE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** How the owner reads an instant: `3 de diciembre de 2026 a las 10:00` (Madrid). */
export function madridDateTimeText(instant: string | Date): string {
  return shown().format(new Date(instant))
}

const shownShort = formatterOnFirstUse('es-ES', {
  timeZone: CENTRE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** An instant in a list of many (Historial, the Papelera): `3 dic 2026, 10:00` (Madrid). */
export function madridShortDateTimeText(instant: string | Date): string {
  return shownShort().format(new Date(instant))
}
