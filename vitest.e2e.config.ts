import { defineConfig } from 'vitest/config'

/**
 * `npm run test:e2e`: the browser tests in e2e/ against a production build and a test stack that
 * e2e/global-setup.ts starts on free ports. Two files at a time, each with its own Chromium.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    // Lists arrive after hydration, fades take 1.5 s and CI machines are slow: poll patiently.
    expect: { poll: { timeout: 10_000 } },
  },
})
