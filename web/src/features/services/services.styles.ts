import { css } from '#styled/css'

/**
 * A service card's frame, loaded or loading. Unlike the plain card, no clip: the title link's
 * focus ring is drawn just outside the card.
 */
export const serviceCardFrame = css.raw({ overflow: 'visible', '--card-padding': 'spacing.6' })

export const serviceCardBody = css.raw({ gap: '3' })
