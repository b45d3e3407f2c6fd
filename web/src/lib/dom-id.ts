import { createContext, useContext, useId } from 'react'

const IdPrefix = createContext('')

/**
 * Gives the ids inside one island root a prefix of their own
 * (`islands-runtime.tsx`): on an islands-only page Preact draws the islands, and it numbers
 * `useId` per root, so two islands would otherwise share their ids.
 */
export const IslandIdPrefix = IdPrefix.Provider

/**
 * An id for an element's `id` and the attributes that point at it (`aria-controls`,
 * `aria-labelledby`), unique on the page, in the app as on an islands-only page.
 */
export function useDomId(): string {
  return useContext(IdPrefix) + useId()
}
