import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const REGISTRY = join(import.meta.dirname, '..', 'web', 'src', 'app', 'islands.ts')

/**
 * The module each island of `web/src/app/islands.ts` loads, by island name, as a path from
 * `web/` (the key of Vite's manifest). Read from the registry's source: its entries must stay
 * literal `import()` calls for Vite to split them.
 */
export function islandModules(): Map<string, string> {
  const source = readFileSync(REGISTRY, 'utf8')
  return new Map(
    [...source.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\.\/([^']+)'\)/gm)].map(
      ([, name, path]) => [name, `src/${path}`],
    ),
  )
}

/** The name of the chunk of its own a hydrated island is given (vite.config.ts). */
export function hydratedIslandChunkName(island: string): string {
  return `island-${island}`
}

/**
 * The key in Vite's manifest of an island's chunk: the one its module starts, or the hydrated
 * island's chunk of its own.
 */
export function islandChunkKey(
  island: string,
  manifest: Readonly<Record<string, { name?: string }>>,
  modules: Map<string, string> = islandModules(),
): string | undefined {
  const key = modules.get(island)
  if (key && manifest[key]) return key
  const chunkName = hydratedIslandChunkName(island)
  return Object.keys(manifest).find((candidate) => manifest[candidate].name === chunkName)
}
