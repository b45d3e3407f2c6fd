import { describe, expect, it } from 'vitest'
import { ISLANDS_SHARED_CHUNK, islandChunkNamer, type ModuleGraph } from './island-chunks.ts'

const WEB = '/site/web'
const ENTRY = `${WEB}/src/islands.tsx`
const RUNTIME = `${WEB}/src/islands-runtime.tsx`
const REGISTRY = '\0virtual:islands'
const ACTIVITIES = `${WEB}/src/features/activities/activities-live.tsx`
const BOOKS = `${WEB}/src/features/books/books-live.tsx`
const HERO = `${WEB}/src/features/hero/hero-live.tsx`
const NEAR = `${WEB}/src/lib/near.ts`
const REACT_DOM = '/site/node_modules/react-dom/client.js'
const BUTTON = `${WEB}/src/components/plain/button.tsx`
const ACTIVITY_CARD = `${WEB}/src/features/activities/activity-card.tsx`
const CHAKRA = '/site/node_modules/@chakra-ui/react/dist/index.js'
const STYLED_PART = `${WEB}/src/components/ui/toaster.tsx`

/** A module graph as the bundler describes it: static and dynamic imports by module. */
function graph(edges: Record<string, { imports?: string[]; dynamic?: string[] }>): ModuleGraph {
  return {
    getModuleInfo(id) {
      return {
        importedIds: edges[id]?.imports ?? [],
        dynamicallyImportedIds: edges[id]?.dynamic ?? [],
      }
    },
  }
}

const site = graph({
  [ENTRY]: { imports: [NEAR], dynamic: [RUNTIME, REGISTRY] },
  [RUNTIME]: { imports: [REACT_DOM, NEAR] },
  [REGISTRY]: { dynamic: [ACTIVITIES, BOOKS, HERO] },
  [ACTIVITIES]: { imports: [ACTIVITY_CARD, BUTTON] },
  [BOOKS]: { imports: [BUTTON, STYLED_PART] },
  [STYLED_PART]: { imports: [CHAKRA] },
  [HERO]: { imports: [BUTTON] },
})

const chunkOf = (id: string) => islandChunkNamer(WEB, ENTRY)(id, site)

describe('the islands chunks', () => {
  it('what the islands start with (the renderer) is in the shared chunk', () => {
    expect(chunkOf(REACT_DOM)).toBe(ISLANDS_SHARED_CHUNK)
  })

  it('a part two islands use is in the shared chunk', () => {
    expect(chunkOf(BUTTON)).toBe(ISLANDS_SHARED_CHUNK)
  })

  it("a part one island alone uses stays with that island's chunk", () => {
    expect(chunkOf(ACTIVITY_CARD)).toBeNull()
  })

  it('each island stays a chunk of its own, loaded only by the pages that show it', () => {
    expect(chunkOf(ACTIVITIES)).toBeNull()
    expect(chunkOf(BOOKS)).toBeNull()
    expect(chunkOf(HERO)).toBeNull()
  })

  it("the islands entry's own imports stay with it, out of the shared chunk (home's first load)", () => {
    expect(chunkOf(NEAR)).toBeNull()
  })

  it('nothing that brings Chakra goes into the shared chunk', () => {
    expect(chunkOf(STYLED_PART)).toBeNull()
    expect(chunkOf(CHAKRA)).toBeNull()
  })
})
