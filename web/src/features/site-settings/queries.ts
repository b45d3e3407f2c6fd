import { queryOptions, useQuery } from '@tanstack/react-query'

export interface SiteSetting {
  key: string
  value: string | null
  type?: string
  section?: string
}

export const siteSettingKeys = {
  all: ['/api/site-settings'] as const,
}

export const siteSettingsQuery = queryOptions<SiteSetting[]>({ queryKey: siteSettingKeys.all })

export type SettingReader = (key: string, fallback: string) => string

function settingReader(data: readonly SiteSetting[] | undefined): SettingReader {
  return (key, fallback) => {
    const value = data?.find((setting) => setting.key === key)?.value?.trim()
    return value ? value : fallback
  }
}

/** Reads the owner's settings: `fallback` while loading, on failure, or when a value is blank. */
export function useSettings(): SettingReader {
  return settingReader(useQuery(siteSettingsQuery).data)
}

/**
 * The settings reader and whether the settings are still on their way, for screens that must
 * tell "not set by the owner" apart from "not loaded yet".
 */
export function useSettingsStatus(): { setting: SettingReader; loading: boolean } {
  const { data, isPending } = useQuery(siteSettingsQuery)
  return { setting: settingReader(data), loading: isPending }
}

export function useSetting(key: string, fallback: string): string {
  return useSettings()(key, fallback)
}
