import type { Query, QueryClient } from '@tanstack/react-query'

/**
 * What the prerenderer read from the API for one page: the lists its islands show, drawn into
 * its HTML, and the islands drawn with them. The page embeds it as JSON
 * (`<script type="application/json" id="baked-lists">`); the browser's query client starts from
 * it (`query-client.ts`) and the islands named in it are hydrated in place, not redrawn.
 */
export interface BakedPage {
  islands: string[]
  /** Each list as `[query key, data, when it was read]`: the least the query client needs. */
  lists: [queryKey: unknown[], data: unknown, readAt: number][]
}

/**
 * The `meta` of a query the build never reads (the owner's session is her browser's own): a page
 * drawing it is prerendered as someone signed out sees it, and the browser asks.
 */
export const NOT_BAKED = { baked: false } as const

/** Whether the build reads a query a page drew (`NOT_BAKED` says no). */
export function isBakeable(query: Query): boolean {
  return query.meta?.baked !== false
}

/** What a build read, for the page that shows it: its successful queries, nothing else. */
export function bakedLists(client: QueryClient): BakedPage['lists'] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [[...query.queryKey], query.state.data, query.state.dataUpdatedAt])
}

/** Puts a page's baked lists into the browser's query client, each as old as its build read. */
export function startFromBaked(client: QueryClient, page: BakedPage) {
  for (const [queryKey, data, readAt] of page.lists) {
    client.setQueryData(queryKey, data, { updatedAt: readAt })
  }
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
