import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import { ISLAND_FIRST_QUERY, ISLANDS, type IslandName } from '../app/islands.ts'
import {
  HYDRATED_ISLAND_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_QUERY_ATTRIBUTE,
} from './island-markers.ts'
import { whenNear } from './near.ts'

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

function propsAttribute(props: Record<string, unknown>): string | undefined {
  return Object.keys(props).length > 0 ? JSON.stringify(props) : undefined
}

/** Whether the spot has come within a screen of the viewport (see `whenNear`). */
function useNear(spot: HTMLElement | null): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || !spot) return
    // A transition: what comes near is drawn in short tasks, the page stays responsive.
    return whenNear(spot, () => startTransition(() => setNear(true)))
  }, [spot, near])
  return near
}

/**
 * A part of a page whose code and data arrive after the page is interactive: the prerendered
 * HTML and the first (hydrating) render show `fallback` (a skeleton of the final size); when the
 * spot comes within a screen of the viewport, the island's chunk loads and replaces it. Keeps
 * data fetching, TanStack Query and the list components off the first load. The wrapper names
 * the island and its props in the HTML, so a page that is only islands (see `islands.tsx`) can
 * start it without the app, with the key of the list it shows; `props` must be JSON.
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
  const [spot, setSpot] = useState<HTMLSpanElement | null>(null)
  const near = useNear(spot)
  // Going live is a deferred render: React splits it into short tasks and keeps the fallback on
  // screen until the island's chunk has arrived and drawn.
  const live = useDeferredValue(useHydrated() && near)
  const Live = live ? liveIsland(name) : undefined
  const firstQuery = ISLAND_FIRST_QUERY[name]?.(props)
  return (
    <span
      ref={setSpot}
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_QUERY_ATTRIBUTE]: firstQuery && JSON.stringify(firstQuery.queryKey),
      }}
      data-island-props={propsAttribute(props)}
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

/**
 * An island drawn the same in the prerendered HTML as on its first render in the browser, such
 * as the hero carousel, whose first picture is the page's largest paint: it is hydrated in
 * place, never redrawn. In the app it is part of the page; on an islands-only page it is the
 * registry's `name`, which must be `component`.
 */
export function HydratedIsland<Props extends Record<string, unknown>>({
  name,
  component: Component,
  props = {} as Props,
}: {
  name: IslandName
  component: ComponentType<Props>
  props?: Props
}) {
  return (
    <span
      {...{ [ISLAND_ATTRIBUTE]: name, [HYDRATED_ISLAND_ATTRIBUTE]: '' }}
      data-island-props={propsAttribute(props)}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </span>
  )
}
