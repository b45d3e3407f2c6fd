import { createContext, type ReactNode, useContext, useId, useState } from 'react'

/** An island root's id prefix, and how many ids its elements have taken. */
interface IdRoot {
  prefix: string
  taken: number
}

const IdRootContext = createContext<IdRoot | undefined>(undefined)

/**
 * Gives the ids inside one island root a prefix of their own (`islands-runtime.tsx`): on an
 * islands-only page Preact draws the islands, and it numbers `useId` per root, so two islands
 * would otherwise share their ids. Inside a root the ids are numbered in the order elements are
 * first drawn, the same in the prerenderer (React) as in the browser (Preact), so an island
 * whose content is in the HTML keeps its ids when it is hydrated.
 */
export function IslandIdRoot({ prefix, children }: { prefix: string; children: ReactNode }) {
  const [root] = useState<IdRoot>(() => ({ prefix, taken: 0 }))
  return <IdRootContext.Provider value={root}>{children}</IdRootContext.Provider>
}

/**
 * An id for an element's `id` and the attributes that point at it (`aria-controls`,
 * `aria-labelledby`), unique on the page, in the app as on an islands-only page.
 */
export function useDomId(): string {
  const root = useContext(IdRootContext)
  const appId = useId()
  const [rootId] = useState(() => (root ? `${root.prefix}${root.taken++}` : undefined))
  return rootId ?? appId
}
