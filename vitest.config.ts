import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { islandDeclarations } from './scripts/island-declarations.ts'
import { listTypeDeclarations } from './scripts/list-type-declarations.ts'
import { pageDeclarations } from './scripts/page-declarations.ts'

const include = ['**/*.test.{ts,tsx}']
const exclude = ['**/node_modules', '**/node_modules/**', '**/dist/**', '.local/**', 'e2e/**']

/**
 * Screen files (`// @vitest-environment screen`: one jsdom window per worker,
 * web/src/test/screen-environment.ts) share their worker's modules: React, Chakra and the admin's
 * screens imported once per worker rather than once per file took the 47 screen files from 104 s to
 * 38-44 s on two cores. A file that mocks a module (`vi.mock`) keeps a module registry of its own,
 * since a module another file imported first would keep the real one.
 */
function sharesModules(file: string): boolean {
  const source = readFileSync(file, 'utf8')
  return source.includes('@vitest-environment screen') && !source.includes('vi.mock(')
}
const screenFiles = globSync(include, { exclude }).filter(sharesModules)

/** What a file does that would pass to the next file of a worker whose modules it shared. */
const REPLACES_SHARED_STATE = /vi\.(mock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(/

/**
 * Node files that replace nothing share their worker's modules too: Vitest started a process per
 * isolated file and imported Vitest, Valibot, PGlite and the project's modules again, about a third
 * of a second of a core for a file without a stack (most of them spend more on that than on their
 * tests) and a second for one with a stack (PGlite's module, the gateway's, Auth's). The 84 files
 * without a stack took 48 s of the cores isolated and 27 s sharing; supabase/tests and five stack
 * files (30) 97 s and 64 s, beside another agent's run. Each stack file stops what it started (its
 * stack, its database, its Deno) in its afterAll, so nothing of it passes to the next.
 */
function sharesNodeModules(file: string): boolean {
  const source = readFileSync(file, 'utf8')
  return !source.includes('@vitest-environment') && !REPLACES_SHARED_STATE.test(source)
}
const nodeFiles = globSync(include, { exclude }).filter(sharesNodeModules)

export default defineConfig({
  resolve: { alias: { 'vitest-environment-screen': './web/src/test/screen-environment.ts' } },
  // Screens' page declarations and islands' uses are read as the build reads them.
  plugins: [pageDeclarations(), listTypeDeclarations(), islandDeclarations()],
  test: {
    // Most files spend their time waiting on a stack of their own (PGlite starting, Deno starting,
    // round trips), not on a core: Vitest's default of one worker per core but one ran them one at
    // a time on two cores. Each worker's stack takes about half a gigabyte at most.
    maxWorkers: Math.min(availableParallelism() * 2, 8),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'screens',
          include: screenFiles,
          isolate: false,
          setupFiles: ['web/src/test/screen-files-share-modules.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: nodeFiles,
          isolate: false,
          globalSetup: ['local/test-global-setup.ts'],
          setupFiles: ['local/test-stacks-stopped.ts'],
        },
      },
      // Files that mock, stub or spy on a module or a global, each in a process of its own.
      {
        extends: true,
        test: { name: 'isolated', include, exclude: [...exclude, ...screenFiles, ...nodeFiles] },
      },
    ],
  },
})
