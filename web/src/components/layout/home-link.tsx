import { SITE_NAME } from '../../app/site.ts'
import styles from './home-link.module.css'
import { Logo } from './logo.tsx'

export const SITE_TAGLINE = 'Nutrición, terapias y acompañamiento'

/** The header's logo and names: the way home, and on the home page a smooth scroll to its top. */
export default function HomeLink() {
  return (
    <a
      href="/"
      title="Ir al inicio"
      className={styles.homeLink}
      onClick={(event) => {
        if (window.location.pathname !== '/') return
        event.preventDefault()
        window.scrollTo({ top: 0, behavior: 'smooth' })
      }}
    >
      <Logo size={40} />
      <span className={styles.names}>
        <span className={styles.name}>{SITE_NAME}</span>
        <span className={styles.tagline}>{SITE_TAGLINE}</span>
      </span>
    </a>
  )
}
