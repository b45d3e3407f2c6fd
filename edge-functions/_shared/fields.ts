import * as v from 'valibot'
import { isMediaUrl, isPlayerAddress, isSafeLink, isWebUrl } from './links.ts'
import { scheduleInstant } from './madrid-time.ts'

export const MAX_SHORT_TEXT = 500
export const MAX_LONG_TEXT = 20_000
export const MAX_URL = 2_048
export const MAX_INTEGER = 2_147_483_647

export const messages = {
  invalidLink: 'El enlace debe empezar por http://, https://, / o #',
  invalidImageUrl: 'URL de imagen inválida',
  invalidBoolean: 'El valor debe ser verdadero o falso',
  invalidText: 'El valor debe ser un texto',
  invalidBody: 'El cuerpo de la petición debe ser un objeto JSON',
  tooLong: (max: number) => `El texto no puede superar los ${max} caracteres`,
} as const

function nullIfEmpty(value: string): string | null {
  return value === '' ? null : value
}

/**
 * A required text: missing, not a string, or blank all give the field's own message. (A missing
 * key would otherwise get the object's generic message, so "missing" is read as "empty".)
 */
export function requiredText(message: string, max: number = MAX_SHORT_TEXT) {
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(max, messages.tooLong(max)),
    ),
    '',
  )
}

/** An optional text; an empty string is stored as null. */
export function optionalText(max: number = MAX_SHORT_TEXT) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(messages.invalidText),
        v.trim(),
        v.maxLength(max, messages.tooLong(max)),
        v.transform(nullIfEmpty),
      ),
    ),
  )
}

/** An optional text whose column has a default: empty keeps a value, so it is stored as ''. */
export function optionalPlainText(max: number = MAX_SHORT_TEXT) {
  return v.optional(
    v.pipe(v.string(messages.invalidText), v.trim(), v.maxLength(max, messages.tooLong(max))),
  )
}

function urlField(test: (value: string) => boolean, message: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.maxLength(MAX_URL, messages.tooLong(MAX_URL)),
        v.check((value) => value === '' || test(value), message),
        v.transform(nullIfEmpty),
      ),
    ),
  )
}

/** An optional link rendered in `href`: http(s)://..., /path or #anchor; empty means none. */
export function optionalLink(message: string = messages.invalidLink) {
  return urlField(isSafeLink, message)
}

/** About as much of a page's description as a search engine shows under its title. */
export const SEARCH_DESCRIPTION_MAX = 160

/**
 * "Descripción para buscadores": what a page's description meta says instead of its short text;
 * one line, empty means none.
 */
export function optionalSearchDescription() {
  const message = `La descripción para buscadores no puede superar los ${SEARCH_DESCRIPTION_MAX} caracteres: los buscadores cortan el resto`
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(messages.invalidText),
        v.transform((value) => value.replace(/\s+/g, ' ').trim()),
        v.maxLength(SEARCH_DESCRIPTION_MAX, message),
        v.transform(nullIfEmpty),
      ),
    ),
  )
}

/** An optional image or media address: /path or http(s)://...; empty means none. */
export function optionalMediaUrl(message: string = messages.invalidImageUrl) {
  return urlField(isMediaUrl, message)
}

/** An optional external address that must be http(s). */
export function optionalWebUrl(message: string) {
  return urlField(isWebUrl, message)
}

/**
 * An optional address of a player the site frames: https on a DNS host name (its host goes into
 * the pages' Content-Security-Policy); empty means none.
 */
export function optionalPlayerUrl(message: string) {
  return urlField(isPlayerAddress, message)
}

export function requiredWebUrl(requiredMessage: string, invalidMessage: string) {
  return v.optional(
    v.pipe(
      v.string(requiredMessage),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.maxLength(MAX_URL, messages.tooLong(MAX_URL)),
      v.check(isWebUrl, invalidMessage),
    ),
    '',
  )
}

export function optionalBoolean() {
  return v.optional(v.boolean(messages.invalidBoolean))
}

/**
 * An integer within bounds. Form inputs may send digits as a string ("3"); anything else that is
 * not a whole number (3.5, -1, "abc", true) is refused rather than coerced.
 */
export function integerInRange(message: string, min = 0, max = MAX_INTEGER) {
  return v.pipe(
    v.union(
      [
        v.number(message),
        v.pipe(v.string(message), v.trim(), v.regex(/^-?\d{1,10}$/, message), v.transform(Number)),
      ],
      message,
    ),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  )
}

/** Like integerInRange, but optional; an empty string means "not given". */
export function optionalInteger(message: string, min = 0, max = MAX_INTEGER) {
  return v.optional(
    v.pipe(
      v.union([v.literal(''), v.null(), integerInRange(message, min, max)], message),
      v.transform((value) => (value === '' || value === null ? undefined : value)),
    ),
  )
}

export function picklistOf<const T extends readonly string[]>(options: T, message: string) {
  return v.picklist(options, message)
}

/**
 * An optional minute of a schedule ("Publicar el", "Retirar el"): Madrid's wall time as the form
 * sends it, or an instant with its offset; it is kept as the instant (ISO, UTC). Empty is null.
 * Taken exactly as sent, not trimmed: the form's field never holds spaces or a line break, so one
 * means the value was not typed there.
 */
export function optionalSchedule(message: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.check((value) => value === '' || scheduleInstant(value) !== undefined, message),
        v.transform((value) =>
          value === '' ? null : (scheduleInstant(value) as Date).toISOString(),
        ),
      ),
    ),
  )
}

export const SCHEDULE_MESSAGES = {
  publishAt: 'Indica en «Publicar el» un día y una hora que existan en Madrid',
  retireAt: 'Indica en «Retirar el» un día y una hora que existan en Madrid',
  retireBeforePublish: 'La fecha de «Retirar el» debe ser posterior a la de publicación',
} as const
