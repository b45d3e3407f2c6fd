import { absoluteUrl } from '../../components/content/json-ld.tsx'
import type { Product } from './queries.ts'

/** A price as the owner writes it ("8,50 €", "45 €") in schema.org's terms, when it is in euros. */
export function euroPrice(text: string | null | undefined): string | undefined {
  const match = text && /^\s*(\d+(?:[.,]\d{1,2})?)\s*(€|eur|euros?)\s*$/i.exec(text)
  return match ? Number(match[1].replace(',', '.')).toFixed(2) : undefined
}

/** schema.org `Product`s of a product list, with an offer where the price is in euros. */
export function productsJsonLd(products: readonly Product[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': products.map((product) => {
      const price = euroPrice(product.price)
      return {
        '@type': 'Product',
        name: product.title,
        description: product.description,
        ...(product.imageUrl ? { image: absoluteUrl(product.imageUrl, siteUrl) } : {}),
        ...(price
          ? {
              offers: {
                '@type': 'Offer',
                price,
                priceCurrency: 'EUR',
                url: `${siteUrl}/productos`,
              },
            }
          : {}),
      }
    }),
  }
}
