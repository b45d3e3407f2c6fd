import { cutText, TEXT_CUTS } from '../../lib/text.ts'
import type { Product } from './queries.ts'

export const NO_PRODUCTS_TEXT = 'No hay productos destacados en este momento.'
export const DEFAULT_PRODUCT_CTA = 'Comprar'

/** "Product description cut at 450 characters with an ellipsis." */
export function productDescription(product: Pick<Product, 'description'>): string {
  return cutText(product.description, TEXT_CUTS.product)
}

/** The product's button: its own text or 'Comprar', shown only with an address. */
export function productAction(
  product: Pick<Product, 'ctaText' | 'ctaLink'>,
): { text: string; to: string } | undefined {
  const to = product.ctaLink?.trim()
  if (!to) return undefined
  return { text: product.ctaText?.trim() || DEFAULT_PRODUCT_CTA, to }
}
