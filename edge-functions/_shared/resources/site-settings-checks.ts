import * as v from 'valibot'
import { MAX_LONG_TEXT, MAX_SHORT_TEXT, MAX_URL, messages } from '../fields.ts'
import { FORM_SERVICE_MESSAGE, formAddressFrom, formAddressProblem } from '../form-services.ts'
import { isMediaUrl, isSafeLink } from '../links.ts'
import { updatedAtField } from '../resource.ts'
import {
  isSettingKey,
  SETTING_KEYS,
  type SettingDeclaration,
  type SettingKey,
  SITE_SETTINGS,
} from './site-settings.ts'

/**
 * The checks of the settings declared in site-settings.ts: the API's and Configuración's. They
 * live apart from the declaration, which the public pages import for the keys and defaults, so
 * that no page loads valibot (.dependency-cruiser.runtime.cjs).
 */

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/
const PHONE = /^\+?[0-9][0-9 ().-]{4,24}$/

/** Spanish messages of the kinds' checks. */
export const SETTING_MESSAGES = {
  unknownKey: 'Este ajuste no existe',
  oneLine: 'Este ajuste es de una sola línea: quita los saltos de línea',
  email: 'Escribe un correo electrónico válido, por ejemplo hola@tucentro.es',
  phone: 'Escribe un teléfono válido, solo con cifras, espacios y +, por ejemplo +34 600 123 456',
  form: FORM_SERVICE_MESSAGE,
  image:
    'Elige una imagen de la biblioteca o escribe su dirección: debe empezar por https://, http:// o /',
} as const

function longestOf({ kind, maxLength }: SettingDeclaration): number {
  if (maxLength) return maxLength
  if (kind === 'multiline') return MAX_LONG_TEXT
  if (kind === 'link' || kind === 'form' || kind === 'image') return MAX_URL
  return MAX_SHORT_TEXT
}

/** What is wrong with a value for a declared setting, in Spanish, or undefined when it is fine. */
export function settingProblem(key: SettingKey, input: string): string | undefined {
  const declaration: SettingDeclaration = SITE_SETTINGS[key]
  const { kind, minLength } = declaration
  const value = input.trim()
  if (minLength && value.length < minLength.length) return minLength.message
  if (value.length > longestOf(declaration)) return messages.tooLong(longestOf(declaration))
  if (value === '') return undefined
  if (kind !== 'multiline' && /[\r\n]/.test(value)) return SETTING_MESSAGES.oneLine
  if (kind === 'link' && !isSafeLink(value)) return messages.invalidLink
  if (kind === 'image' && !isMediaUrl(value)) return SETTING_MESSAGES.image
  if (kind === 'form') {
    const problem = formAddressProblem(value)
    if (problem) return problem
  }
  if (kind === 'email' && !EMAIL.test(value)) return SETTING_MESSAGES.email
  if (kind === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 6)) {
    return SETTING_MESSAGES.phone
  }
  return undefined
}

/** Any key the API may be sent: a declared one is checked by its kind, any other is refused. */
export function checkSettingValue(key: string, input: string): string | undefined {
  if (!isSettingKey(key)) return SETTING_MESSAGES.unknownKey
  return settingProblem(key, input)
}

const KEY_MESSAGE = 'La clave es obligatoria'
const KEY_FORMAT_MESSAGE =
  'La clave solo puede tener letras minúsculas, números, guiones y guiones bajos'

export const settingKey = v.optional(
  v.pipe(
    v.string(KEY_MESSAGE),
    v.trim(),
    v.nonEmpty(KEY_MESSAGE),
    v.maxLength(100, messages.tooLong(100)),
    v.regex(/^[a-z0-9_.-]+$/, KEY_FORMAT_MESSAGE),
  ),
  '',
)

const value = v.pipe(
  v.union([v.string(), v.number(), v.boolean()], 'El valor debe ser un texto'),
  v.transform((input) => String(input).trim()),
  v.maxLength(MAX_LONG_TEXT, messages.tooLong(MAX_LONG_TEXT)),
)

function valueMessage(issue: { input: unknown }): string {
  const input = issue.input as { key: string; value: string }
  return checkSettingValue(input.key, input.value) ?? messages.invalidText
}

/** A form setting keeps the address of the embed code pasted whole (`formAddressFrom`). */
function withFormAddress<T extends { key: string; value: string }>(input: T): T {
  if (!isSettingKey(input.key) || SITE_SETTINGS[input.key].kind !== 'form') return input
  return { ...input, value: formAddressFrom(input.value) }
}

function fitsItsKey<T extends { key: string; value: string }>(input: T): boolean {
  return !isSettingKey(input.key) || settingProblem(input.key, input.value) === undefined
}

/**
 * `POST /api/site-settings`: create or update the setting with this key. Its section and type
 * come from its declaration, whatever the body says.
 */
export const settingUpsertSchema = v.pipe(
  v.object({ key: settingKey, value: v.optional(value, '') }, messages.invalidBody),
  v.transform(withFormAddress),
  v.forward(
    v.check((input) => isSettingKey(input.key), SETTING_MESSAGES.unknownKey),
    ['key'],
  ),
  v.forward(v.check(fitsItsKey, valueMessage), ['value']),
)

/** `PUT /api/site-settings/{key}`: the key comes from the path and is merged in before checking. */
export const settingUpdateSchema = v.pipe(
  v.object(
    { key: settingKey, value: v.optional(value, ''), updatedAt: updatedAtField },
    messages.invalidBody,
  ),
  v.transform(withFormAddress),
  v.forward(
    v.check((input) => isSettingKey(input.key), SETTING_MESSAGES.unknownKey),
    ['key'],
  ),
  v.forward(v.check(fitsItsKey, valueMessage), ['value']),
)

export const SETTINGS_SAVE_MESSAGES = {
  notAList: 'Los ajustes deben enviarse como una lista',
  empty: 'No se ha enviado ningún ajuste que guardar',
  tooMany: `No se pueden guardar más de ${SETTING_KEYS.length} ajustes a la vez`,
  twice: 'Cada ajuste solo puede enviarse una vez',
} as const

function eachKeyOnce(entries: readonly { key: string }[]): boolean {
  return new Set(entries.map((entry) => entry.key)).size === entries.length
}

/**
 * `PUT /api/site-settings`: several settings saved together, each as `PUT /{key}` takes it plus
 * its key, in one transaction: either every one is stored or none is, and the site is rebuilt
 * once, from all of them.
 */
export const settingsSaveSchema = v.object(
  {
    settings: v.pipe(
      v.array(settingUpdateSchema, SETTINGS_SAVE_MESSAGES.notAList),
      v.minLength(1, SETTINGS_SAVE_MESSAGES.empty),
      v.maxLength(SETTING_KEYS.length, SETTINGS_SAVE_MESSAGES.tooMany),
      v.check((entries) => eachKeyOnce(entries), SETTINGS_SAVE_MESSAGES.twice),
    ),
  },
  messages.invalidBody,
)

export type SiteSettingInput = v.InferInput<typeof settingUpsertSchema>
