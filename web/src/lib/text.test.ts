import { describe, expect, it } from 'vitest'
import { cutText } from './text.ts'

describe('text cuts', () => {
  it('keeps a text of exactly the limit whole', () => {
    expect(cutText('a'.repeat(100), 100)).toBe('a'.repeat(100))
  })

  it('cuts a longer text at the limit and adds an ellipsis', () => {
    expect(cutText('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}...`)
  })

  it('shows nothing for a missing text', () => {
    expect(cutText(null, 100)).toBe('')
    expect(cutText(undefined, 100)).toBe('')
  })
})
