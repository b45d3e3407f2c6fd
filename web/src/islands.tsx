/**
 * The browser entry of a page that is only islands (a prerendered public page whose module
 * says `islandsOnly`): the HTML is final, so neither the router nor Chakra's style engine
 * loads. Each island starts as it comes within a screen of the viewport, drawn into its spot in
 * place of its prerendered skeleton, or hydrated in place when its HTML is its first render.
 *
 * The entry itself is a few lines. On a page whose largest paint is prerendered (the home
 * hero's first picture, a page of text) it fetches nothing more until that paint is on screen,
 * so no script or request competes with it; on a page whose largest paint is its list, drawn by
 * an island (`ISLANDS_AT_ONCE`), it starts at once. Then each island's list, the renderer
 * (`islands-runtime.tsx`) and each island's code are asked for at the same time.
 */
import type { ComponentType } from 'react'
import type { IslandName } from './app/islands.ts'
import { apiGet } from './lib/api.ts'
import {
  ISLAND_ATTRIBUTE,
  ISLAND_QUERY_ATTRIBUTE,
  ISLANDS_AT_ONCE,
  PRIORITY_PICTURE,
} from './lib/island-markers.ts'
import { isNear, whenNear } from './lib/near.ts'

type IslandModule = { default: ComponentType<Record<string, unknown>> }

const askedFor = new Set<string>()

/**
 * Asks for the list an island shows (named in its HTML) the moment the island is due, while
 * the renderer and the island's code are still on their way, and hands the answer to the query client
 * once that has loaded: the island's first render finds it there, arrived or in flight. The
 * registry's first queries are all read by their URL with the default query function, as here.
 */
function askForFirstQuery(spot: HTMLElement) {
  const key = spot.getAttribute(ISLAND_QUERY_ATTRIBUTE)
  if (!key || askedFor.has(key)) return
  askedFor.add(key)
  const queryKey = JSON.parse(key) as unknown[]
  const answer = apiGet(String(queryKey[0]))
  // A failure is the island's to show: its own query asks again, and reports it.
  answer.catch(() => {})
  void import('./lib/query-client.ts').then(({ handOverList, queryClient }) =>
    handOverList(queryClient, queryKey, answer),
  )
}

function startIslands() {
  const runtime = import('./islands-runtime.tsx')
  const registry = import('./app/islands.ts')
  /** Islands inside another island start with it, not on their own. */
  const outermost = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (spot) => !spot.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  )
  for (const spot of outermost) {
    // The list of an island in view on arrival is the page's first content: asked for at once,
    // not a frame later when the observer first reports.
    if (isNear(spot)) askForFirstQuery(spot)
    whenNear(spot, async () => {
      askForFirstQuery(spot)
      const name = spot.getAttribute(ISLAND_ATTRIBUTE) as IslandName
      const props = JSON.parse(spot.dataset.islandProps ?? '{}') as Record<string, unknown>
      const islands = await registry
      const island = (islands.ISLANDS[name] as () => Promise<IslandModule>)()
      const [{ drawIsland }, { default: Live }] = await Promise.all([runtime, island])
      drawIsland(spot, Live, props)
    })
  }
}

/** The longest the islands wait to hear the page's largest paint is on screen. */
const PAINT_REPORT_WAIT_MS = 1000

function whenLoaded(then: () => void) {
  if (document.readyState === 'complete') then()
  else window.addEventListener('load', then, { once: true })
}

/**
 * Runs `start` once the page's largest paint is on screen, as the browser reports it: `picture`
 * when the page has one of its own, else whatever it reports first (prerendered text). Where a
 * browser makes no such reports, once the picture is decoded or the page has loaded; where one
 * never comes (a larger paint came first, a tab in the background), a second after that; and
 * at once if the picture fails to load.
 */
function afterLargestPaint(start: () => void, picture: HTMLImageElement | null) {
  let started = false
  const startOnce = () => {
    if (started) return
    started = true
    observer?.disconnect()
    start()
  }
  const observer = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ? new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[]
        if (entries.some((entry) => !picture || entry.element === picture)) startOnce()
      })
    : undefined
  observer?.observe({ type: 'largest-contentful-paint', buffered: true })
  const fallback = () => setTimeout(startOnce, observer ? PAINT_REPORT_WAIT_MS : 0)
  if (picture) picture.decode().then(fallback, startOnce)
  else whenLoaded(fallback)
}

if (document.querySelector(ISLANDS_AT_ONCE)) startIslands()
else afterLargestPaint(startIslands, document.querySelector<HTMLImageElement>(PRIORITY_PICTURE))
