import { resolve } from 'node:path'
import { islandModules } from './island-modules.ts'

/** What the bundler tells a chunk-naming function about a module (Rolldown's ModuleInfo). */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  } | null
}

/** The islands build's manifest, beside the app's in the site's `.vite` folder. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json'

/** The chunk of everything the islands share: the renderer, the query client, plain parts. */
export const ISLANDS_SHARED_CHUNK = 'islands-shared'

/** Chakra's style engine: an island that reaches it is not plain, and its code is not shared. */
const STYLE_ENGINE = /[\\/]node_modules[\\/]@(chakra-ui|emotion|ark-ui|zag-js|pandacss)[\\/]/

/**
 * Names the chunks of the islands build (vite.config.ts), so an islands-only page asks for a
 * handful of files rather than forty: on a phone each further round of requests costs a round
 * trip. What the islands' start needs (the renderer, the query client), and what two islands
 * or more import, goes into one shared chunk, short of Chakra (loaded only with the toaster).
 * The islands entry's own few lines (home's first load) stay out of it, and each island stays a
 * chunk of its own with what it alone imports, so a page loads only its own islands.
 */
export function islandChunkNamer(webRoot: string, islandsEntry: string) {
  const islandByModule = new Map(
    [...islandModules()].map(([name, module]) => [resolve(webRoot, module), name]),
  )
  let shared: Set<string> | undefined

  function sharedModules(graph: ModuleGraph): Set<string> {
    const info = (id: string) => graph.getModuleInfo(id)
    const styled = new Map<string, boolean>()
    const reachesStyleEngine = (id: string, path = new Set<string>()): boolean => {
      if (STYLE_ENGINE.test(id)) return true
      const known = styled.get(id)
      if (known !== undefined) return known
      if (path.has(id)) return false
      path.add(id)
      const result = (info(id)?.importedIds ?? []).some((imported) =>
        reachesStyleEngine(imported, path),
      )
      path.delete(id)
      styled.set(id, result)
      return result
    }
    /** A module and what it imports, short of anything that brings Chakra. */
    const closure = (root: string) => {
      const found = new Set<string>()
      const visit = (id: string) => {
        if (found.has(id) || reachesStyleEngine(id)) return
        found.add(id)
        for (const imported of info(id)?.importedIds ?? []) visit(imported)
      }
      visit(root)
      return found
    }
    const entryOwn = closure(islandsEntry)
    // What the entry starts (the renderer, the registry), needed by every island; and what the
    // registry starts (each island, each list's query).
    const started = info(islandsEntry)?.dynamicallyImportedIds ?? []
    const islandRoots = started.flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
    const forEveryIsland = new Set(started.flatMap((id) => [...closure(id)]))
    const islandsUsing = new Map<string, number>()
    for (const root of islandRoots) {
      for (const id of closure(root)) islandsUsing.set(id, (islandsUsing.get(id) ?? 0) + 1)
    }
    const candidates = new Set([...forEveryIsland, ...islandsUsing.keys()])
    return new Set(
      [...candidates].filter(
        (id) =>
          !entryOwn.has(id) &&
          !islandByModule.has(id) &&
          (forEveryIsland.has(id) || (islandsUsing.get(id) ?? 0) > 1),
      ),
    )
  }

  return (moduleId: string, graph: ModuleGraph): string | null => {
    shared ??= sharedModules(graph)
    return shared.has(moduleId) ? ISLANDS_SHARED_CHUNK : null
  }
}
