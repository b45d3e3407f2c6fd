import { queryOptions } from '@tanstack/react-query'
import type { Testimonial } from '../../../../edge-functions/_shared/resources/testimonials.ts'

export type { Testimonial }

export const testimonialKeys = {
  featured: ['/api/testimonials/featured'] as const,
}

export const featuredTestimonialsQuery = queryOptions<Testimonial[]>({
  queryKey: testimonialKeys.featured,
})
