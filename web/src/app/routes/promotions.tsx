import { Container } from '#styled/jsx'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { PromotionsPageList } from '../../features/promotions/promotion-list-island.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/promociones',
  frame: 'site',
  title: 'Promociones',
  description: 'Promociones activas del centro.',
  islandsOnly: true,
})

export default function PromotionsScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Promociones">
        Descuentos y bonos por tiempo limitado en consultas, sesiones y actividades del centro.
      </PageIntro>
      <PromotionsPageList />
    </Container>
  )
}
