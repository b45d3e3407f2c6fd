import { LinkButton } from '../../components/plain/link-button.tsx'
import { Island } from '../../lib/island.tsx'
import styles from './call-to-action.module.css'
import CallToActionLive from './call-to-action-live.tsx'
import { type CallToAction, DEFAULT_CALL_TO_ACTION } from './rules.ts'

const HEADING_ID = 'llamada-a-la-accion-titulo'

/** The closing banner on a blue-to-green gradient; both ends keep white text above 4.5:1. */
export function CallToActionView({ banner }: { banner: CallToAction }) {
  return (
    <section aria-labelledby={HEADING_ID} className={styles.banner}>
      <div className={styles.container}>
        <h2 id={HEADING_ID} className={styles.title}>
          {banner.title}
        </h2>
        <p className={styles.subtitle}>{banner.subtitle}</p>
        <div className={styles.action}>
          <LinkButton to={banner.buttonLink} variant="light" size="lg" pill>
            {banner.buttonText}
          </LinkButton>
        </div>
      </div>
    </section>
  )
}

/** The spec's default texts in the prerendered page, the owner's once the settings load. */
export function CallToActionBanner() {
  return (
    <Island of={CallToActionLive} fallback={<CallToActionView banner={DEFAULT_CALL_TO_ACTION} />} />
  )
}
