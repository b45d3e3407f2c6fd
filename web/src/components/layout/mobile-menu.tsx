import { Box } from '@chakra-ui/react/box'
import { Drawer } from '@chakra-ui/react/drawer'
import { Portal } from '@chakra-ui/react/portal'
import { Stack } from '@chakra-ui/react/stack'
import { FaTimes } from 'react-icons/fa'
import { Link } from 'react-router'
import { LOGIN_PATH, NAV_LINKS } from './navigation.ts'

/** The header's links on small screens: a right-side drawer that closes when a link is chosen. */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const close = () => onOpenChange(false)
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>Menú</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label="Menú móvil">
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {NAV_LINKS.map((link) => (
                    <li key={link.to}>
                      <Box
                        asChild
                        display="block"
                        py="3"
                        px="2"
                        rounded="md"
                        fontWeight="medium"
                        color="gray.800"
                        _hover={{ bg: 'brand.50' }}
                      >
                        <Link to={link.to} onClick={close}>
                          {link.label}
                        </Link>
                      </Box>
                    </li>
                  ))}
                  <li>
                    <Box
                      asChild
                      display="block"
                      py="3"
                      px="2"
                      fontSize="sm"
                      color="gray.600"
                      textDecoration="underline"
                    >
                      <Link to={LOGIN_PATH} onClick={close}>
                        Login
                      </Link>
                    </Box>
                  </li>
                </Stack>
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <Box
                as="button"
                position="absolute"
                top="3"
                insetEnd="3"
                w="10"
                h="10"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                rounded="md"
                aria-label="Cerrar menú"
              >
                <FaTimes aria-hidden="true" />
              </Box>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
