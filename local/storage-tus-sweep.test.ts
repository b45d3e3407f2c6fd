// Unfinished resumable uploads do not pile up while the stack runs: their parts are swept
// periodically, not only at start-up, once they are a day old.
import { existsSync } from 'node:fs'
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createResumableUploads } from './storage-tus.ts'
import { startTestStack, type TestStack } from './testing.ts'

let stack: TestStack
let uploadsDir: string

beforeAll(async () => {
  stack = await startTestStack()
  uploadsDir = await mkdtemp(join(tmpdir(), 'tus-sweep-'))
})

afterAll(async () => {
  await stack?.stop()
  await rm(uploadsDir, { recursive: true, force: true })
})

it('sweeps the parts of uploads left unfinished for a day while running, and keeps newer ones', async () => {
  const storage = {
    root: join(stack.dataDir, 'storage'),
    withSession: stack.stack.wire.withSession,
  }
  const uploads = createResumableUploads(storage, uploadsDir, { sweepEveryMs: 100 })
  try {
    // Written after the start-up sweep: only a periodic one can find them.
    await new Promise((wait) => setTimeout(wait, 150))
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    for (const name of ['olvidada', 'olvidada.json']) {
      await writeFile(join(uploadsDir, name), 'parte')
      await utimes(join(uploadsDir, name), twoDaysAgo, twoDaysAgo)
    }
    await writeFile(join(uploadsDir, 'reciente'), 'parte')
    // A sweep may run between the two writes above, so wait for both to go.
    const forgottenLeft = () =>
      ['olvidada', 'olvidada.json'].filter((name) => existsSync(join(uploadsDir, name)))
    await expect.poll(forgottenLeft, { timeout: 5_000 }).toEqual([])
    expect(existsSync(join(uploadsDir, 'reciente'))).toBe(true)
  } finally {
    uploads.close()
  }
})
