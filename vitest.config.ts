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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
