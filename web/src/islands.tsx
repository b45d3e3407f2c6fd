/**
 * The browser entry of a page that is only islands (a prerendered public page whose module
 * says `islandsOnly`): the HTML is final, so neither the router nor Chakra's style engine
 * loads. Each island starts as it comes within a screen of the viewport, drawn into its spot in
 * place of its prerendered skeleton, or hydrated in place when its HTML is its first render.
 *
 * The entry itself is a few lines. On a page with a priority picture of its own (the home
 * hero's first picture, its largest paint) it fetches nothing more until that picture has been
 * painted, so no script competes with it; elsewhere (a list page, whose largest paint is an
 * island's) it starts at once. Then React's renderer (`islands-runtime.tsx`), each island's code
 * and its list are asked for at the same time.
 */
import type { ComponentType } from 'react'
import type { IslandName } from './app/islands.ts'
import { ISLAND_ATTRIBUTE, PRIORITY_PICTURE } from './lib/island-markers.ts'
import { whenNear } from './lib/near.ts'

type IslandModule = { default: ComponentType<Record<string, unknown>> }

let queryClient: Promise<import('@tanstack/react-query').QueryClient> | undefined

type Registry = typeof import('./app/islands.ts')

/** An island's list is asked for while its code and React are still on their way. */
function prefetchFirstQuery(registry: Registry, name: IslandName, props: Record<string, unknown>) {
  const firstQuery = registry.ISLAND_FIRST_QUERY[name]
  if (!firstQuery) return
  queryClient ??= import('./lib/query-client.ts').then((module) => module.queryClient)
  void Promise.all([queryClient, firstQuery(props)]).then(([client, query]) =>
    client.prefetchQuery(query),
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
    whenNear(spot, async () => {
      const name = spot.getAttribute(ISLAND_ATTRIBUTE) as IslandName
      const props = JSON.parse(spot.dataset.islandProps ?? '{}') as Record<string, unknown>
      const islands = await registry
      prefetchFirstQuery(islands, name, props)
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
