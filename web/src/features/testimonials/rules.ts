import { cutText, TEXT_CUTS } from '../../lib/text.ts'
import type { Testimonial } from './queries.ts'

/** "Testimonial content cut at 150 characters with an ellipsis." */
export function testimonialContent(testimonial: Pick<Testimonial, 'content'>): string {
  return cutText(testimonial.content, TEXT_CUTS.testimonial)
}

/** The letters the avatar placeholder shows: the first of up to two words of the name. */
export function initialsOf(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}
