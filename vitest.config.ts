import { defineConfig } from 'vitest/config'
import { pageDeclarations } from './scripts/page-declarations.ts'

export default defineConfig({
  // Screens' page declarations become `virtual:pages`, as in the build.
  plugins: [pageDeclarations()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '.local/**', 'e2e/**'],
    environment: 'node',
    globalSetup: ['local/test-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
