import { styled } from '#styled/jsx'
import { badge, heading } from '#styled/recipes'

/**
 * Chakra's typography as Panda components: the same recipes and the same style props, with
 * static CSS. Panda reads their props at build time, so the names must stay `Heading` and
 * `Badge` (the recipes' JSX names) and every value passed a literal.
 */

/** A heading in the brand's heading font: an <h2> unless `as` says which level; `size` is the recipe's. */
export const Heading = styled('h2', heading)

/** A paragraph taking style props. */
export const Text = styled('p')

/** Chakra's badge: `variant`, `size` and `colorPalette` as in Chakra. */
export const Badge = styled('span', badge)
