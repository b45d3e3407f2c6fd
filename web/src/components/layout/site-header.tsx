import { Link } from 'react-router-dom'
import { css } from '#styled/css'
import { Box, Container, Flex } from '#styled/jsx'
import { useOwnerSettings } from '../../features/site-settings/site-settings.tsx'
import { HydratedIsland, Island } from '../../lib/island.tsx'
import HomeLink from './home-link.tsx'
import { MenuButton } from './menu-button.tsx'
import MobileMenu from './mobile-menu.tsx'
import { LOGIN_PATH, NAV_LINKS } from './navigation.ts'

const navLinkLook = css({
  color: 'gray.700',
  fontWeight: 'medium',
  _hover: { color: 'brand.700' },
  py: '2',
})
const loginLinkLook = css({
  fontSize: 'xs',
  color: 'gray.600',
  textDecoration: 'underline',
  py: '2',
})

export function SiteHeader() {
  const { values } = useOwnerSettings()
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
          <HydratedIsland
            of={HomeLink}
            props={{ name: values.site_name, tagline: values.site_tagline }}
          />
          <Box as="nav" aria-label="Principal" display={{ base: 'none', lg: 'block' }}>
            <Flex as="ul" gap="5" align="center" listStyleType="none" m="0" p="0">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={navLinkLook}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={LOGIN_PATH} className={loginLinkLook}>
                  Login
                </Link>
              </li>
            </Flex>
          </Box>
          <Island of={MobileMenu} fallback={<MenuButton />} />
        </Flex>
      </Container>
    </Box>
  )
}
