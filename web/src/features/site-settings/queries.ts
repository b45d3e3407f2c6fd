import { queryOptions } from '@tanstack/react-query'
import {
  SETTING_KEYS,
  type SettingKey,
  SITE_SETTINGS,
  type SiteSetting,
} from '../../../../edge-functions/_shared/resources/site-settings.ts'

export type { SettingKey, SiteSetting }

export const siteSettingKeys = {
  all: ['/api/site-settings'] as const,
}

export const siteSettingsQuery = queryOptions<SiteSetting[]>({ queryKey: siteSettingKeys.all })

/** What the pages draw of the owner's settings: every declared key with its value. */
export interface OwnerSettings {
  /** The owner's value, or the declared default where she has none or left it blank. */
  values: Readonly<Record<SettingKey, string>>
  /** When each stored setting last changed (ISO); a key she has never saved has none. */
  updatedAt: Readonly<Partial<Record<SettingKey, string>>>
}

/** The settings as the pages draw them, from the API's list (or none: every default). */
export function ownerSettingsFrom(list: readonly SiteSetting[] | null | undefined): OwnerSettings {
  const stored = new Map((list ?? []).map((setting) => [setting.key, setting]))
  const values = Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const value = stored.get(key)?.value?.trim()
      return [key, value ? value : SITE_SETTINGS[key].defaultValue]
    }),
  ) as Record<SettingKey, string>
  const updatedAt = Object.fromEntries(
    SETTING_KEYS.flatMap((key) => {
      const changed = stored.get(key)?.updatedAt
      return changed ? [[key, changed]] : []
    }),
  ) as Partial<Record<SettingKey, string>>
  return { values, updatedAt }
}
