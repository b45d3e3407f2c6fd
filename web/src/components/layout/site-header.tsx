import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Flex } from '@chakra-ui/react/flex'
import { Link } from 'react-router'
import { HydratedIsland, Island } from '../../lib/island.tsx'
import HomeLink from './home-link.tsx'
import { MenuButton } from './menu-button.tsx'
import MobileMenu from './mobile-menu.tsx'
import { LOGIN_PATH, NAV_LINKS } from './navigation.ts'

export function SiteHeader() {
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
          <HydratedIsland of={HomeLink} />
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
          <Island of={MobileMenu} fallback={<MenuButton />} />
        </Flex>
      </Container>
    </Box>
  )
}
