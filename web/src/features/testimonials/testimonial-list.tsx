import { Island } from '../../lib/island.tsx'
import { TestimonialGridSkeleton } from './testimonial-skeleton.tsx'
import type { TestimonialListProps } from './testimonials-live.tsx'
import TestimonialsLive from './testimonials-live.tsx'

/** The featured testimonials, loaded when the list is about to be seen. */
export function TestimonialList({
  headingLevel = 'h3',
  skeletonCount = 3,
}: Partial<TestimonialListProps>) {
  const props: TestimonialListProps = { headingLevel, skeletonCount }
  return (
    <Island
      of={TestimonialsLive}
      fallback={<TestimonialGridSkeleton count={skeletonCount} />}
      props={{ ...props }}
      baked
    />
  )
}
