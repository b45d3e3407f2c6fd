import { Text } from '@chakra-ui/react/text'
import { useQuery } from '@tanstack/react-query'
import { ListState } from '../../components/content/list-state.tsx'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { featuredTestimonialsQuery } from './queries.ts'
import { TestimonialCard } from './testimonial-cards.tsx'
import { TestimonialGrid, TestimonialGridSkeleton } from './testimonial-skeleton.tsx'

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
      empty={
        <Text textAlign="center" color="gray.700" py="4">
          Aún no hay testimonios publicados.
        </Text>
      }
    >
      {(testimonials) => (
        <TestimonialGrid count={testimonials.length}>
          {testimonials.map((testimonial) => (
            <TestimonialCard
              key={testimonial.id}
              testimonial={testimonial}
              headingLevel={headingLevel}
            />
          ))}
        </TestimonialGrid>
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
