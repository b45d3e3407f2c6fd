/**
 * The browser entry of a page that is only islands (a prerendered public page whose module
 * says `islandsOnly`): the HTML is final, so neither the router nor Chakra's style engine
 * loads. Each island starts as it comes within a screen of the viewport, drawn into its spot in
 * place of its prerendered skeleton, or hydrated in place when its HTML is its first render.
 */
import { type ComponentType, StrictMode } from 'react'
import { ISLAND_FIRST_QUERY, ISLANDS, type IslandName } from './app/islands.ts'
import { toaster } from './components/ui/toast-store.ts'
import { HYDRATED_ISLAND_ATTRIBUTE, ISLAND_ATTRIBUTE } from './lib/island.tsx'
import { whenNear } from './lib/near.ts'

// React's DOM renderer is the largest script of the page: requested now, but the islands' lists
// are asked for before it has arrived and been run.
const reactDom = import('react-dom/client')
const queryClient = import('./lib/query-client.ts').then((module) => module.queryClient)

function start(spot: HTMLElement) {
  const name = spot.getAttribute(ISLAND_ATTRIBUTE) as IslandName
  const props = JSON.parse(spot.dataset.islandProps ?? '{}') as Record<string, unknown>
  const firstQuery = ISLAND_FIRST_QUERY[name]
  if (firstQuery) {
    void Promise.all([queryClient, firstQuery(props)]).then(([client, query]) =>
      client.prefetchQuery(query),
    )
  }
  const load = ISLANDS[name] as () => Promise<{ default: ComponentType<Record<string, unknown>> }>
  void Promise.all([reactDom, load()]).then(([{ createRoot, hydrateRoot }, { default: Live }]) => {
    const island = (
      <StrictMode>
        <Live {...props} />
      </StrictMode>
    )
    if (spot.hasAttribute(HYDRATED_ISLAND_ATTRIBUTE)) hydrateRoot(spot, island)
    else createRoot(spot).render(island)
  })
}

/** Islands inside another island start with it, not on their own. */
const outermost = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
  (spot) => !spot.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
)

for (const spot of outermost) whenNear(spot, () => start(spot))

// Toasts follow a visitor's action; the toaster that draws them, and Chakra with it, loads then.
const stopWaiting = toaster.subscribe(() => {
  stopWaiting()
  void import('./components/ui/standalone-toaster.tsx').then(({ showToaster }) => showToaster())
})
