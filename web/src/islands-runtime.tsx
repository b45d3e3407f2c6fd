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

let drawnIslands = 0

/**
 * Draws an island at its spot in place of its skeleton, with ids of its own, or hydrates it in
 * place, keeping the ids its prerendered HTML holds.
 */
export function drawIsland(
  spot: HTMLElement,
  Live: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
) {
  const island = (
    <StrictMode>
      <Live {...props} />
    </StrictMode>
  )
  if (spot.hasAttribute(HYDRATED_ISLAND_ATTRIBUTE)) hydrateRoot(spot, island)
  else {
    drawnIslands += 1
    createRoot(spot).render(
      <IslandIdPrefix value={`island${drawnIslands}-`}>{island}</IslandIdPrefix>,
    )
  }
}

// Toasts follow a visitor's action; the toaster that draws them, and Chakra with it, loads then.
const stopWaiting = toaster.subscribe(() => {
  stopWaiting()
  void import('./components/ui/standalone-toaster.tsx').then(({ showToaster }) => showToaster())
})
