import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Flex } from '@chakra-ui/react/flex'
import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { SITE_NAME } from '../../app/site-map.ts'
import { MenuIcon } from './frame-icons.tsx'
import { Logo } from './logo.tsx'
import { LOGIN_PATH, NAV_LINKS } from './navigation.ts'

// The drawer's code loads on the first tap of the menu button, not with the page.
const MobileMenu = lazy(() => import('./mobile-menu.tsx'))

export const SITE_TAGLINE = 'Nutrición, terapias y acompañamiento'

export function SiteHeader() {
  const { pathname } = useLocation()
  const [menuRequested, setMenuRequested] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const openMenu = () => {
    setMenuRequested(true)
    setMenuOpen(true)
  }
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/95"
      borderBottomWidth="1px"
      borderColor="gray.200"
      backdropFilter="saturate(180%) blur(6px)"
    >
      <Container maxW="7xl" py="2">
        <Flex align="center" justify="space-between" gap="4" minH="14">
          <Link
            to="/"
            onClick={(event) => {
              if (pathname === '/') {
                event.preventDefault()
                window.scrollTo({ top: 0, behavior: 'smooth' })
              }
            }}
            title="Ir al inicio"
            style={{ display: 'flex', alignItems: 'center', gap: 12, textDecoration: 'none' }}
          >
            <Logo size={40} />
            <Box lineHeight="1.2">
              <Box
                as="span"
                display="block"
                fontFamily="heading"
                fontSize={{ base: 'md', md: 'lg' }}
                fontWeight="bold"
                color="brand.800"
              >
                {SITE_NAME}
              </Box>
              <Box as="span" display="block" fontSize="xs" color="gray.600">
                {SITE_TAGLINE}
              </Box>
            </Box>
          </Link>
          <Box as="nav" aria-label="Principal" display={{ base: 'none', lg: 'block' }}>
            <Flex as="ul" gap="5" align="center" listStyleType="none" m="0" p="0">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Box
                    asChild
                    color="gray.700"
                    fontWeight="medium"
                    _hover={{ color: 'brand.700' }}
                    py="2"
                  >
                    <Link to={link.to}>{link.label}</Link>
                  </Box>
                </li>
              ))}
              <li>
                <Box asChild fontSize="xs" color="gray.600" textDecoration="underline" py="2">
                  <Link to={LOGIN_PATH}>Login</Link>
                </Box>
              </li>
            </Flex>
          </Box>
          <Box
            as="button"
            display={{ base: 'inline-flex', lg: 'none' }}
            alignItems="center"
            justifyContent="center"
            w="11"
            h="11"
            rounded="md"
            color="brand.800"
            _hover={{ bg: 'brand.50' }}
            aria-label="Abrir menú"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
          >
            <MenuIcon size={22} />
          </Box>
        </Flex>
      </Container>
      {menuRequested && (
        <Suspense>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </Box>
  )
}
