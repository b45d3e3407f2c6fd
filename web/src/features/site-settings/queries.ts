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

/** Reads the owner's settings: `fallback` while loading, on failure, or when a value is blank. */
export function useSettings(): SettingReader {
  const { data } = useQuery(siteSettingsQuery)
  return (key, fallback) => {
    const value = data?.find((setting) => setting.key === key)?.value?.trim()
    return value ? value : fallback
  }
}

export function useSetting(key: string, fallback: string): string {
  return useSettings()(key, fallback)
}
