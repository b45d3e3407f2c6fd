import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { islandModules } from '../../../scripts/island-modules.ts'
import { ISLANDS, PLAIN_ISLANDS } from './islands.ts'

/** Raising a toast needs only the toast store (a state machine), never a drawn component. */
const ALLOWED = new Set(['@chakra-ui/react/toast'])

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

const ISLAND_MODULES = new Map(
  [...islandModules()].map(([name, path]) => [name, resolve(import.meta.dirname, '../..', path)]),
)

it('the registry names a module for every island', () => {
  expect([...ISLAND_MODULES.keys()].sort()).toEqual(Object.keys(ISLANDS).sort())
})

describe('plain islands', () => {
  for (const name of PLAIN_ISLANDS) {
    it(`${name} draws without Chakra or Emotion in the browser`, () => {
      const drawnWithChakra = [...packagesReachedFrom(ISLAND_MODULES.get(name) as string)]
        .filter(([specifier]) => /^@(chakra-ui|emotion)\//.test(specifier))
        .filter(([specifier]) => !ALLOWED.has(specifier))
        .map(([specifier, via]) => `${specifier} via ${via}`)
      expect(drawnWithChakra).toEqual([])
    })
  }
})
