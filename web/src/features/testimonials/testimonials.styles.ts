import { css } from '#styled/css'

/** A testimonial card's frame and body, loaded or loading. */
export const testimonialCardFrame = css.raw({ '--card-padding': 'spacing.6' })

export const testimonialCardBody = css.raw({ gap: '4' })

/** The person's photo and name side by side. */
export const personLook = css({ display: 'flex', alignItems: 'center', gap: '4' })
