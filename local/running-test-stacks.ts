/**
 * The test stacks started in this process and not stopped yet (local/testing.ts adds and removes
 * them). The node test files share their worker's modules (vitest.config.ts), so a stack a file
 * leaves running would go on serving, and weighing on, the files after it:
 * local/test-stacks-stopped.ts fails such a file at its end.
 */
export const runningTestStacks = new Set<object>()
