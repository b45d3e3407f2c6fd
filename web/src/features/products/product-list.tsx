import { Island } from '../../lib/island.tsx'
import { WhenNear } from '../../lib/when-near.tsx'
import { ProductGridSkeleton } from './product-skeleton.tsx'
import type { ProductListProps } from './products-live.tsx'

/**
 * The featured products, loaded after the page is interactive; `deferred` (a home section) waits
 * until the list is about to be seen.
 */
export function ProductList({
  deferred = false,
  ...props
}: ProductListProps & { deferred?: boolean }) {
  const skeleton = <ProductGridSkeleton />
  const island = <Island name="products" fallback={skeleton} props={{ ...props }} />
  return deferred ? <WhenNear placeholder={skeleton}>{island}</WhenNear> : island
}
