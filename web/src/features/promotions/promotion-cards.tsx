import { css, cx } from '#styled/css'
import { card } from '#styled/recipes'
import { NamedIcon } from '../../components/content/named-icon.tsx'
import { Card } from '../../components/plain/card.tsx'
import { LinkButton } from '../../components/plain/link-button.tsx'
import { cardTitle, iconDisc } from '../../components/plain/looks.ts'
import { promotionCardBody, promotionCardFrame } from './promotions.styles.ts'
import type { Promotion } from './queries.ts'

const bandedCardLook = css.raw(promotionCardFrame, {
  borderTopWidth: '4px',
  borderTopColor: 'sand.200',
})
const bodyLook = css.raw(promotionCardBody, { textAlign: 'center' })
const footerLook = cx(card().footer, css({ justifyContent: 'center' }))
const iconLook = css(iconDisc, { color: 'sand.700', bg: 'sand.50' })
const titleLook = css(cardTitle, { fontSize: 'xl' })
const subtitleLook = css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', color: 'sand.700' })
const descriptionLook = css({ m: '0', color: 'gray.700', whiteSpace: 'pre-line' })

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
        css={bandedCardLook}
        bodyCss={bodyLook}
        footer={
          ctaText && ctaLink ? (
            <div className={footerLook}>
              <LinkButton to={ctaLink} pill>
                {ctaText}
              </LinkButton>
            </div>
          ) : null
        }
      >
        <div className={iconLook}>
          <NamedIcon name={promotion.icon} size={24} />
        </div>
        <Title className={titleLook}>{promotion.title}</Title>
        {promotion.subtitle && <p className={subtitleLook}>{promotion.subtitle}</p>}
        <p className={descriptionLook}>{promotion.description}</p>
      </Card>
    </li>
  )
}
