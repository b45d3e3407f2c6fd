import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '.local/**', 'e2e/**'],
    environment: 'node',
    globalSetup: ['local/test-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
