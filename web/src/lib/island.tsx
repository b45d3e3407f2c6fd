import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useSyncExternalStore,
} from 'react'

const subscribeNever = () => () => {}

/** False while prerendering and while hydrating, true once the page is live in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

// biome-ignore lint/suspicious/noExplicitAny: each island module has its own props
type IslandModule = { default: ComponentType<any> }
type IslandLoader = () => Promise<IslandModule>

const liveIslands = new Map<IslandLoader, LazyExoticComponent<ComponentType>>()

function liveIsland(load: IslandLoader) {
  let live = liveIslands.get(load)
  if (!live) {
    live = lazy(load)
    liveIslands.set(load, live)
  }
  return live
}

/**
 * A part of a page whose code and data arrive after the page is interactive: the prerendered
 * HTML and the first (hydrating) render show `fallback` (a skeleton of the final size), then
 * the island's chunk loads and replaces it. Keeps data fetching, TanStack Query and the list
 * components off the first load. `load` must be a module-level constant.
 */
export function Island({
  load,
  fallback,
  props = {},
}: {
  load: IslandLoader
  fallback: ReactNode
  props?: Record<string, unknown>
}) {
  // Going live is a deferred render: React splits it into short tasks and keeps the fallback on
  // screen until the island's chunk has arrived and drawn.
  const live = useDeferredValue(useHydrated())
  if (!live) return <>{fallback}</>
  const Live = liveIsland(load)
  return (
    <Suspense fallback={fallback}>
      <Live {...props} />
    </Suspense>
  )
}
