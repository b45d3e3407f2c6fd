import { queryOptions } from '@tanstack/react-query'
import type { Product } from '../../../../edge-functions/_shared/resources/products.ts'

export type { Product }

export const productKeys = {
  featured: ['/api/products/featured'] as const,
}

export const featuredProductsQuery = queryOptions<Product[]>({ queryKey: productKeys.featured })
