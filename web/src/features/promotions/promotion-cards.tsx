import type { ReactNode } from 'react'
import { NamedIcon } from '../../components/content/named-icon.tsx'
import { LinkButton } from '../../components/plain/link-button.tsx'
import plain from '../../components/plain/plain.module.css'
import styles from './promotions.module.css'
import type { Promotion } from './queries.ts'

/**
 * The plain `Card`'s panel and body (same classes) with a class of the card's own, which that
 * one does not take: a promotion has a sand band on top, its skeleton none.
 */
export function PromotionCardFrame({
  banded,
  bodyClassName,
  footer,
  children,
}: {
  banded: boolean
  bodyClassName: string
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`${plain.card} ${banded ? styles.banded : styles.unclipped}`}>
      <div className={`${plain.cardBody} ${bodyClassName}`}>{children}</div>
      {footer}
    </div>
  )
}

export function PromotionCard({
  promotion,
  headingLevel,
}: {
  promotion: Promotion
  headingLevel: 'h2' | 'h3'
}) {
  const ctaText = promotion.ctaText?.trim()
  const ctaLink = promotion.ctaLink?.trim()
  const Title = headingLevel
  return (
    <li>
      <PromotionCardFrame
        banded
        bodyClassName={styles.body}
        footer={
          ctaText && ctaLink ? (
            <div className={styles.footer}>
              <LinkButton to={ctaLink} pill>
                {ctaText}
              </LinkButton>
            </div>
          ) : null
        }
      >
        <div className={styles.icon}>
          <NamedIcon name={promotion.icon} size={24} />
        </div>
        <Title className={styles.title}>{promotion.title}</Title>
        {promotion.subtitle && <p className={styles.subtitle}>{promotion.subtitle}</p>}
        <p className={styles.description}>{promotion.description}</p>
      </PromotionCardFrame>
    </li>
  )
}
