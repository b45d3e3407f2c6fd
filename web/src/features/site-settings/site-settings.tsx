import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useDeferredValue, useMemo } from 'react'
import { QueryProvider } from '../../lib/query-provider.tsx'
import {
  type OwnerSettings,
  ownerSettingsFrom,
  type SettingKey,
  siteSettingsQuery,
} from './queries.ts'

/**
 * The owner's settings as the page is drawn: given by the prerenderer (read once per build, so
 * every text and link from the settings is in the HTML) and, in the app, by `BrowserSiteSettings`.
 * Islands are drawn apart from the page in the browser and have no provider: a page hands them
 * what they need of the settings as props.
 */
const SiteSettingsContext = createContext<OwnerSettings | undefined>(undefined)

export const SiteSettingsProvider = SiteSettingsContext.Provider

export function useOwnerSettings(): OwnerSettings {
  const settings = useContext(SiteSettingsContext)
  if (!settings) {
    throw new Error(
      'A site setting was read outside the page (in an island drawn in the browser, or a tree without <SiteSettingsProvider>): read it in the page and hand it to the island as a prop.',
    )
  }
  return settings
}

/** One declared setting's value: the owner's, or its declared default. */
export function useSiteSetting(key: SettingKey): string {
  const value = useOwnerSettings().values[key]
  if (value === undefined) {
    throw new Error(
      `The site setting "${key}" is not declared: declare it in SITE_SETTINGS (edge-functions/_shared/resources/site-settings.ts).`,
    )
  }
  return value
}

function SettingsFromQuery({ children }: { children: ReactNode }) {
  const { data } = useQuery(siteSettingsQuery)
  const settings = useMemo(() => ownerSettingsFrom(data), [data])
  // New settings redraw the whole page beneath: deferred, that is drawn in slices the browser
  // can answer between, not in one synchronous pass as the query hands them over.
  const drawnSettings = useDeferredValue(settings)
  return <SiteSettingsProvider value={drawnSettings}>{children}</SiteSettingsProvider>
}

/**
 * The app's settings: those its prerendered page embeds (`#baked-lists`), so it hydrates as
 * drawn, then the API's, read again as every list is.
 */
export function BrowserSiteSettings({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <SettingsFromQuery>{children}</SettingsFromQuery>
    </QueryProvider>
  )
}
