/**
 * The browser entry of a page that is only islands (a prerendered public page whose module
 * says `islandsOnly`): the HTML is final, so neither the router nor Chakra's style engine
 * loads. Each island starts as it comes within a screen of the viewport, drawn into its spot in
 * place of its prerendered skeleton, or hydrated in place when its HTML is its first render.
 *
 * The entry itself is a few lines. Every page's largest paint is prerendered (the home hero's
 * first picture, a list's first card, a page of text: the lists are baked into the HTML), so it
 * fetches nothing more until that paint is on screen and no script or request competes with
 * it. Then the renderer (`islands-runtime.tsx`) and the code of each island near the viewport
 * are asked for at the same time; an island's list is read again as it starts (its query).
 */
import type { ComponentType } from 'react'
import type { IslandName } from './app/islands.ts'
import { ISLAND_ATTRIBUTE, PRIORITY_PICTURE } from './lib/island-markers.ts'
import { whenNear } from './lib/near.ts'

type IslandModule = { default: ComponentType<Record<string, unknown>> }

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

afterLargestPaint(startIslands, document.querySelector<HTMLImageElement>(PRIORITY_PICTURE))
