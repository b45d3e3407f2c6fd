/**
 * The browser entry of a page that is only islands (a prerendered public page whose module
 * says `islandsOnly`): the HTML is final, so neither the router nor Chakra's style engine
 * loads. Each island starts as it comes within a screen of the viewport, drawn into its spot in
 * place of its prerendered skeleton, or hydrated in place when its HTML is its first render.
 *
 * The entry itself is a few lines. On a page with a priority picture of its own (the home
 * hero's first picture, its largest paint) it fetches nothing more until that picture is on
 * screen, so no script competes with it; elsewhere (a list page, whose largest paint is an
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

/** Runs `start` once the frame after now has been painted. */
function afterNextPaint(start: () => void) {
  requestAnimationFrame(() => setTimeout(start))
}

const priorityPicture = document.querySelector<HTMLImageElement>(PRIORITY_PICTURE)
if (priorityPicture) {
  // Loaded and decoded, the picture is on screen with the next frame; one that fails to load
  // ends the wait too.
  void priorityPicture
    .decode()
    .catch(() => {})
    .then(() => afterNextPaint(startIslands))
} else {
  startIslands()
}
