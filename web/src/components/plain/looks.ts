import { css } from '#styled/css'
import { container } from '#styled/patterns'

/**
 * Looks several public pieces share, as raw styles a piece merges with its own
 * (`css(cardTitle, { fontSize: 'lg' })`), so the piece's own values win.
 */

/** Centred and padded as Chakra's Container, as wide as a page's content. */
export const pageContainer = container.raw({ w: 'full', maxW: '7xl' })

/** A card's heading. */
export const cardTitle = css.raw({
  m: '0',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  lineHeight: 'short',
  color: 'brand.800',
})

/** A round badge holding one icon, as on service, promotion and form cards. */
export const iconDisc = css.raw({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '14',
  h: '14',
  borderRadius: 'full',
})

/** A list without bullets or indent. */
export const bareList = css.raw({ listStyle: 'none', m: '0', p: '0' })

/** "No se pudo cargar…" below a list that failed. */
export const loadError = css.raw({ color: 'red.700', py: '4' })
