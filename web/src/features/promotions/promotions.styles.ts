import { css } from '#styled/css'

/**
 * A promotion card's frame, loaded or loading. Unlike the plain card, no clip: Chakra drew these
 * without one, and a clip shades round edges.
 */
export const promotionCardFrame = css.raw({ overflow: 'visible', '--card-padding': 'spacing.6' })

export const promotionCardBody = css.raw({ alignItems: 'center', gap: '3' })
