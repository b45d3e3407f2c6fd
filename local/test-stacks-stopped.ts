import { afterAll, expect } from 'vitest'
import { runningTestStacks } from './running-test-stacks.ts'

// Registered before the file's own hooks, so it runs after its afterAll (Vitest runs after-hooks
// in reverse order): by then every stack the file started is stopped.
afterAll(() => {
  expect(
    runningTestStacks.size,
    'this file started a test stack it did not stop: stop it in its afterAll (afterAll(() => stack.stop()))',
  ).toBe(0)
})
