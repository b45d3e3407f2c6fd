import { Box } from '@chakra-ui/react/box'
import { Outlet } from 'react-router'
import { SiteFooter } from '../../components/layout/site-footer.tsx'
import { SiteHeader } from '../../components/layout/site-header.tsx'

/** Header, page and footer of every public page that is not a form, legal or player page. */
export default function SiteLayout() {
  return (
    <>
      <Box
        asChild
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipNav', bg: 'white', p: '3', rounded: 'md' }}
      >
        <a href="#contenido">Saltar al contenido</a>
      </Box>
      <SiteHeader />
      <Box as="main" id="contenido" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  )
}
