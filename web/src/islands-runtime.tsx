/**
 * What draws the islands of an islands-only page (see `islands.tsx`): the DOM renderer (Preact's
 * React compatibility layer in the islands build, see vite.config.ts), loaded once the first
 * island is due, and the toaster's trigger.
 */
import { type ComponentType, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { toaster } from './components/ui/toast-store.ts'
import { IslandIdRoot } from './lib/dom-id.tsx'
import { HYDRATED_ISLAND_ATTRIBUTE, islandIdPrefix } from './lib/island-markers.ts'

let roots = 0

/**
 * Draws an island at its spot in place of its skeleton, or hydrates it in place when its HTML is
 * its first render (a baked list, the hero). Each island is a root with an id prefix of its own,
 * so elements it creates never share an id with another island's; a hydrated island's is the
 * one the prerenderer gave it, so its ids are those its HTML holds.
 */
export function drawIsland(
  spot: HTMLElement,
  Live: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
) {
  const hydrated = spot.hasAttribute(HYDRATED_ISLAND_ATTRIBUTE)
  roots += 1
  const prefix = hydrated
    ? islandIdPrefix(spot.dataset.island ?? '', spot.dataset.islandProps)
    : `island${roots}-`
  const island = (
    <StrictMode>
      <IslandIdRoot prefix={prefix}>
        <Live {...props} />
      </IslandIdRoot>
    </StrictMode>
  )
  if (hydrated) hydrateRoot(spot, island)
  else createRoot(spot).render(island)
}

// Toasts follow a visitor's action; the toaster that draws them, and Chakra with it, loads then.
const stopWaiting = toaster.subscribe(() => {
  stopWaiting()
  void import('./components/ui/standalone-toaster.tsx').then(({ showToaster }) => showToaster())
})
