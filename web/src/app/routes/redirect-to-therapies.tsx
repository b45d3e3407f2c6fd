import { css, cx } from '#styled/css'
import { Box } from '#styled/jsx'
import { spinner } from '#styled/recipes'
import { Heading } from '../../components/plain/typography.tsx'
import { redirectScript } from '../../lib/redirect-script.ts'
import { THERAPIES_PATH } from '../../lib/therapy-scroll.ts'
import type { PageHead } from '../head.ts'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/redir-servicios',
  frame: 'bare',
  title: 'Redirigiendo a Terapias',
  description: 'Te llevamos a la página de terapias.',
  indexable: false,
  islandsOnly: true,
})

/** When the redirect is tried: at once, and again in case the first navigation did not take. */
export const REDIRECT_ATTEMPTS_MS = [0, 300, 600] as const

/**
 * A browser that runs no script gets there two seconds later, having read where it goes (and a
 * crawler or a test reading the page as served has the time to).
 */
export const REDIRECT_WITHOUT_SCRIPT_SECONDS = 2

export function head(_context: unknown, declared: PageHead): PageHead {
  return {
    ...declared,
    refresh: { to: THERAPIES_PATH, seconds: REDIRECT_WITHOUT_SCRIPT_SECONDS },
  }
}

const spinnerLook = cx(spinner({ size: 'lg' }), css({ color: 'brand.600', borderWidth: '3px' }))
const therapiesLinkLook = css({
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  py: '1',
})

/**
 * The page is prerendered with its redirect as an inline script (and a meta refresh for
 * browsers without scripts): the visitor lands on /terapias by a page load, so its prerendered
 * HTML paints at once instead of the app drawing it after its scripts arrive.
 */
export default function RedirectToTherapiesScreen() {
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
      <a href={THERAPIES_PATH} className={therapiesLinkLook}>
        Ir a Terapias
      </a>
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours; safeJson escapes '<'
        dangerouslySetInnerHTML={{ __html: redirectScript(THERAPIES_PATH, REDIRECT_ATTEMPTS_MS) }}
      />
    </Box>
  )
}
