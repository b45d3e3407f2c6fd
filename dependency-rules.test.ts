import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import { afterEach, describe, expect, it } from 'vitest'

const load = createRequire(import.meta.url)
const rules: IConfiguration = load('./.dependency-cruiser.cjs')
const runtimeRules: IConfiguration = load('./.dependency-cruiser.runtime.cjs')

/** A tree shaped as the project's, each module importing only downwards. */
const LAYERED: Record<string, string[]> = {
  'edge-functions/api/index.ts': ['./app.ts'],
  'edge-functions/api/app.ts': ['./routes/resources.ts', './routes/tracks.ts'],
  'edge-functions/api/routes/resources.ts': [
    '../publication.ts',
    '../row-writes.ts',
    '../context.ts',
  ],
  'edge-functions/api/routes/tracks.ts': ['./resources.ts', '../publication.ts'],
  'edge-functions/api/publication.ts': ['./row-writes.ts', './errors.ts', '../_shared/resource.ts'],
  'edge-functions/api/row-writes.ts': ['./db.ts', './sql.ts', './errors.ts'],
  'edge-functions/api/context.ts': ['./db.ts', './errors.ts'],
  'edge-functions/api/sql.ts': ['./db.ts'],
  'edge-functions/api/db.ts': [],
  'edge-functions/api/errors.ts': [],
  'edge-functions/api/writes.test.ts': ['./app.ts', './routes/resources.ts'],
  'edge-functions/_shared/resource.ts': [],
  'web/src/features/videos/video-list.tsx': ['./videos-live.tsx', './list-props.ts'],
  'web/src/features/videos/videos-live.tsx': ['./list-props.ts', '../../lib/api.ts'],
  'web/src/features/videos/list-props.ts': [],
  'web/src/lib/api.ts': ['../../../edge-functions/_shared/resource.ts'],
  'web/src/app/routes/home.tsx': ['../../features/site-settings/queries.ts'],
  'web/src/features/site-settings/queries.ts': [
    '../../../../edge-functions/_shared/resources/site-settings.ts',
  ],
  'edge-functions/_shared/resources/site-settings.ts': [],
  'edge-functions/_shared/resources/site-settings-checks.ts': ['valibot', './site-settings.ts'],
}

let tree: string | undefined

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true })
  tree = undefined
})

/** What the rules say of the layered tree with `added` imports (module -> its new import). */
async function violationsWith(
  added: Record<string, string> = {},
  config: IConfiguration = rules,
): Promise<string[]> {
  tree = mkdtempSync(join(tmpdir(), 'dependency-rules-'))
  // A package the tree may import, as the project's node_modules holds it.
  mkdirSync(join(tree, 'node_modules', 'valibot'), { recursive: true })
  writeFileSync(
    join(tree, 'node_modules', 'valibot', 'package.json'),
    JSON.stringify({ name: 'valibot', main: 'index.js' }),
  )
  writeFileSync(join(tree, 'node_modules', 'valibot', 'index.js'), 'export const object = 1\n')
  for (const [module, imports] of Object.entries(LAYERED)) {
    const file = join(tree, module)
    mkdirSync(dirname(file), { recursive: true })
    // An added import is a specifier, or a whole statement (a type's import).
    const lines = [...imports, ...(added[module] ? [added[module]] : [])].map((specifier) =>
      specifier.startsWith('import ') ? specifier : `import '${specifier}'`,
    )
    writeFileSync(file, `${lines.join('\n')}\nexport const value = 1\n`)
  }
  const { output } = await cruise(['edge-functions', 'web/src'], {
    baseDir: tree,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: config.options?.tsPreCompilationDeps,
  })
  // A ring is named by each module round it, back to the first.
  return (output as ICruiseResult).summary.violations.map(
    ({ rule, from, to, cycle }) =>
      `${rule.name}: ${[from, ...(cycle ? cycle.map((module) => module.name) : [to])].join(' → ')}`,
  )
}

describe('.dependency-cruiser.cjs (run by `npm run check`)', () => {
  it('passes a tree whose modules import only downwards', async () => {
    expect(await violationsWith()).toEqual([])
  })

  it.each([
    [
      'publication.ts importing a route',
      { 'edge-functions/api/publication.ts': './routes/resources.ts' },
      'api-publication-below-routes: edge-functions/api/publication.ts → edge-functions/api/routes/resources.ts',
    ],
    [
      'publication.ts reading the request context',
      { 'edge-functions/api/publication.ts': './context.ts' },
      'api-publication-below-routes: edge-functions/api/publication.ts → edge-functions/api/context.ts',
    ],
    [
      'a row write importing publication.ts',
      { 'edge-functions/api/row-writes.ts': './publication.ts' },
      'api-row-writes-at-the-bottom: edge-functions/api/row-writes.ts → edge-functions/api/publication.ts',
    ],
    [
      'the database module importing a write',
      { 'edge-functions/api/db.ts': './row-writes.ts' },
      'api-foundation-below-writes: edge-functions/api/db.ts → edge-functions/api/row-writes.ts',
    ],
    [
      'a lower module importing a route',
      { 'edge-functions/api/errors.ts': './routes/tracks.ts' },
      'api-routes-only-from-app: edge-functions/api/errors.ts → edge-functions/api/routes/tracks.ts',
    ],
    [
      'the contract importing the function',
      { 'edge-functions/_shared/resource.ts': '../api/errors.ts' },
      'shared-contract-below-its-users: edge-functions/_shared/resource.ts → edge-functions/api/errors.ts',
    ],
    [
      'two lower modules importing each other',
      { 'edge-functions/api/db.ts': './sql.ts' },
      'import-cycle: edge-functions/api/db.ts → edge-functions/api/sql.ts → edge-functions/api/db.ts',
    ],
    [
      'an island importing its view',
      { 'web/src/features/videos/videos-live.tsx': './video-list.tsx' },
      'view-and-island-import-each-other: web/src/features/videos/video-list.tsx → web/src/features/videos/videos-live.tsx → web/src/features/videos/video-list.tsx',
    ],
  ])('fails on %s, naming the rule, the module and its import', async (_, added, expected) => {
    expect(await violationsWith(added)).toContain(expected)
  })

  it('public-pages-never-load-valibot: a page reaching a module of checks fails, naming the path', async () => {
    expect(await violationsWith({}, runtimeRules)).toEqual([])
    expect(
      await violationsWith(
        { 'edge-functions/_shared/resources/site-settings.ts': './site-settings-checks.ts' },
        runtimeRules,
      ),
    ).toContain(
      'public-pages-never-load-valibot: web/src/app/routes/home.tsx → node_modules/valibot/index.js',
    )
  })

  it('public-pages-never-load-valibot: a type imported from a module of checks is not loaded', async () => {
    const typeOnly = {
      'web/src/features/site-settings/queries.ts':
        "import type { Check } from '../../../../edge-functions/_shared/resources/site-settings-checks.ts'",
    }
    expect(await violationsWith(typeOnly, runtimeRules)).toEqual([])
  })

  it('is shown modules the project has, so a rule cannot go quiet when one moves', () => {
    for (const module of Object.keys(LAYERED)) {
      expect(existsSync(join(import.meta.dirname, module)), module).toBe(true)
    }
  })
})
