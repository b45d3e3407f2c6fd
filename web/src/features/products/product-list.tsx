import { Island } from '../../lib/island.tsx'
import { ProductGridSkeleton } from './product-skeleton.tsx'
import type { ProductListProps } from './products-live.tsx'
import ProductsLive from './products-live.tsx'

/** The featured products, loaded when the list is about to be seen. */
export function ProductList(props: ProductListProps) {
  return <Island of={ProductsLive} baked fallback={<ProductGridSkeleton />} props={{ ...props }} />
}
