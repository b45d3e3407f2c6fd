import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'
import { ProductList } from './product-list.tsx'

export function ProductsHomeSection() {
  return (
    <HomeSection
      id="productos"
      section="products"
      title="Productos destacados"
      subtitle="Lo que usamos y recomendamos en el centro, elegido con cuidado."
      all={{ to: '/productos', label: 'Ver todos los productos' }}
    >
      <ProductList headingLevel="h3" />
    </HomeSection>
  )
}
