import { css } from '#styled/css'
import { SITE_NAME } from '../../app/site.ts'
import { Logo } from './logo.tsx'

export const SITE_TAGLINE = 'Nutrición, terapias y acompañamiento'

const homeLinkLook = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  textDecoration: 'none',
})

const namesLook = css({ lineHeight: '1.2' })

const nameLook = css({
  display: 'block',
  fontFamily: 'heading',
  fontSize: { base: 'md', md: 'lg' },
  fontWeight: 'bold',
  color: 'brand.800',
})

const taglineLook = css({ display: 'block', fontSize: 'xs', color: 'gray.600' })

/** The header's logo and names: the way home, and on the home page a smooth scroll to its top. */
export default function HomeLink() {
  return (
    <a
      href="/"
      title="Ir al inicio"
      className={homeLinkLook}
      onClick={(event) => {
        if (window.location.pathname !== '/') return
        event.preventDefault()
        window.scrollTo({ top: 0, behavior: 'smooth' })
      }}
    >
      <Logo size={40} />
      <span className={namesLook}>
        <span className={nameLook}>{SITE_NAME}</span>
        <span className={taglineLook}>{SITE_TAGLINE}</span>
      </span>
    </a>
  )
}
