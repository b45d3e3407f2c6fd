import { Container } from '#styled/jsx'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { ProductList } from '../../features/products/product-list.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/productos',
  frame: 'site',
  title: 'Productos',
  description: 'Productos seleccionados para acompañar tu bienestar.',
  islandsOnly: true,
})

export default function ProductsScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Productos">
        Infusiones, utensilios y materiales que usamos en las sesiones y talleres, elegidos para
        acompañar tu bienestar en casa.
      </PageIntro>
      <ProductList headingLevel="h2" />
    </Container>
  )
}
