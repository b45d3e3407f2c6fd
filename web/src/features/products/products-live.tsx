import { Text } from '@chakra-ui/react/text'
import { useQuery } from '@tanstack/react-query'
import { ListState } from '../../components/content/list-state.tsx'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { ProductCard } from './product-cards.tsx'
import { ProductGrid, ProductGridSkeleton } from './product-skeleton.tsx'
import { featuredProductsQuery } from './queries.ts'
import { NO_PRODUCTS_TEXT } from './rules.ts'

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
      empty={
        <Text textAlign="center" color="gray.700" py="4">
          {NO_PRODUCTS_TEXT}
        </Text>
      }
    >
      {(products) => (
        <ProductGrid count={products.length}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} headingLevel={headingLevel} />
          ))}
        </ProductGrid>
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
