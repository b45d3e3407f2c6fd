import { useQuery } from '@tanstack/react-query'
import { css } from '#styled/css'
import { JsonLd } from '../../components/content/json-ld.tsx'
import { ListState } from '../../components/content/list-state.tsx'
import { CountGrid } from '../../components/plain/card-grid.tsx'
import { env } from '../../lib/env.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { ProductCard } from './product-cards.tsx'
import { ProductGridSkeleton } from './product-skeleton.tsx'
import { featuredProductsQuery } from './queries.ts'
import { NO_PRODUCTS_TEXT } from './rules.ts'
import { productsJsonLd } from './structured-data.ts'

const emptyLook = css({ m: '0', py: '4', textAlign: 'center', color: 'gray.700' })

export interface ProductListProps {
  headingLevel: 'h2' | 'h3'
}

function Products({ headingLevel }: ProductListProps) {
  const query = useQuery(featuredProductsQuery)
  return (
    <ListState
      query={query}
      thing="los productos"
      skeleton={<ProductGridSkeleton />}
      empty={<p className={emptyLook}>{NO_PRODUCTS_TEXT}</p>}
    >
      {(products) => (
        <>
          <CountGrid count={products.length}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} headingLevel={headingLevel} />
            ))}
          </CountGrid>
          <JsonLd data={productsJsonLd(products, env.siteUrl)} />
        </>
      )}
    </ListState>
  )
}

export default function LiveProducts(props: ProductListProps) {
  return (
    <QueryProvider>
      <Products {...props} />
    </QueryProvider>
  )
}
