import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Progress } from '@chakra-ui/react/progress'
import { Text } from '@chakra-ui/react/text'
import { type ReactNode, useId, useState, useTransition } from 'react'
import { FaBars, FaTimes } from 'react-icons/fa'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { LeaveScreenContext } from './admin-link.tsx'
import { AdminMenu, CloseMenuContext } from './admin-menu.tsx'
import { LEAVING_TEXT, MENU_LABEL } from './frame-texts.ts'
import { UnsavedChangesProvider } from './unsaved-changes.tsx'

/** Across the top of the screen she is leaving, while the next one's code arrives. */
function LeavingBar() {
  return (
    <Progress.Root
      value={null}
      size="xs"
      colorPalette="brand"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="banner"
      // Shown only when the next screen is slow to come, so a quick move does not flicker.
      animation="fade-in 0.2s ease-out 0.3s both"
      translations={{ value: () => LEAVING_TEXT }}
    >
      <Progress.Track borderRadius="0">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}

/**
 * The admin frame: a dark sidebar (the Admin label, the site name, the one menu every screen
 * has) and the screen. Below the md breakpoint the sidebar folds into a bar with a menu button.
 * `current` is the address of the menu's destination the screen is (`ADMIN_MENU`).
 */
export function AdminFrame({ current, children }: { current: string; children: ReactNode }) {
  const siteName = useSiteSetting('site_name')
  const [menuOpen, setMenuOpen] = useState(false)
  // Moving to another screen keeps this one drawn until the next one's code has arrived.
  const [leaving, startLeaving] = useTransition()
  const navId = useId()
  return (
    <UnsavedChangesProvider>
      <LeaveScreenContext value={startLeaving}>
        <CloseMenuContext value={() => setMenuOpen(false)}>
          <Box
            asChild
            position="absolute"
            left="2"
            top="-20"
            zIndex="skipLink"
            bg="white"
            color="brand.700"
            px="4"
            py="2"
            borderRadius="md"
            _focus={{ top: '2' }}
          >
            <a href="#contenido-admin">Saltar al contenido</a>
          </Box>
          <Flex
            direction={{ base: 'column', md: 'row' }}
            minH="100vh"
            bg="gray.50"
            aria-busy={leaving || undefined}
            // The screen being left takes no more taps, which would land on what is going away;
            // it stays in the accessibility tree (its landmarks and title) until the next one is.
            pointerEvents={leaving ? 'none' : undefined}
          >
            <Box
              as="header"
              bg="brand.900"
              color="white"
              width={{ base: 'full', md: '64' }}
              flexShrink={0}
            >
              {leaving && <LeavingBar />}
              <Box
                position={{ md: 'sticky' }}
                top="0"
                maxHeight={{ md: '100vh' }}
                overflowY={{ md: 'auto' }}
                px="3"
                py="4"
              >
                <Flex align="center" justify="space-between" gap="2" px="3" mb={{ md: '6' }}>
                  <Box>
                    <Text
                      fontSize="xs"
                      fontWeight="bold"
                      textTransform="uppercase"
                      letterSpacing="wider"
                      color="brand.200"
                    >
                      Admin
                    </Text>
                    <Text fontFamily="heading" fontSize="lg" lineHeight="short">
                      {siteName}
                    </Text>
                  </Box>
                  <Button
                    display={{ md: 'none' }}
                    variant="outline"
                    color="white"
                    borderColor="whiteAlpha.600"
                    _hover={{ bg: 'whiteAlpha.200' }}
                    // The recipe's open look is a pale fill, under which white text all but
                    // vanished (axe: 1.2:1); open, it keeps the dark bar's own tint.
                    _expanded={{ bg: 'whiteAlpha.200' }}
                    _focusVisible={{ outline: '3px solid', outlineColor: 'white' }}
                    aria-expanded={menuOpen}
                    aria-controls={navId}
                    onClick={() => setMenuOpen((open) => !open)}
                  >
                    {menuOpen ? <FaTimes aria-hidden="true" /> : <FaBars aria-hidden="true" />}
                    Menú
                  </Button>
                </Flex>
                <Box
                  as="nav"
                  id={navId}
                  aria-label={MENU_LABEL}
                  display={{ base: menuOpen ? 'block' : 'none', md: 'block' }}
                  mt={{ base: '4', md: '0' }}
                >
                  <AdminMenu current={current} />
                </Box>
              </Box>
            </Box>
            <Box
              as="main"
              id="contenido-admin"
              tabIndex={-1}
              flex="1"
              minWidth="0"
              px={{ base: '4', md: '8' }}
              pt={{ base: '5', md: '8' }}
              pb={{ base: '4', md: '24' }}
              _focus={{ outline: 'none' }}
            >
              {children}
            </Box>
          </Flex>
        </CloseMenuContext>
      </LeaveScreenContext>
    </UnsavedChangesProvider>
  )
}
