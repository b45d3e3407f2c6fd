import { describe, expect, it } from 'vitest'
import { productAction, productDescription } from './rules.ts'

describe('products', () => {
  it('description is cut at 450 characters with an ellipsis', () => {
    expect(productDescription({ description: 'a'.repeat(450) })).toBe('a'.repeat(450))
    expect(productDescription({ description: 'b'.repeat(451) })).toBe(`${'b'.repeat(450)}...`)
  })

  it("the button reads the product's text or 'Comprar' and needs an address", () => {
    expect(productAction({ ctaText: null, ctaLink: '/contacto' })).toEqual({
      text: 'Comprar',
      to: '/contacto',
    })
    expect(productAction({ ctaText: 'Lo quiero', ctaLink: null })).toBeUndefined()
  })
})
