import type { DehydratedState } from '@tanstack/react-query'
import type { IslandName } from '../app/islands.ts'

/**
 * What the prerenderer read from the API for one page: the lists its islands show, drawn into
 * its HTML, and the islands drawn with them. The page embeds it as JSON
 * (`<script type="application/json" id="baked-lists">`); the browser's query client starts from
 * it (`query-client.ts`) and the islands named in it are hydrated in place, not redrawn.
 */
export interface BakedPage {
  islands: IslandName[]
  queries: DehydratedState
}

export const BAKED_PAGE_ID = 'baked-lists'

let bakedPage: BakedPage | null | undefined

/** This page's baked lists, or null on a page (or a build) without them. */
export function readBakedPage(): BakedPage | null {
  if (bakedPage === undefined) {
    const script = typeof document === 'undefined' ? null : document.getElementById(BAKED_PAGE_ID)
    bakedPage = script?.textContent ? (JSON.parse(script.textContent) as BakedPage) : null
  }
  return bakedPage
}
