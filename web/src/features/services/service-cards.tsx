import { FaWhatsapp } from 'react-icons/fa'
import { css } from '#styled/css'
import { NamedIcon } from '../../components/content/named-icon.tsx'
import { Card } from '../../components/plain/card.tsx'
import { cardTitle, iconDisc } from '../../components/plain/looks.ts'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import { THERAPIES_PATH } from '../../lib/therapy-scroll.ts'
import type { Service } from './queries.ts'
import { serviceCardBody, serviceCardFrame } from './services.styles.ts'

const cardLook = css.raw(serviceCardFrame, {
  transition: 'box-shadow 0.2s, transform 0.2s',
  _hover: { boxShadow: 'md' },
  _focusWithin: { boxShadow: 'md' },
})
const bodyLook = css.raw(serviceCardBody, { alignItems: 'flex-start' })
const iconLook = css(iconDisc, { color: 'brand.700', bg: 'brand.50', textAlign: 'center' })
const titleLook = css(cardTitle, { fontSize: 'lg' })

// The title's hit area stretched over the whole card: the card is one link.
const titleLinkLook = css({
  color: 'inherit',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: 'none' },
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'card' },
  '&:focus-visible::after': {
    outlineWidth: '3px',
    outlineStyle: 'solid',
    outlineColor: 'brand.600',
  },
})

const descriptionLook = css({ m: '0', fontSize: 'sm', color: 'gray.700' })

// Above the stretched title link, so it opens the group and not the therapy.
const groupLinkLook = css({
  position: 'relative',
  zIndex: '1',
  mt: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '6',
  color: 'brand.700',
  fontWeight: 'semibold',
  fontSize: 'sm',
  textDecoration: 'underline',
})

/**
 * One service. The title is the card's link (its hit area stretched over the card) to the
 * therapy's section: a plain link, as an island has no router; the therapies page scrolls to the
 * section once it has rendered. The community card adds a second link, above the stretched one,
 * to join the free challenges' chat group.
 */
export function ServiceCard({
  service,
  anchor,
  groupLink,
}: {
  service: Service
  anchor: string | undefined
  groupLink?: string
}) {
  const href = anchor ? `${THERAPIES_PATH}#${anchor}` : (safeHref(service.link) ?? THERAPIES_PATH)
  const groupHref = safeHref(groupLink)
  return (
    <li>
      <Card css={cardLook} bodyCss={bodyLook}>
        <div className={iconLook}>
          <NamedIcon name={service.icon} size={26} />
        </div>
        <h3 className={titleLook}>
          <a className={titleLinkLook} href={href}>
            {service.title}
          </a>
        </h3>
        <p className={descriptionLook}>{service.description}</p>
        {groupHref && (
          <a className={groupLinkLook} href={groupHref} target="_blank" rel="noopener noreferrer">
            <FaWhatsapp aria-hidden="true" />
            Únete al grupo de retos gratuitos
            <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
          </a>
        )}
      </Card>
    </li>
  )
}
