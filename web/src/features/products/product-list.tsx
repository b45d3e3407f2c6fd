import { Island } from '../../lib/island.tsx'
import { ProductGridSkeleton } from './product-skeleton.tsx'
import type { ProductListProps } from './products-live.tsx'

const loadLiveProducts = () => import('./products-live.tsx')

/** The featured products, loaded after the page is interactive. */
export function ProductList(props: ProductListProps) {
  return <Island load={loadLiveProducts} fallback={<ProductGridSkeleton />} props={{ ...props }} />
}
