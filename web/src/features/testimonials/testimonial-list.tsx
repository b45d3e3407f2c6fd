import { Island } from '../../lib/island.tsx'
import { WhenNear } from '../../lib/when-near.tsx'
import { TestimonialGridSkeleton } from './testimonial-skeleton.tsx'
import type { TestimonialListProps } from './testimonials-live.tsx'

/**
 * The featured testimonials, loaded after the page is interactive; `deferred` (a home section)
 * waits until the list is about to be seen.
 */
export function TestimonialList({
  headingLevel = 'h3',
  skeletonCount = 3,
  deferred = false,
}: Partial<TestimonialListProps> & { deferred?: boolean }) {
  const props: TestimonialListProps = { headingLevel, skeletonCount }
  const skeleton = <TestimonialGridSkeleton count={skeletonCount} />
  const island = <Island name="testimonials" fallback={skeleton} props={{ ...props }} />
  return deferred ? <WhenNear placeholder={skeleton}>{island}</WhenNear> : island
}
