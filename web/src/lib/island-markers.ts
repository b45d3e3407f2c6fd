/** The attribute a prerendered page marks an island with; its props go in `data-island-props`. */
export const ISLAND_ATTRIBUTE = 'data-island'
/** Marks an island whose prerendered HTML is its own first render, to be hydrated in place. */
export const HYDRATED_ISLAND_ATTRIBUTE = 'data-island-hydrated'
/** Set on an island's spot once it is drawn or hydrated: its buttons work from then on. */
export const LIVE_ISLAND_ATTRIBUTE = 'data-island-live'
/**
 * Marks a button of a hydrated island clicked before the island was live, with the click's turn,
 * for the islands entry to click it again once it is (`islands-starter.ts`).
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-island-early-click'
/**
 * A page's own picture that paints first (the home hero's, a list page's first card): the
 * islands of a page that has one wait until it is on screen (`islands.tsx`).
 */
export const PRIORITY_PICTURE = 'img[fetchpriority="high"]'

/**
 * The id prefix of a hydrated island's root (`dom-id.tsx`): the same for the prerenderer and the
 * browser, from what its HTML says, and never an `island<n>-` prefix of an island drawn afresh.
 */
export function islandIdPrefix(name: string, propsAttribute: string | undefined): string {
  let hash = 0
  for (const char of propsAttribute ?? '') hash = (hash * 31 + char.charCodeAt(0)) | 0
  return `${name}-${propsAttribute ? `${(hash >>> 0).toString(36)}-` : ''}`
}
