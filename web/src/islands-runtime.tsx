/**
 * What draws the islands of an islands-only page (see `islands.tsx`): the DOM renderer (Preact's
 * React compatibility layer in the islands build, see vite.config.ts), loaded once the first
 * island is due, and the toaster's trigger.
 */
import { type ComponentType, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { toaster } from './components/ui/toast-store.ts'
import { IslandIdPrefix } from './lib/dom-id.ts'
import { HYDRATED_ISLAND_ATTRIBUTE } from './lib/island-markers.ts'

let roots = 0

/**
 * Draws an island at its spot in place of its skeleton, or hydrates it in place. Each island is
 * a root with an id prefix of its own, so elements it creates never share an id with another
 * island's (a hydrated island's prerendered elements keep the ids their HTML holds).
 */
export function drawIsland(
  spot: HTMLElement,
  Live: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
) {
  roots += 1
  const island = (
    <StrictMode>
      <IslandIdPrefix value={`island${roots}-`}>
        <Live {...props} />
      </IslandIdPrefix>
    </StrictMode>
  )
  if (spot.hasAttribute(HYDRATED_ISLAND_ATTRIBUTE)) hydrateRoot(spot, island)
  else createRoot(spot).render(island)
}

// Toasts follow a visitor's action; the toaster that draws them, and Chakra with it, loads then.
const stopWaiting = toaster.subscribe(() => {
  stopWaiting()
  void import('./components/ui/standalone-toaster.tsx').then(({ showToaster }) => showToaster())
})
