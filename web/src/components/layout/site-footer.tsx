import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { css } from '#styled/css'
import { Box, Container, Grid, Stack } from '#styled/jsx'
import { FOUNDER_PATH } from '../../app/site.ts'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { Text } from '../plain/typography.tsx'
import { chatButtonRoom } from './chat-button.tsx'
import { OwnerBlurb } from './owner-blurb.tsx'

const QUICK_LINKS = [
  {
    title: 'El centro',
    links: [
      { label: 'Terapias', to: '/terapias' },
      { label: 'Nutrición', to: '/nutricion' },
      { label: 'Los cuatro grupos de alimentos', to: FOUNDER_PATH },
      { label: 'Nosotros', to: '/nosotros' },
      { label: 'Contacto', to: '/contacto' },
    ],
  },
  {
    title: 'Descubre',
    links: [
      { label: 'Actividades', to: '/actividades' },
      { label: 'Productos', to: '/productos' },
      { label: 'Promociones', to: '/promociones' },
      { label: 'Testimonios', to: '/testimonios' },
      { label: 'Recursos', to: '/recursos' },
    ],
  },
  {
    title: 'Multimedia',
    links: [
      { label: 'Vídeos', to: '/videos' },
      { label: 'Libros', to: '/libros' },
      { label: 'Música', to: '/musica' },
      { label: 'Colabora con nosotros', to: '/colaboracion-trabajo' },
    ],
  },
] as const

export const LEGAL_LINKS = [
  { label: 'Política de privacidad', to: '/politica-privacidad' },
  { label: 'Términos y condiciones', to: '/terminos' },
  { label: 'Aviso legal', to: '/aviso-legal' },
] as const

const footerLinkLook = css({
  color: 'gray.300',
  _hover: { color: 'white' },
  display: 'inline-block',
  py: '1',
})

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={footerLinkLook}>
      {children}
    </Link>
  )
}

export function SiteFooter() {
  const siteName = useSiteSetting('site_name')
  return (
    <Box as="footer" bg="brand.950" color="gray.300" pt="12" mt="16" className={chatButtonRoom}>
      <Container maxW="7xl">
        <Grid columns={{ base: 1, md: 2, lg: 5 }} gap="8">
          <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
            <Text fontFamily="heading" fontSize="xl" color="white">
              {siteName}
            </Text>
            <OwnerBlurb />
          </Stack>
          {QUICK_LINKS.map((column) => (
            <Box as="nav" key={column.title} aria-label={column.title}>
              <Text fontWeight="semibold" color="white" mb="2">
                {column.title}
              </Text>
              <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <FooterLink to={link.to}>{link.label}</FooterLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Grid>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          fontSize="sm"
        >
          <Text suppressHydrationWarning>
            © {new Date().getFullYear()} {siteName}. Todos los derechos reservados.
          </Text>
          <Stack as="ul" direction="row" gap="4" flexWrap="wrap" listStyleType="none" m="0" p="0">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <FooterLink to={link.to}>{link.label}</FooterLink>
              </li>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  )
}
