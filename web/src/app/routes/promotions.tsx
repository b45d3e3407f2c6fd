import { Container } from '@chakra-ui/react/container'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { PromotionsPageList } from '../../features/promotions/promotion-list-island.tsx'
import { pageHead } from '../head.ts'

export const head = () => pageHead('/promociones')

export const islandsOnly = true

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
