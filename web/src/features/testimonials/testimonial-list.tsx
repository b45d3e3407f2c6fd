import { Island } from '../../lib/island.tsx'
import { TestimonialGridSkeleton } from './testimonial-skeleton.tsx'
import type { TestimonialListProps } from './testimonials-live.tsx'

const loadLiveTestimonials = () => import('./testimonials-live.tsx')

/** The featured testimonials, loaded after the page is interactive. */
export function TestimonialList({
  headingLevel,
  skeletonCount = 3,
}: Partial<TestimonialListProps>) {
  const props: TestimonialListProps = { headingLevel: headingLevel ?? 'h3', skeletonCount }
  return (
    <Island
      load={loadLiveTestimonials}
      fallback={<TestimonialGridSkeleton count={skeletonCount} />}
      props={{ ...props }}
    />
  )
}
