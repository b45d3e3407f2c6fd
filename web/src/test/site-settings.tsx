import type { ReactNode } from 'react'
import {
  type OwnerSettings,
  ownerSettingsFrom,
  type SettingKey,
  type SiteSetting,
} from '../features/site-settings/queries.ts'
import { SiteSettingsProvider } from '../features/site-settings/site-settings.tsx'

/** The API's list of settings holding these values (every other key left to its default). */
export function settingsList(
  values: Partial<Record<SettingKey, string>>,
  updatedAt = '2026-01-01T00:00:00.000Z',
): SiteSetting[] {
  return Object.entries(values).map(([key, value]) => ({
    key,
    value: value as string,
    type: 'string',
    section: 'general',
    createdAt: updatedAt,
    updatedAt,
  }))
}

export function ownerSettingsWith(values: Partial<Record<SettingKey, string>> = {}): OwnerSettings {
  return ownerSettingsFrom(settingsList(values))
}

/** Draws `children` as a page with these settings. */
export function WithSettings({
  values = {},
  children,
}: {
  values?: Partial<Record<SettingKey, string>>
  children: ReactNode
}) {
  return <SiteSettingsProvider value={ownerSettingsWith(values)}>{children}</SiteSettingsProvider>
}
