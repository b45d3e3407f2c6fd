import { Container } from '#styled/jsx'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { TestimonialList } from '../../features/testimonials/testimonial-list.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/testimonios',
  frame: 'site',
  title: 'Testimonios',
  description: 'Lo que cuentan quienes han pasado por el centro.',
  islandsOnly: true,
})

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
