import { describe, expect, it } from 'vitest'

describe('the runtime every npm script uses', () => {
  it('is Node 24 LTS from the node devDependency, not the machine’s end-of-life Node 20', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)
  })

  it('has a global WebSocket, so supabase-js needs no polyfill', () => {
    expect(typeof globalThis.WebSocket).toBe('function')
  })
})
