import { FaQuoteLeft } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { heading } from '#styled/recipes'
import { ReadMore } from '../../components/content/read-more.tsx'
import { Card } from '../../components/plain/card.tsx'
import type { Testimonial } from './queries.ts'
import { initialsOf, testimonialContent } from './rules.ts'
import { AVATAR_SIZE } from './testimonial-skeleton.tsx'
import { personLook, testimonialCardBody, testimonialCardFrame } from './testimonials.styles.ts'

const photoLook = css({ borderRadius: '50%', objectFit: 'cover', flexShrink: '0' })
const initialsLook = css({
  display: 'flex',
  flexShrink: '0',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'brand.800',
  bg: 'brand.100',
  borderRadius: 'full',
})
// Chakra's default heading size (xl) with a smaller font: its line height stays.
const nameLook = cx(heading(), css({ m: '0', fontSize: 'lg', color: 'brand.800' }))
const ageLook = css({ m: '0', fontSize: 'sm', color: 'gray.600' })
const bareLook = css({ m: '0' })
const quoteLook = css({
  m: '0',
  fontFamily: 'heading',
  fontSize: 'lg',
  fontStyle: 'italic',
  color: 'gray.900',
})
const quoteMarkLook = css({ display: 'inline-block', mr: '2', color: 'brand.400' })
const contentLook = css({ mt: '2', mx: '0', mb: '0', fontSize: 'sm', color: 'gray.700' })

/** The person's photo, or their initials in a circle of the same size. */
function Avatar({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.avatarUrl) {
    return (
      <img
        src={testimonial.avatarUrl}
        alt={testimonial.avatarAlt ?? ''}
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        className={photoLook}
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className={initialsLook}
      style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
    >
      {initialsOf(testimonial.name)}
    </div>
  )
}

export function TestimonialCard({
  testimonial,
  headingLevel,
}: {
  testimonial: Testimonial
  headingLevel: 'h2' | 'h3'
}) {
  const Name = headingLevel
  return (
    <li>
      <Card css={testimonialCardFrame} bodyCss={testimonialCardBody}>
        <div className={personLook}>
          <Avatar testimonial={testimonial} />
          <div>
            <Name className={nameLook}>{testimonial.name}</Name>
            {testimonial.age && <p className={ageLook}>{testimonial.age}</p>}
          </div>
        </div>
        <figure className={bareLook}>
          <blockquote className={bareLook}>
            <p className={quoteLook}>
              <span className={quoteMarkLook}>
                <FaQuoteLeft aria-hidden="true" size={14} />
              </span>
              {testimonial.quote}
            </p>
            <ReadMore
              text={testimonial.content}
              cut={testimonialContent(testimonial)}
              className={contentLook}
              about={`testimonio de ${testimonial.name}`}
            />
          </blockquote>
        </figure>
      </Card>
    </li>
  )
}
