import { FaQuoteLeft } from 'react-icons/fa'
import { Card } from '../../components/plain/card.tsx'
import type { Testimonial } from './queries.ts'
import { initialsOf, testimonialContent } from './rules.ts'
import { AVATAR_SIZE } from './testimonial-skeleton.tsx'
import styles from './testimonials.module.css'

/** The person's photo, or their initials in a circle of the same size. */
function Avatar({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.avatarUrl) {
    return (
      <img
        src={testimonial.avatarUrl}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className={styles.initials}
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
      <Card bodyClassName={styles.body}>
        <div className={styles.person}>
          <Avatar testimonial={testimonial} />
          <div>
            <Name className={styles.name}>{testimonial.name}</Name>
            {testimonial.age && <p className={styles.age}>{testimonial.age}</p>}
          </div>
        </div>
        <figure className={styles.bare}>
          <blockquote className={styles.bare}>
            <p className={styles.quote}>
              <span className={styles.quoteMark}>
                <FaQuoteLeft aria-hidden="true" size={14} />
              </span>
              {testimonial.quote}
            </p>
            <p className={styles.content}>{testimonialContent(testimonial)}</p>
          </blockquote>
        </figure>
      </Card>
    </li>
  )
}
