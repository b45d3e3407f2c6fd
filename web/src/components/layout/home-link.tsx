import { css } from '#styled/css'
import { Logo } from './logo.tsx'

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

/**
 * The header's logo and names: the way home, and on the home page a smooth scroll to its top.
 * A hydrated island: the page hands it the owner's name and tagline.
 */
export default function HomeLink({ name, tagline }: { name: string; tagline: string }) {
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
        <span className={nameLook}>{name}</span>
        <span className={taglineLook}>{tagline}</span>
      </span>
    </a>
  )
}
