import { useQuery } from '@tanstack/react-query'
import { css } from '#styled/css'
import { ListState } from '../../components/content/list-state.tsx'
import { CountGrid } from '../../components/plain/card-grid.tsx'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { featuredTestimonialsQuery } from './queries.ts'
import { TestimonialCard } from './testimonial-cards.tsx'
import { TestimonialGridSkeleton } from './testimonial-skeleton.tsx'

const emptyLook = css({ m: '0', py: '4', textAlign: 'center', color: 'gray.700' })

export interface TestimonialListProps {
  headingLevel: 'h2' | 'h3'
  skeletonCount: number
}

function Testimonials({ headingLevel, skeletonCount }: TestimonialListProps) {
  const query = useQuery(featuredTestimonialsQuery)
  return (
    <ListState
      query={query}
      thing="los testimonios"
      skeleton={<TestimonialGridSkeleton count={skeletonCount} />}
      empty={<p className={emptyLook}>Aún no hay testimonios publicados.</p>}
    >
      {(testimonials) => (
        <CountGrid count={testimonials.length}>
          {testimonials.map((testimonial) => (
            <TestimonialCard
              key={testimonial.id}
              testimonial={testimonial}
              headingLevel={headingLevel}
            />
          ))}
        </CountGrid>
      )}
    </ListState>
  )
}

export default function LiveTestimonials(props: TestimonialListProps) {
  return (
    <QueryProvider>
      <Testimonials {...props} />
    </QueryProvider>
  )
}
