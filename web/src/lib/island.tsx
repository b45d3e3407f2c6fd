import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useSyncExternalStore,
} from 'react'
import { ISLANDS, type IslandName } from '../app/islands.ts'

const subscribeNever = () => () => {}

/** False while prerendering and while hydrating, true once the page is live in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

const liveIslands = new Map<IslandName, LazyExoticComponent<ComponentType>>()

function liveIsland(name: IslandName) {
  let live = liveIslands.get(name)
  if (!live) {
    live = lazy(ISLANDS[name] as () => Promise<{ default: ComponentType }>)
    liveIslands.set(name, live)
  }
  return live
}

/** The attribute a prerendered page marks an island with; its props go in `data-island-props`. */
export const ISLAND_ATTRIBUTE = 'data-island'

/**
 * A part of a page whose code and data arrive after the page is interactive: the prerendered
 * HTML and the first (hydrating) render show `fallback` (a skeleton of the final size), then
 * the island's chunk loads and replaces it. Keeps data fetching, TanStack Query and the list
 * components off the first load. The wrapper names the island and its props in the HTML, so a
 * page that is only islands (see `islands.tsx`) can start it without the app; `props` must be
 * JSON.
 */
export function Island({
  name,
  fallback,
  props = {},
}: {
  name: IslandName
  fallback: ReactNode
  props?: Record<string, unknown>
}) {
  // Going live is a deferred render: React splits it into short tasks and keeps the fallback on
  // screen until the island's chunk has arrived and drawn.
  const live = useDeferredValue(useHydrated())
  const Live = live ? liveIsland(name) : undefined
  return (
    <span
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-island-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      style={{ display: 'contents' }}
    >
      {Live ? (
        <Suspense fallback={fallback}>
          <Live {...props} />
        </Suspense>
      ) : (
        fallback
      )}
    </span>
  )
}
