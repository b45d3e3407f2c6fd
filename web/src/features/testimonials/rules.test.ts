import { describe, expect, it } from 'vitest'
import { initialsOf, testimonialContent } from './rules.ts'

describe('testimonials', () => {
  it('content is cut at 150 characters with an ellipsis', () => {
    expect(testimonialContent({ content: 'a'.repeat(150) })).toBe('a'.repeat(150))
    expect(testimonialContent({ content: 'b'.repeat(151) })).toBe(`${'b'.repeat(150)}...`)
  })

  it('the avatar placeholder shows the initials of the name', () => {
    expect(initialsOf('María José')).toBe('MJ')
    expect(initialsOf(' andrés ')).toBe('A')
  })
})
