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

/** The key in the islands build's manifest of an island's chunk: the module it starts. */
export function islandChunkKey(
  island: string,
  manifest: Readonly<Record<string, unknown>>,
  modules: Map<string, string> = islandModules(),
): string | undefined {
  const key = modules.get(island)
  return key && manifest[key] ? key : undefined
}
