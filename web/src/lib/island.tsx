import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import { ISLANDS, type IslandName } from '../app/islands.ts'
import { readBakedPage } from './baked.ts'
import { IslandIdRoot } from './dom-id.tsx'
import { HYDRATED_ISLAND_ATTRIBUTE, ISLAND_ATTRIBUTE, islandIdPrefix } from './island-markers.ts'
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

/**
 * Set by the prerenderer on a build that could read the API: the code of the page's islands,
 * already loaded, so a baked island is drawn with its list; the names of those it drew go into
 * `drawn`, for the page's `BakedPage`.
 */
export interface Baking {
  components: ReadonlyMap<IslandName, ComponentType<Record<string, unknown>>>
  /** On an islands-only page each baked island is a root of its own, hydrated by Preact. */
  islandsOnly: boolean
  drawn: Set<IslandName>
}

export const IslandBaking = createContext<Baking | undefined>(undefined)

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
 * start it without the app; `props` must be JSON.
 *
 * A `baked` island (a list) is drawn with its content in the HTML when the build could read it
 * (`entry-server.tsx`), and hydrated in place from the data the page embeds.
 */
export function Island({
  name,
  fallback,
  props = {},
  baked = false,
}: {
  name: IslandName
  fallback: ReactNode
  props?: Record<string, unknown>
  baked?: boolean
}) {
  const baking = useContext(IslandBaking)
  const [spot, setSpot] = useState<HTMLSpanElement | null>(null)
  const near = useNear(spot)
  // Going live is a deferred render: React splits it into short tasks and keeps the fallback on
  // screen until the island's chunk has arrived and drawn.
  const live = useDeferredValue(useHydrated() && near)
  const Prerendered = baked ? baking?.components.get(name) : undefined
  if (Prerendered) baking?.drawn.add(name)
  // In the app, a baked island's HTML is its own first render: hydrated as it is.
  const bakedInApp = !baking && baked && (readBakedPage()?.islands.includes(name) ?? false)
  const Live = Prerendered ?? (live ? liveIsland(name) : undefined)
  const attribute = propsAttribute(props)
  return (
    <span
      ref={setSpot}
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [HYDRATED_ISLAND_ATTRIBUTE]: Prerendered || bakedInApp ? '' : undefined,
      }}
      data-island-props={attribute}
      style={{ display: 'contents' }}
    >
      {Prerendered && baking?.islandsOnly ? (
        // Drawn as the islands entry will hydrate it: a root of its own.
        <IslandIdRoot prefix={islandIdPrefix(name, attribute)}>
          <Prerendered {...props} />
        </IslandIdRoot>
      ) : bakedInApp ? (
        <HydratingLive name={name} fallback={fallback} props={props} />
      ) : Live ? (
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
 * A baked island's content while the app hydrates, kept apart from the island's own state: an
 * update reaching a Suspense boundary before its chunk has arrived would make React draw the
 * fallback in place of the prerendered list.
 */
const HydratingLive = memo(function HydratingLive({
  name,
  fallback,
  props,
}: {
  name: IslandName
  fallback: ReactNode
  props: Record<string, unknown>
}) {
  const Live = liveIsland(name)
  return (
    <Suspense fallback={fallback}>
      <Live {...props} />
    </Suspense>
  )
})

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
  const attribute = propsAttribute(props)
  return (
    <span
      {...{ [ISLAND_ATTRIBUTE]: name, [HYDRATED_ISLAND_ATTRIBUTE]: '' }}
      data-island-props={attribute}
      style={{ display: 'contents' }}
    >
      <IslandIdRoot prefix={islandIdPrefix(name, attribute)}>
        <Component {...props} />
      </IslandIdRoot>
    </span>
  )
}
