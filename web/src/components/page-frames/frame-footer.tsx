import { Link } from 'react-router-dom'
import { css } from '#styled/css'
import { Box, Container, Flex } from '#styled/jsx'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { chatButtonRoom } from '../layout/chat-button.tsx'
import { LOGIN_PATH } from '../layout/navigation.ts'
import { Text } from '../plain/typography.tsx'

export interface FooterLink {
  label: string
  to: string
}

/** Where the contact, collaboration and enrolment pages lead. */
export const FORM_FOOTER_LINKS: readonly FooterLink[] = [
  { label: 'Inicio', to: '/' },
  { label: 'Nosotros', to: '/nosotros' },
  { label: 'Nutrición', to: '/#nutricion' },
  { label: 'Política de privacidad', to: '/politica-privacidad' },
  { label: 'Términos', to: '/terminos' },
  { label: 'Aviso legal', to: '/aviso-legal' },
]

/** Where the legal pages lead: home, contact and the other legal texts. */
export const LEGAL_FOOTER_LINKS: readonly FooterLink[] = [
  { label: 'Inicio', to: '/' },
  { label: 'Contacto', to: '/contacto' },
  { label: 'Política de privacidad', to: '/politica-privacidad' },
  { label: 'Términos y condiciones', to: '/terminos' },
  { label: 'Aviso legal', to: '/aviso-legal' },
]

const footerLinkLook = css({
  display: 'inline-block',
  py: '2',
  color: 'gray.700',
  textDecoration: 'underline',
  textDecorationColor: 'sand.200',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.700', textDecorationColor: 'currentColor' },
})
const loginLinkLook = css({
  fontSize: 'xs',
  color: 'gray.600',
  textDecoration: 'underline',
  py: '1',
})

/** The light footer of pages outside the site frame. */
export function FrameFooter({
  links,
  withLogin = false,
}: {
  links: readonly FooterLink[]
  withLogin?: boolean
}) {
  const siteName = useSiteSetting('site_name')
  return (
    <Box
      as="footer"
      bg="sand.50"
      borderTopWidth="1px"
      borderColor="sand.200"
      mt="12"
      pt="8"
      className={chatButtonRoom}
    >
      <Container maxW="5xl">
        <Box as="nav" aria-label="Enlaces del sitio">
          <Flex as="ul" wrap="wrap" gap="1" columnGap="5" listStyleType="none" m="0" p="0">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkLook}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Flex>
        </Box>
        <Flex mt="4" justify="space-between" align="center" gap="4" wrap="wrap" fontSize="sm">
          <Text color="gray.600" suppressHydrationWarning>
            © {new Date().getFullYear()} {siteName}
          </Text>
          {withLogin && (
            <Link to={LOGIN_PATH} className={loginLinkLook}>
              Login
            </Link>
          )}
        </Flex>
      </Container>
    </Box>
  )
}
