import { Container } from '@chakra-ui/react/container'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { TestimonialList } from '../../features/testimonials/testimonial-list.tsx'
import { pageHead } from '../head.ts'

export const head = () => pageHead('/testimonios')

export const islandsOnly = true

export default function TestimonialsScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Testimonios">
        Personas que han pasado por consultas, retiros y talleres cuentan con sus palabras qué
        cambió para ellas.
      </PageIntro>
      <TestimonialList headingLevel="h2" skeletonCount={6} />
    </Container>
  )
}
