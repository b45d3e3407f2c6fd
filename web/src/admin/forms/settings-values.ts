import type { FieldErrors, Resolver } from 'react-hook-form'
import * as v from 'valibot'

export interface SettingEntry {
  key: string
  value: string
}

/** Forms over site settings hold one entry per key; keys may contain dots, so not as names. */
export interface SettingsValues {
  settings: SettingEntry[]
}

/**
 * Checks every entry with the shared setting schema (the CTA keys' minimum lengths, the link
 * rule...), the same one the server applies, and puts each message on its entry's value.
 */
export function settingsResolver(
  schema: v.GenericSchema<{ key: string; value: string }>,
): Resolver<SettingsValues> {
  return async (values) => {
    const entryErrors: ({ value: { type: string; message: string } } | undefined)[] = []
    values.settings.forEach((entry, index) => {
      const result = v.safeParse(schema, { key: entry.key, value: entry.value })
      if (!result.success) {
        entryErrors[index] = { value: { type: 'validate', message: result.issues[0].message } }
      }
    })
    if (entryErrors.length === 0) return { values, errors: {} }
    return { values: {}, errors: { settings: entryErrors } as FieldErrors<SettingsValues> }
  }
}
