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

// biome-ignore lint/suspicious/noExplicitAny: an island's props are its own; `of` types them
type AnyComponent = ComponentType<any>

/**
 * What the build makes of an island's import at its use site (`scripts/island-declarations.ts`):
 * its name in the HTML and the loader of its own chunk; a hydrated island keeps its component.
 */
export type IslandReference =
  | { name: string; load: () => Promise<{ default: AnyComponent }> }
  | { name: string; component: AnyComponent }

function referenceOf(of: unknown): IslandReference {
  if (typeof of === 'object' && of !== null && 'name' in of) return of as IslandReference
  throw new Error(
    '<Island of={…}> was handed a component, not its reference: the build rewrites an island imported where it is used (scripts/island-declarations.ts), so this Vite config lacks islandDeclarations().',
  )
}

const liveIslands = new Map<string, LazyExoticComponent<AnyComponent>>()

function liveIsland(island: IslandReference) {
  let live = liveIslands.get(island.name)
  if (!live) {
    if (!('load' in island)) throw new Error(`${island.name} is drawn with its page, not loaded.`)
    live = lazy(island.load)
    liveIslands.set(island.name, live)
  }
  return live
}

function propsAttribute(props: object): string | undefined {
  return Object.keys(props).length > 0 ? JSON.stringify(props) : undefined
}

/**
 * Set by the prerenderer on a build that could read the API: the code of the page's islands,
 * already loaded, so a baked island is drawn with its list; the names of those it drew go into
 * `drawn`, for the page's `BakedPage`.
 */
export interface Baking {
  components: ReadonlyMap<string, AnyComponent>
  /** On an islands-only page each baked island is a root of its own, hydrated by Preact. */
  islandsOnly: boolean
  drawn: Set<string>
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
 * data fetching, TanStack Query and the list components off the first load. `of` is the island's
 * component, imported by default from its own module in the file that draws it; the build keeps
 * its code out of the page. The wrapper names the island and its props in the HTML, so a page
 * that is only islands (see `islands.tsx`) can start it without the app; `props` must be JSON.
 *
 * A `baked` island (a list) is drawn with its content in the HTML when the build could read it
 * (`entry-server.tsx`), and hydrated in place from the data the page embeds.
 */
export function Island<Props extends object>({
  of,
  fallback,
  props = {} as Props,
  baked = false,
}: {
  of: ComponentType<Props>
  fallback: ReactNode
  props?: Props
  baked?: boolean
}) {
  const island = referenceOf(of)
  const name = island.name
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
  const Live = Prerendered ?? (live ? liveIsland(island) : undefined)
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
        <HydratingLive island={island} fallback={fallback} props={props} />
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
  island,
  fallback,
  props,
}: {
  island: IslandReference
  fallback: ReactNode
  props: object
}) {
  const Live = liveIsland(island)
  return (
    <Suspense fallback={fallback}>
      <Live {...props} />
    </Suspense>
  )
})

/**
 * An island drawn the same in the prerendered HTML as on its first render in the browser, such
 * as the hero carousel, whose first picture is the page's largest paint: it is hydrated in
 * place, never redrawn. In the app it is part of the page; on an islands-only page the islands
 * entry hydrates it from its own chunk.
 */
export function HydratedIsland<Props extends object>({
  of,
  props = {} as Props,
}: {
  of: ComponentType<Props>
  props?: Props
}) {
  const island = referenceOf(of)
  if (!('component' in island))
    throw new Error(`${island.name} is a lazily drawn island: use <Island>.`)
  const { name, component: Component } = island
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
