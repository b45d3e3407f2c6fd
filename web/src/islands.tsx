/**
 * The browser entry of a page that is only islands (a prerendered public page declared
 * `islandsOnly`): the HTML is final, so neither the router nor Chakra's style engine
 * loads. Each island starts as it comes within a screen of the viewport, drawn into its spot in
 * place of its prerendered skeleton, or hydrated in place when its HTML is its first render.
 *
 * Every page's largest paint is prerendered (the home hero's first picture, a list's first card,
 * a page of text: the lists are baked into the HTML), so the page asks for this entry only once
 * that paint is on screen (`lib/islands-starter.ts`, inlined at the end of its HTML): nothing
 * competes with it. Then the renderer (`islands-runtime.tsx`) and the code of each island near
 * the viewport are asked for at the same time; an island's list is read again as it starts.
 */
import type { ComponentType } from 'react'
import {
  EARLY_CLICK_ATTRIBUTE,
  HYDRATED_ISLAND_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  LIVE_ISLAND_ATTRIBUTE,
} from './lib/island-markers.ts'
import { whenNear } from './lib/near.ts'

type IslandModule = { default: ComponentType<Record<string, unknown>> }

/** Islands inside another island start with it, not on their own. */
function outermostIslands() {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (spot) => !spot.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  )
}

const starts = new Map<HTMLElement, () => Promise<void>>()

/** Loads an island's code and the renderer, then draws or hydrates it; once per spot. */
function starterOf(spot: HTMLElement): () => Promise<void> {
  let started = starts.get(spot)
  if (!started) {
    let drawn: Promise<void> | undefined
    started = () => {
      drawn ??= (async () => {
        const name = spot.getAttribute(ISLAND_ATTRIBUTE) ?? ''
        const props = JSON.parse(spot.dataset.islandProps ?? '{}') as Record<string, unknown>
        const { ISLANDS } = await import('virtual:islands')
        const load = ISLANDS[name] as (() => Promise<IslandModule>) | undefined
        if (!load)
          throw new Error(`No island is named ${name}: the page and the islands build differ.`)
        const island = load()
        const [{ drawIsland }, { default: Live }] = await Promise.all([
          import('./islands-runtime.tsx'),
          island,
        ])
        drawIsland(spot, Live, props)
        spot.setAttribute(LIVE_ISLAND_ATTRIBUTE, '')
        replayEarlyClicks(spot)
      })()
      return drawn
    }
    starts.set(spot, started)
  }
  return started
}

/**
 * The clicks the page's starter kept for this spot while it was not live
 * (`lib/islands-starter.ts`), given again in the order they came.
 */
function replayEarlyClicks(spot: HTMLElement) {
  const clicked = [...spot.querySelectorAll<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`)]
  const turn = (button: HTMLElement) => Number(button.getAttribute(EARLY_CLICK_ATTRIBUTE))
  for (const button of clicked.sort((a, b) => turn(a) - turn(b))) {
    button.removeAttribute(EARLY_CLICK_ATTRIBUTE)
    button.click()
  }
}

/** A click on a hydrated island that is not live yet starts it at once, wherever it is. */
function startOnEarlyClick(spot: HTMLElement) {
  if (!spot.hasAttribute(HYDRATED_ISLAND_ATTRIBUTE)) return
  spot.addEventListener('click', () => {
    if (!spot.hasAttribute(LIVE_ISLAND_ATTRIBUTE)) void starterOf(spot)()
  })
}

function startIslands() {
  void import('./islands-runtime.tsx')
  void import('virtual:islands')
  for (const spot of outermostIslands()) {
    startOnEarlyClick(spot)
    if (spot.querySelector(`[${EARLY_CLICK_ATTRIBUTE}]`)) void starterOf(spot)()
    else whenNear(spot, starterOf(spot))
  }
}

startIslands()
