import { NamedIcon } from '../../components/content/named-icon.tsx'
import { Card } from '../../components/plain/card.tsx'
import { LinkButton } from '../../components/plain/link-button.tsx'
import styles from './promotions.module.css'
import type { Promotion } from './queries.ts'

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
      <Card
        className={styles.banded}
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
      </Card>
    </li>
  )
}
