import { useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { css, cx } from '#styled/css'
import { Box } from '#styled/jsx'
import { spinner } from '#styled/recipes'
import { Heading } from '../../components/plain/typography.tsx'
import { THERAPIES_PATH } from '../../lib/therapy-scroll.ts'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/redir-servicios',
  frame: 'bare',
  title: 'Redirigiendo a Terapias',
  description: 'Te llevamos a la página de terapias.',
  indexable: false,
})

const spinnerLook = cx(spinner({ size: 'lg' }), css({ color: 'brand.600', borderWidth: '3px' }))
const therapiesLinkLook = css({
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  py: '1',
})

/** When the redirect is tried: at once, and again in case the first navigation did not take. */
export const REDIRECT_ATTEMPTS_MS = [0, 300, 600] as const

export default function RedirectToTherapiesScreen() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const currentPath = useRef(pathname)
  currentPath.current = pathname
  useEffect(() => {
    const attempts = REDIRECT_ATTEMPTS_MS.map((delay) =>
      window.setTimeout(() => {
        if (currentPath.current !== THERAPIES_PATH) void navigate(THERAPIES_PATH, { replace: true })
      }, delay),
    )
    // Leaving the page (the redirect worked) cancels the attempts still waiting.
    return () => {
      for (const attempt of attempts) window.clearTimeout(attempt)
    }
  }, [navigate])
  return (
    <Box
      as="main"
      id="contenido"
      minH="100dvh"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="5"
      p="6"
      bg="sand.50"
      textAlign="center"
    >
      <span className={spinnerLook} aria-hidden="true" />
      <Box role="status">
        <Heading as="h1" fontSize="2xl" color="brand.800">
          Redirigiendo a Terapias...
        </Heading>
      </Box>
      <Link to={THERAPIES_PATH} replace className={therapiesLinkLook}>
        Ir a Terapias
      </Link>
    </Box>
  )
}
