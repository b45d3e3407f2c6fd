import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { islandsInSite } from './island-declarations.ts'

const WEB = join(import.meta.dirname, '..', 'web')

/**
 * The module of each island the site draws, by island name, as a path from `web/` (the key of
 * Vite's manifest), read from where each island is used.
 */
export function islandModules(): Map<string, string> {
  return new Map([...islandsInSite()].map(([name, island]) => [name, relative(WEB, island.module)]))
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

/** Every package a module reaches through its static imports, with the chain that got there. */
function packagesReachedFrom(file: string, seen = new Map<string, string>(), chain = [file]) {
  const source = readFileSync(file, 'utf8')
  for (const [, specifier] of source.matchAll(/^\s*(?:import|export)[^'"]*?from\s+'([^']+)'/gm)) {
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(file), specifier)
      if (seen.has(target) || target.endsWith('.css')) continue
      seen.set(target, chain.join(' > '))
      packagesReachedFrom(target, seen, [...chain, target])
    } else if (!seen.has(specifier)) {
      seen.set(specifier, chain.join(' > '))
    }
  }
  return seen
}

/**
 * The islands that draw with Chakra (or Emotion) in the browser, each with the import chain that
 * brings it in, read from their sources. An islands-only page may hold none of them: the build
 * says which and why. Every other island is plain, with nothing to keep in a list.
 */
export function islandsDrawnWithChakra(modules: Map<string, string> = islandModules()) {
  const drawn = new Map<string, string>()
  for (const [name, path] of modules) {
    const reached = [...packagesReachedFrom(join(WEB, path))].find(([specifier]) =>
      /^@(chakra-ui|emotion)\//.test(specifier),
    )
    if (reached) {
      const [specifier, via] = reached
      drawn.set(name, `${specifier} via ${via.replaceAll(`${resolve(WEB, '..')}/`, '')}`)
    }
  }
  return drawn
}

const SETTINGS_READER = resolve(WEB, 'src/features/site-settings/site-settings.tsx')

/**
 * The islands that would read the owner's settings in the browser, where an island is drawn
 * apart from the page and has none, each with the import chain that brings the reader in. The
 * page reads the settings and hands an island what it needs as props (docs/public-site.md).
 */
export function islandsReadingSettings(modules: Map<string, string> = islandModules()) {
  const reading = new Map<string, string>()
  for (const [name, path] of modules) {
    const via = packagesReachedFrom(join(WEB, path)).get(SETTINGS_READER)
    if (via) reading.set(name, via.replaceAll(`${resolve(WEB, '..')}/`, ''))
  }
  return reading
}
