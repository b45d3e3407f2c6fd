import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { islandDeclarations } from './scripts/island-declarations.ts'
import { pageDeclarations } from './scripts/page-declarations.ts'

export default defineConfig({
  // Screens' page declarations and islands' uses are read as the build reads them.
  plugins: [pageDeclarations(), islandDeclarations()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '.local/**', 'e2e/**'],
    environment: 'node',
    globalSetup: ['local/test-global-setup.ts'],
    // Most files spend their time waiting on a stack of their own (PGlite starting, Deno starting,
    // round trips), not on a core: Vitest's default of one worker per core but one ran them one at
    // a time on two cores. Each worker's stack takes about half a gigabyte at most.
    maxWorkers: Math.min(availableParallelism() * 2, 8),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
