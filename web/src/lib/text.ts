/** Text cut at `limit` characters with an ellipsis, only when it is longer than that. */
export function cutText(text: string | null | undefined, limit: number): string {
  if (!text) return ''
  return text.length > limit ? `${text.slice(0, limit)}...` : text
}

/** Text cut lengths of the public site (spec section 9). */
export const TEXT_CUTS = { activity: 100, product: 450, testimonial: 150 } as const
