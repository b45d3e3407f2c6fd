/**
 * The browser entry of a page that is only islands (a prerendered public page whose module
 * says `islandsOnly`): the HTML is final, so neither the router nor Chakra's style engine
 * loads. Each island starts as it comes within a screen of the viewport, drawn into its spot in
 * place of its prerendered skeleton, or hydrated in place when its HTML is its first render.
 *
 * The entry itself is a few lines. On a page with a priority picture of its own (the home
 * hero's first picture, its largest paint) it fetches nothing more until that picture has been
 * painted, so no script competes with it; elsewhere (a list page, whose largest paint is an
 * island's) it starts at once. Then each island's list, React's renderer (`islands-runtime.tsx`)
 * and each island's code are asked for at the same time.
 */
import type { ComponentType } from 'react'
import type { IslandName } from './app/islands.ts'
import { apiGet } from './lib/api.ts'
import { ISLAND_ATTRIBUTE, ISLAND_QUERY_ATTRIBUTE, PRIORITY_PICTURE } from './lib/island-markers.ts'
import { isNear, whenNear } from './lib/near.ts'

type IslandModule = { default: ComponentType<Record<string, unknown>> }

const askedFor = new Set<string>()

/**
 * Asks for the list an island shows (named in its HTML) the moment the island is due, while
 * React and the island's code are still on their way, and hands the answer to the query client
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

/** The longest the islands wait, once the priority picture is decoded, to hear it was painted. */
const PAINT_REPORT_WAIT_MS = 1000

/**
 * Runs `start` once `picture` has been painted, as the browser reports it among the page's
 * largest paints; where a browser makes no such reports, once it is decoded. A picture that is
 * not reported (a larger paint came first) starts them a second after it was decoded, and one
 * that fails to load at once.
 */
function afterPainted(picture: HTMLImageElement, start: () => void) {
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
        if (entries.some((entry) => entry.element === picture)) startOnce()
      })
    : undefined
  observer?.observe({ type: 'largest-contentful-paint', buffered: true })
  picture.decode().then(() => setTimeout(startOnce, observer ? PAINT_REPORT_WAIT_MS : 0), startOnce)
}

const priorityPicture = document.querySelector<HTMLImageElement>(PRIORITY_PICTURE)
if (priorityPicture) afterPainted(priorityPicture, startIslands)
else startIslands()
