import { ISLANDS } from 'virtual:islands'
import type { Query, QueryFunctionContext } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from './app/app.tsx'
import { headHtml, OG_IMAGE_PATH, safeJson } from './app/head.ts'
import { PrerenderedPage } from './app/page.tsx'
import { headOf, matchRoute, NOT_FOUND_ROUTE, unservedLinks } from './app/pages.ts'
import { frameableUrl } from './components/page-frames/frameable-url.ts'
import { activitiesFeed } from './features/activities/feed.ts'
import { type Activity, activityKeys } from './features/activities/queries.ts'
import { activityPagePath } from './features/activities/rules.ts'
import { albumKeys } from './features/albums/queries.ts'
import { type CardAlbum, playerAddress } from './features/albums/rules.ts'
import {
  ownerSettingsFrom,
  type SiteSetting,
  siteSettingKeys,
} from './features/site-settings/queries.ts'
import { SiteSettingsProvider } from './features/site-settings/site-settings.tsx'
import { apiGet, apiUrl } from './lib/api.ts'
import { BAKED_PAGE_ID, type BakedPage, bakedLists, isBakeable } from './lib/baked.ts'
import { env } from './lib/env.ts'
import { type Baking, IslandBaking } from './lib/island.tsx'
import { queryClient } from './lib/query-client.ts'

export { matchRoute, PRERENDERED_PATHS, PUBLIC_PAGES } from './app/pages.ts'

/** How long the build waits for the API's first answer before it keeps the skeletons. */
const API_WAIT_MS = 5_000

/**
 * Why the build cannot read the lists from the API (it is not running, or not this build's), or
 * undefined when it can.
 */
export async function apiProblem(): Promise<string | undefined> {
  try {
    const answer = await fetch(apiUrl('/api/health'), { signal: AbortSignal.timeout(API_WAIT_MS) })
    return answer.ok ? undefined : `${apiUrl('/api/health')} answered ${answer.status}`
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return `${apiUrl('/api/health')} cannot be reached (${cause ?? (error as Error).message})`
  }
}

/**
 * The pages the build renders beyond the site map's: one per album, featured or not, and one per
 * visible activity. A rebuild removes the pages of those that are gone (scripts/prerender.ts).
 */
export async function contentPaths(): Promise<string[]> {
  const [albums, activities] = await Promise.all([
    apiGet<{ id: number }[]>(albumKeys.all[0]),
    apiGet<{ id: number }[]>(activityKeys.visible[0]),
  ])
  return [
    ...albums.map((album) => `/album/${album.id}`),
    ...activities.map((activity) => activityPagePath(activity)),
  ]
}

/**
 * The calendar of the activities visitors see (`/actividades.ics`), as the API answers them now:
 * placed where their cards place them (the centre's address when they name no place).
 */
export async function visibleActivitiesFeed(): Promise<string> {
  const [activities, settings] = await Promise.all([
    apiGet<Activity[]>(activityKeys.visible[0]),
    apiGet<SiteSetting[]>(siteSettingKeys.all[0]),
  ])
  return activitiesFeed(activities, {
    siteUrl: env.siteUrl,
    centreAddress: ownerSettingsFrom(settings).values.legal_address,
    siteName: ownerSettingsFrom(settings).values.site_name,
  })
}

/** The owner's «Imagen para compartir» as she gave it, or undefined when she chose none. */
export async function sharePictureSource(): Promise<string | undefined> {
  const settings = await apiGet<SiteSetting[]>(siteSettingKeys.all[0])
  return ownerSettingsFrom(settings).values.share_image_url || undefined
}

/** The hosts of the featured albums' own players, which the player page may frame. */
export async function albumPlayerHosts(): Promise<string[]> {
  const albums = await apiGet<CardAlbum[]>(albumKeys.featured[0])
  return albums.flatMap((album) => {
    const address = frameableUrl(playerAddress(album))
    return address?.startsWith('https:') ? [new URL(address).hostname] : []
  })
}

/** A `<style>` element Emotion writes beside an element it styles while rendering to a string. */
const EMOTION_STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g

type Answer = { data: unknown; updatedAt: number } | undefined

/** Every list the build has read, by query, read once for all the pages that show it. */
const answers = new Map<string, Promise<Answer>>()

/**
 * Forgets every list read so far: the development server draws each request with what the API
 * answers now, as a build does when it starts.
 */
export function forgetReads() {
  answers.clear()
}

/** Reads a query's data the way the browser does (its own query function: `apiGet`, by URL). */
function answerTo(query: Query): Promise<Answer> {
  let answer = answers.get(query.queryHash)
  if (!answer) {
    const read = query.options.queryFn as (context: QueryFunctionContext) => Promise<unknown>
    const context = {
      queryKey: query.queryKey,
      signal: new AbortController().signal,
      meta: undefined,
      client: queryClient,
    } as unknown as QueryFunctionContext
    answer = read(context).then(
      (data) => ({ data, updatedAt: Date.now() }),
      // A list the API would not give keeps its skeleton; the browser asks for it again.
      () => undefined,
    )
    answers.set(query.queryHash, answer)
  }
  return answer
}

function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((match) => match[1]))]
}

/**
 * Build time only: renders one public page to HTML, with the <head> tags it needs, so the page
 * is readable before any script runs; Panda's static stylesheet, inlined into every page, styles
 * it.
 *
 * With `bake` (the API answers), its baked islands are drawn with their lists: the page is drawn,
 * the lists its islands asked for are read from the API, and it is drawn again until nothing
 * new is asked for (an album, then its tracks). `baked` is then the JSON the page embeds.
 */
export async function render(
  url: string,
  {
    bake,
    islandsDrawnWithChakra,
    notFound = false,
    sharePicturePath = OG_IMAGE_PATH,
  }: {
    bake: boolean
    /** The site's share picture as the build cut it (`scripts/share-picture.ts`). */
    sharePicturePath?: string
    /** The not-found page is wanted (the host's 404 page): `url` is a path no screen serves. */
    notFound?: boolean
    /** Islands that need Chakra in the browser, with why (`scripts/island-modules.ts`). */
    islandsDrawnWithChakra: ReadonlyMap<string, string>
  },
): Promise<{
  head: string
  /** The `<style>` elements of a page drawn with the admin's Chakra, for the end of its head. */
  styles: string
  html: string
  islandsOnly: boolean
  /** A page of the owner's area drawn as someone signed out sees it: its app starts when needed. */
  appWhenNeeded?: boolean
  baked?: string
}> {
  const { pathname, search } = new URL(url, 'http://prerender.local')
  const { route, params } = matchRoute(pathname)
  if (route === NOT_FOUND_ROUTE && !notFound) {
    throw new Error(
      `${pathname} is to be prerendered, but no screen module declares it (\`export const page = definePage({ path: '${pathname}', … })\` in web/src/app/routes/).`,
    )
  }
  const module = await route.load()
  const islandsOnly = route.islandsOnly
  const components = new Map<string, ComponentType<Record<string, unknown>>>()
  const baking: Baking = { components, islandsOnly, drawn: new Set() }
  queryClient.clear()
  // The owner's settings are drawn into the page itself, not by islands: read before anything.
  const settingsQuery = queryClient
    .getQueryCache()
    .build(queryClient, { queryKey: siteSettingKeys.all as readonly unknown[] })
  const settingsRead = bake ? await answerTo(settingsQuery) : undefined
  if (settingsRead) queryClient.setQueryData(siteSettingKeys.all, settingsRead.data, settingsRead)
  const ownerSettings = ownerSettingsFrom(queryClient.getQueryData(siteSettingKeys.all))

  const draw = () => {
    baking.drawn.clear()
    return renderToString(
      <IslandBaking.Provider value={bake ? baking : undefined}>
        <SiteSettingsProvider value={ownerSettings}>
          <PrerenderedPage.Provider value={module}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </PrerenderedPage.Provider>
        </SiteSettingsProvider>
      </IslandBaking.Provider>,
    )
  }

  let html = draw()
  // Checked before any list is read: the site's own links, not the owner's (hers may name pages
  // she has yet to create elsewhere, and must not stop a build).
  const unserved = unservedLinks(html)
  if (unserved.length > 0) {
    throw new Error(
      `${pathname} links to ${unserved.join(', ')}, which no screen serves: add a screen module declaring it (web/src/app/routes/) or correct the link.`,
    )
  }
  const tried = new Set<string>()
  while (bake) {
    const unloaded = islandsIn(html).filter((name) => !components.has(name))
    const unread = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.data === undefined && !tried.has(query.queryHash) && isBakeable(query),
      )
    if (unloaded.length === 0 && unread.length === 0) break
    await Promise.all([
      ...unloaded.map(async (name) => {
        const island = (await ISLANDS[name]()) as {
          default: ComponentType<Record<string, unknown>>
        }
        components.set(name, island.default)
      }),
      ...unread.map(async (query) => {
        tried.add(query.queryHash)
        const answer = await answerTo(query)
        if (answer) queryClient.setQueryData(query.queryKey, answer.data, answer)
      }),
    ])
    html = draw()
  }

  const head = headOf(route, module, {
    params,
    search,
    settings: ownerSettings,
    sharePicturePath,
  })
  if (islandsOnly) {
    const drawnWithChakra = islandsIn(html).flatMap((name) => {
      const why = islandsDrawnWithChakra.get(name)
      return why ? [`${name} (${why})`] : []
    })
    if (drawnWithChakra.length > 0) {
      throw new Error(
        `${pathname} is islands only (its page declares islandsOnly), but these islands need Chakra in the browser: ${drawnWithChakra.join('; ')}. Style them with Panda (css() and Chakra's recipes from #styled/*, docs/public-site.md), or take islandsOnly off its page declaration.`,
      )
    }
  }
  // The app hydrates the whole page, settings included; islands never read them (they get props).
  const lists = bakedLists(queryClient).filter(
    ([queryKey]) => !islandsOnly || queryKey[0] !== siteSettingKeys.all[0],
  )
  const baked: BakedPage | undefined =
    baking.drawn.size > 0 || (!islandsOnly && settingsRead)
      ? { islands: [...baking.drawn], lists }
      : undefined
  // Emotion writes the admin's Chakra styles (the sign-in's) beside the elements: the end of the
  // head takes them (after the site's stylesheet, where the app's Emotion puts them too), so the
  // body is small enough to be parsed before its first paint (a sign-in painted half-parsed moved
  // its centred card once the rest arrived: CLS 0.02-0.1 in Lighthouse).
  const emotionStyles = html.match(EMOTION_STYLE) ?? []
  return {
    head: headHtml(head, { name: ownerSettings.values.site_name, sharePicturePath }),
    styles: emotionStyles.join(''),
    html: emotionStyles.length > 0 ? html.replace(EMOTION_STYLE, '') : html,
    islandsOnly,
    appWhenNeeded: module.page.prerender === 'signed-out',
    baked:
      baked && `<script type="application/json" id="${BAKED_PAGE_ID}">${safeJson(baked)}</script>`,
  }
}
