import { describe, expect, it } from 'vitest'
import type { Product } from './queries.ts'
import { euroPrice, productsJsonLd } from './structured-data.ts'

describe('product structured data', () => {
  it('a price in euros becomes an offer; any other text none', () => {
    expect(euroPrice('8,50 €')).toBe('8.50')
    expect(euroPrice('45 €')).toBe('45.00')
    expect(euroPrice('Consultar')).toBeUndefined()
    const [priced, unpriced] = productsJsonLd(
      [
        { id: 1, title: 'Infusión', description: 'x', price: '8,50 €' },
        { id: 2, title: 'Cuenco', description: 'y', price: 'Consultar' },
      ] as Product[],
      'https://sitio.es',
    )['@graph']
    expect(priced.offers).toMatchObject({ price: '8.50', priceCurrency: 'EUR' })
    expect(unpriced).not.toHaveProperty('offers')
  })
})
