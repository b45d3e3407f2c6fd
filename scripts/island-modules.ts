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
