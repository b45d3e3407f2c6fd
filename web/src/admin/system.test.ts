import { describe, expect, it } from 'vitest'
import { adminSystem as system } from './system.ts'

describe('the site system', () => {
  // The variables the system writes into every page, as one text.
  const tokenCss = JSON.stringify(system.getTokenCss()).replace(/"([^"]+)":"([^"]*)"/g, '$1:$2')

  it('carries no dark-mode variables: the site has no dark mode', () => {
    expect(tokenCss).not.toContain('.dark')
    expect(system.token('colors.bg')).toBe('var(--chakra-colors-bg)')
  })

  it('keeps the palettes the screens use and drops the others', () => {
    for (const palette of ['brand', 'gray', 'red', 'orange', 'green', 'blue', 'yellow', 'sand']) {
      expect(tokenCss).toContain(`--chakra-colors-${palette}-`)
    }
    for (const palette of ['teal', 'cyan', 'purple', 'pink']) {
      expect(tokenCss).not.toContain(`--chakra-colors-${palette}-`)
    }
  })

  it('semantic colours resolve to their light values', () => {
    expect(tokenCss).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-700)')
    expect(tokenCss).toContain('--chakra-colors-bg:var(--chakra-colors-white)')
  })
})

describe('skeletons', () => {
  it('hold still: a grey block of the final size, no endless pulse on the main thread', () => {
    const skeleton = system.cva(system.getRecipe('skeleton'))({})['@layer recipes']
    expect(skeleton).toMatchObject({ background: 'var(--chakra-colors-bg-emphasized)' })
    expect(skeleton).not.toHaveProperty('animation')
  })
})
