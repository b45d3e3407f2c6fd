import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'
import { TestimonialList } from './testimonial-list.tsx'

export function TestimonialsHomeSection() {
  return (
    <HomeSection
      id="testimonios"
      section="testimonials"
      title="Testimonios"
      subtitle="Personas que han pasado por el centro cuentan cómo les ha ido."
    >
      <TestimonialList headingLevel="h3" />
    </HomeSection>
  )
}
