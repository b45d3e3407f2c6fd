import * as v from 'valibot'
import { MAX_LONG_TEXT, messages } from '../fields.ts'
import { isSafeLink } from '../links.ts'
import { updatedAtField } from '../resource.ts'

export const SETTING_TYPES = ['string', 'text', 'url', 'number', 'boolean', 'color'] as const

/** The call-to-action block's keys, their defaults and the minimum lengths of its form. */
export const CTA_SETTINGS = {
  cta_title: {
    defaultValue: 'Comienza Tu Camino Hacia el Bienestar',
    minLength: 5,
    message: 'El título debe tener al menos 5 caracteres',
  },
  cta_subtitle: {
    defaultValue: 'Da el primer paso hacia una vida más plena y equilibrada.',
    minLength: 10,
    message: 'La descripción debe tener al menos 10 caracteres',
  },
  cta_button_text: {
    defaultValue: 'Contáctanos',
    minLength: 2,
    message: 'El texto del botón es requerido',
  },
  cta_button_link: {
    defaultValue: '/contacto',
    minLength: 1,
    message: 'El enlace del botón es requerido',
  },
} as const

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
  v.transform((input) => String(input)),
  v.maxLength(MAX_LONG_TEXT, messages.tooLong(MAX_LONG_TEXT)),
)

/**
 * Settings the site draws as links (the button's link, the form and group addresses, the footer's
 * channels): the key decides. The database's private.setting_holds_link says the same; a test in
 * supabase/tests/links.test.ts keeps them equal.
 */
export function settingHoldsLink(key: string): boolean {
  return /(_url|_link|_video|_social)$/.test(key)
}

/** The CTA form's rules apply to its keys; a setting drawn as a link follows the link rule. */
export function checkSettingValue(key: string, input: string): string | undefined {
  const rule = CTA_SETTINGS[key as keyof typeof CTA_SETTINGS]
  const trimmed = input.trim()
  if (rule && trimmed.length < rule.minLength) return rule.message
  if (settingHoldsLink(key) && trimmed !== '' && !isSafeLink(trimmed)) return messages.invalidLink
  return undefined
}

function settingValueMessage(issue: { input: unknown }): string {
  const input = issue.input as { key: string; value: string }
  return checkSettingValue(input.key, input.value) ?? messages.invalidText
}

const meta = {
  type: v.optional(v.picklist(SETTING_TYPES, 'Tipo de ajuste no válido')),
  section: v.optional(
    v.pipe(
      v.string('La sección debe ser un texto'),
      v.trim(),
      v.nonEmpty('La sección es obligatoria'),
      v.maxLength(100, messages.tooLong(100)),
    ),
  ),
}

/** `POST /api/site-settings`: create or update the setting with this key. */
export const settingUpsertSchema = v.pipe(
  v.object({ key: settingKey, value: v.optional(value, ''), ...meta }, messages.invalidBody),
  v.forward(
    v.check(
      (input) => checkSettingValue(input.key, input.value) === undefined,
      settingValueMessage,
    ),
    ['value'],
  ),
)

/** `PUT /api/site-settings/{key}`: the key comes from the path and is merged in before checking. */
export const settingUpdateSchema = v.pipe(
  v.object(
    { key: settingKey, value: v.optional(value, ''), ...meta, updatedAt: updatedAtField },
    messages.invalidBody,
  ),
  v.forward(
    v.check(
      (input) => checkSettingValue(input.key, input.value) === undefined,
      settingValueMessage,
    ),
    ['value'],
  ),
)

export const siteSettingFields = {
  key: 'key',
  value: 'value',
  type: 'type',
  section: 'section',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const

export type SiteSettingInput = v.InferInput<typeof settingUpsertSchema>
export interface SiteSetting {
  key: string
  value: string
  type: string
  section: string
  createdAt: string
  updatedAt: string
}
