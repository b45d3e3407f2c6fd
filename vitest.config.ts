import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { islandDeclarations } from './scripts/island-declarations.ts'
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

/** What a file imports to start a stack or a database of its own (PGlite, Deno, a site build). */
const STARTS_A_STACK =
  /from '[./]*(local\/|supabase\/tests\/|\.\/)(testing|harness|stack|site-build)\.ts'/
/** What a file does that would pass to the next file of a worker whose modules it shared. */
const REPLACES_SHARED_STATE = /vi\.(mock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(/

/**
 * Node files that start no stack and replace nothing share their worker's modules too: each of
 * them took about a third of a second of a core in a process of its own (Vitest started one per
 * isolated file and imported Vitest, Valibot and the project's modules again), most of them more
 * than their tests: the 84 files took 48 s of the cores isolated, 27 s sharing. Files with a stack
 * stay isolated: each frees its PGlite and its Deno when its process ends.
 */
function sharesNodeModules(file: string): boolean {
  const source = readFileSync(file, 'utf8')
  return (
    !source.includes('@vitest-environment') &&
    !STARTS_A_STACK.test(source) &&
    !REPLACES_SHARED_STATE.test(source)
  )
}
const unitFiles = globSync(include, { exclude }).filter(sharesNodeModules)

export default defineConfig({
  resolve: { alias: { 'vitest-environment-screen': './web/src/test/screen-environment.ts' } },
  // Screens' page declarations and islands' uses are read as the build reads them.
  plugins: [pageDeclarations(), islandDeclarations()],
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
      { extends: true, test: { name: 'units', include: unitFiles, isolate: false } },
      {
        extends: true,
        test: {
          name: 'rest',
          include,
          exclude: [...exclude, ...screenFiles, ...unitFiles],
          globalSetup: ['local/test-global-setup.ts'],
        },
      },
    ],
  },
})
