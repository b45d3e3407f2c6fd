import { globSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { LaneSequencer, OWNER_PROJECT } from './e2e/lane-sequencer.ts'

/** The names a file imports from e2e/owner.ts. */
function ownerImports(source: string): string[] {
  const imports = source.match(/import \{([^}]*)\} from '\.\/owner\.ts'/)?.[1] ?? ''
  return imports.split(',').map((name) => name.trim())
}

// The owner's journeys write content (activities, testimonials, pictures, settings, a whole
// restored copy) that the visitors' files count and that the other owner's files show: they have
// a stack of their own and take it one file at a time (e2e/owner-lane.ts), beside the visitors.
// A file says it writes by taking `test` from e2e/owner.ts, the one `test` offering `ownerPage`.
const e2eFiles = globSync('e2e/**/*.e2e.ts').sort()
const OWNER_WRITES = e2eFiles.filter((file) =>
  ownerImports(readFileSync(file, 'utf8')).includes('test'),
)
for (const file of e2eFiles.filter((file) => !OWNER_WRITES.includes(file))) {
  if (readFileSync(file, 'utf8').includes('ownerPage')) {
    throw new Error(
      `${file} saves as the owner (ownerPage) but would run beside the owner's files, on the ` +
        `visitors' stack: take its test from e2e/owner.ts (import { test } from './owner.ts').`,
    )
  }
}

const shared = {
  environment: 'node',
  maxWorkers: 2,
  testTimeout: 90_000,
  hookTimeout: 240_000,
  // Lists arrive after hydration, fades take 1.5 s and CI machines are slow: poll patiently.
  expect: { poll: { timeout: 10_000 } },
  // One group: the visitors' files and the owner's run at the same time, two files at once.
  sequence: { groupOrder: 0 },
} as const

// Each project that has files in the run gets its own stack from this setup; the root's waits for
// them all (e2e/global-setup.ts).
const stackSetup = () => ['e2e/global-setup.ts']

/**
 * `npm run test:e2e`: the browser tests in e2e/ against production builds and test stacks that
 * e2e/global-setup.ts starts on free ports. Two files at a time, each with its own Chromium; the
 * order is LaneSequencer's, which keeps one worker on the owner's files.
 */
export default defineConfig({
  test: {
    ...shared,
    globalSetup: stackSetup(),
    sequence: { sequencer: LaneSequencer },
    projects: [
      {
        test: {
          ...shared,
          name: 'visitors',
          globalSetup: stackSetup(),
          include: ['e2e/**/*.e2e.ts'],
          exclude: OWNER_WRITES,
        },
      },
      {
        test: {
          ...shared,
          name: OWNER_PROJECT,
          globalSetup: stackSetup(),
          include: OWNER_WRITES,
          setupFiles: ['e2e/owner-lane.ts'],
        },
      },
    ],
  },
})
