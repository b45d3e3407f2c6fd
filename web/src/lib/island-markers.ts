/** The attribute a prerendered page marks an island with; its props go in `data-island-props`. */
export const ISLAND_ATTRIBUTE = 'data-island'
/** Marks an island whose prerendered HTML is its own first render, to be hydrated in place. */
export const HYDRATED_ISLAND_ATTRIBUTE = 'data-island-hydrated'
/** The query key (JSON) of the list a data island shows, asked for as soon as it is due. */
export const ISLAND_QUERY_ATTRIBUTE = 'data-island-query'
/**
 * A page's own picture that paints first (the home hero's): the islands of a page that has one
 * wait until it is on screen (`islands.tsx`).
 */
export const PRIORITY_PICTURE = 'img[fetchpriority="high"]'

/**
 * Marks a page whose largest paint is its list, drawn by an island (a module that says
 * `opensWithList`): its islands start at once, and the prerenderer preloads their chunks. Every
 * other islands-only page starts them once its own largest paint, prerendered, is on screen.
 */
export const ISLANDS_AT_ONCE_TAG = '<meta name="islands-start" content="at-once">'
export const ISLANDS_AT_ONCE = 'meta[name="islands-start"][content="at-once"]'
