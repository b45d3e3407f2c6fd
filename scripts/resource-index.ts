import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The edge function's list of resource definitions, written from the files that declare them:
 * Deno bundles the function from its imports and cannot list a folder, so the list is a module
 * this script writes (`npm run resources`, and `npm run dev` at its start). A definition file is one
 * more resource without another line anywhere; resource-index.test.ts fails, naming the command,
 * when the written module and the folder disagree.
 */

const ROOT = resolve(import.meta.dirname, '..')
const DEFINITIONS_FOLDER = resolve(ROOT, 'edge-functions/_shared/resources')
export const RESOURCE_INDEX = resolve(ROOT, 'edge-functions/_shared/resource-index.ts')
export const RESOURCE_INDEX_FILE = 'edge-functions/_shared/resource-index.ts'
// The formatter writes each exported definition this way, at the start of its line.
const DEFINITION = /^export const (\w+) = defineResource(?:WithSchemas)?\(/gm

/** The names a definition file exports as resources (`export const books = defineResource(…)`). */
export function definedResources(source: string): string[] {
  return [...source.matchAll(DEFINITION)].map((match) => match[1])
}

/** What `resource-index.ts` must hold for the definition files there are now. */
export function resourceIndexSource(): string {
  const files = readdirSync(DEFINITIONS_FOLDER)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
  const defined = files.flatMap((name) =>
    definedResources(readFileSync(resolve(DEFINITIONS_FOLDER, name), 'utf8')).map((resource) => ({
      name,
      resource,
    })),
  )
  const modules = [...new Set(defined.map(({ name }) => name))]
  return [
    '// Written by scripts/resource-index.ts from the definitions in ./resources/ (`npm run resources`);',
    '// a new definition file is listed by running it, never by hand.',
    ...modules.map((name) => `export * from './resources/${name}'`),
    '',
    ...modules.map(
      (name) =>
        `import { ${defined
          .filter((it) => it.name === name)
          .map((it) => it.resource)
          .join(', ')} } from './resources/${name}'`,
    ),
    '',
    '/** The resources that share the list/create/update/delete shape, mounted by one router factory. */',
    'export const RESOURCES = [',
    ...defined.map((it) => `  ${it.resource},`),
    '] as const',
    '',
  ].join('\n')
}

/** Writes the index when it differs from what the folder makes it; says whether it did. */
export function writeResourceIndex(): boolean {
  const wanted = resourceIndexSource()
  if (existsSync(RESOURCE_INDEX) && readFileSync(RESOURCE_INDEX, 'utf8') === wanted) return false
  writeFileSync(RESOURCE_INDEX, wanted)
  return true
}

if (import.meta.main) {
  console.log(
    writeResourceIndex()
      ? `${RESOURCE_INDEX_FILE} written.`
      : `${RESOURCE_INDEX_FILE} already lists every definition.`,
  )
}
