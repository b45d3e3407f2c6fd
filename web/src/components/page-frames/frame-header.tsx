import { FaArrowLeft } from 'react-icons/fa'
import { Link } from 'react-router-dom'
import { css } from '#styled/css'
import { Box, Container, Flex } from '#styled/jsx'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'
import { Logo } from '../layout/logo.tsx'

export interface BackLink {
  to: string
  label: string
}

export const BACK_HOME: BackLink = { to: '/', label: 'Volver al inicio' }

const backLinkLook = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3',
  flexShrink: 0,
  rounded: 'pill',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'brand.700',
  bg: 'brand.50',
  _hover: { bg: 'brand.100' },
})

/** The slim header of pages outside the site frame: the logo, the centre's name and a way back. */
/** `back={null}` leaves the way back out, for pages whose content already leads home. */
export function FrameHeader({ back = BACK_HOME }: { back?: BackLink | null }) {
  const siteName = useSiteSetting('site_name')
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="sand.200">
      <Container maxW="5xl" py="3">
        <Flex align="center" justify="space-between" gap="3">
          <Link
            to="/"
            title="Ir al inicio"
            style={{ display: 'flex', alignItems: 'center', gap: 10, textDecoration: 'none' }}
          >
            <Logo size={36} />
            <Box
              as="span"
              fontFamily="heading"
              fontWeight="bold"
              color="brand.800"
              fontSize={{ base: 'sm', sm: 'md' }}
              lineHeight="1.2"
              maxW={{ base: '8.5rem', sm: 'none' }}
            >
              {siteName}
            </Box>
          </Link>
          {back && (
            <Link to={back.to} className={backLinkLook}>
              <FaArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          )}
        </Flex>
      </Container>
    </Box>
  )
}
