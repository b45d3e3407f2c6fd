import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from './testing.ts'

const entryExists = existsSync('edge-functions/api/index.ts')

describe.skipIf(!entryExists)('function proxy (needs edge-functions/api/index.ts)', () => {
  let stack: TestStack

  beforeAll(async () => {
    stack = await startTestStack()
  })

  afterAll(() => stack?.stop())

  it('reaches the api function under /functions/v1 with the prefix stripped', async () => {
    const answer = await fetch(`${stack.functionsUrl}/api/health`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ok' })
  })

  it('answers 404 for a function that does not exist', async () => {
    const answer = await fetch(`${stack.functionsUrl}/nope/health`)
    expect(answer.status).toBe(404)
  })

  it('answers 503 JSON while the function is not running', async () => {
    for (const pid of stack.stack.childPids()) process.kill(-pid, 'SIGKILL')
    await new Promise((wait) => setTimeout(wait, 300))
    const answer = await fetch(`${stack.functionsUrl}/api/health`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('content-type')).toContain('application/json')
  })
})
