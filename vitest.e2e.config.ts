import { defineConfig } from 'vitest/config'

// The owner's journeys write content (activities, testimonials, pictures, settings) that the
// visitors' files count: they run on their own, once every other file has finished.
const OWNER_WRITES = [
  'e2e/admin.e2e.ts',
  'e2e/owner-settings.e2e.ts',
  'e2e/owner-drafts.e2e.ts',
  'e2e/owner-activity-dates.e2e.ts',
  'e2e/owner-toasts-and-fit.e2e.ts',
  'e2e/owner-history.e2e.ts',
  'e2e/owner-trash.e2e.ts',
  'e2e/owner-lists.e2e.ts',
  'e2e/owner-preview.e2e.ts',
  'e2e/owner-schedule.e2e.ts',
  'e2e/owner-restore.e2e.ts',
  'e2e/owner-albums-play.e2e.ts',
]

const shared = {
  environment: 'node',
  maxWorkers: 2,
  testTimeout: 90_000,
  hookTimeout: 240_000,
  // Lists arrive after hydration, fades take 1.5 s and CI machines are slow: poll patiently.
  expect: { poll: { timeout: 10_000 } },
} as const

/**
 * `npm run test:e2e`: the browser tests in e2e/ against a production build and a test stack that
 * e2e/global-setup.ts starts on free ports. Two files at a time, each with its own Chromium.
 * The global setup sits at the top only: a project inheriting it would start a stack of its own.
 */
export default defineConfig({
  test: {
    ...shared,
    globalSetup: ['e2e/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'visitors',
          include: ['e2e/**/*.e2e.ts'],
          exclude: OWNER_WRITES,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'owner',
          include: OWNER_WRITES,
          // Each file writes what the other's pages show: one at a time.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
