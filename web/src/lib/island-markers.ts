/** The attribute a prerendered page marks an island with; its props go in `data-island-props`. */
export const ISLAND_ATTRIBUTE = 'data-island'
/** Marks an island whose prerendered HTML is its own first render, to be hydrated in place. */
export const HYDRATED_ISLAND_ATTRIBUTE = 'data-island-hydrated'
/** The query key (JSON) of the list a data island shows, asked for as soon as it is due. */
export const ISLAND_QUERY_ATTRIBUTE = 'data-island-query'
/**
 * A page's own picture that paints first (the home hero's); the islands of a page that has one
 * wait for it (`islands.tsx`), and the prerenderer names none of their scripts in its head.
 */
export const PRIORITY_PICTURE = 'img[fetchpriority="high"]'
