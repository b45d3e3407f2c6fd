import { FaWhatsapp } from 'react-icons/fa'
import { NamedIcon } from '../../components/content/named-icon.tsx'
import { Card } from '../../components/plain/card.tsx'
import { VisuallyHidden } from '../../components/plain/visually-hidden.tsx'
import { safeHref } from '../../lib/safe-href.ts'
import { THERAPIES_PATH } from '../../lib/therapy-scroll.ts'
import type { Service } from './queries.ts'
import styles from './services.module.css'

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
      <Card className={styles.card} bodyClassName={styles.body}>
        <div className={styles.icon}>
          <NamedIcon name={service.icon} size={26} />
        </div>
        <h3 className={styles.title}>
          <a className={styles.titleLink} href={href}>
            {service.title}
          </a>
        </h3>
        <p className={styles.description}>{service.description}</p>
        {groupHref && (
          <a
            className={styles.groupLink}
            href={groupHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FaWhatsapp aria-hidden="true" />
            Únete al grupo de retos gratuitos
            <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
          </a>
        )}
      </Card>
    </li>
  )
}
