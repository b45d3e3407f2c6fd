import { Outlet } from 'react-router-dom'
import { css } from '#styled/css'
import { Box } from '#styled/jsx'
import { SiteFooter } from '../../components/layout/site-footer.tsx'
import { SiteHeader } from '../../components/layout/site-header.tsx'

// Out of sight until a keyboard reaches it, then over the header's top left corner.
const skipLinkLook = css({
  position: 'absolute',
  left: '-9999px',
  _focus: { left: '4', top: '4', zIndex: 'skipNav', bg: 'white', p: '3', rounded: 'md' },
})

/** Header, page and footer of every public page that is not a form, legal or player page. */
export default function SiteLayout() {
  return (
    <>
      <a href="#contenido" className={skipLinkLook}>
        Saltar al contenido
      </a>
      <SiteHeader />
      <Box as="main" id="contenido" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  )
}
