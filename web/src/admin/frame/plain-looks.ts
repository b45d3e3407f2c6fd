/**
 * Chakra's looks for plain elements a screen draws by the dozen (a list's rows, the library's
 * cards): a Chakra component computes its own styles each time it is drawn, so one parent styles
 * them all at once by these rules (decision 011, «bound by main thread»). Each element names its
 * palette in `data-palette`.
 */

/** What every Chakra button is (its recipe's base), for a plain `<button>` or link. */
export const PLAIN_BUTTON = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'transparent',
  color: 'colorPalette.fg',
  cursor: 'button',
  userSelect: 'none',
  transitionProperty: 'common',
  transitionDuration: 'moderate',
  focusVisibleRing: 'outside',
  _hover: { bg: 'colorPalette.subtle' },
  _disabled: { layerStyle: 'disabled' },
} as const

/** The palettes plain elements name in `data-palette`. */
export const PLAIN_PALETTES = {
  '& [data-palette="brand"]': { colorPalette: 'brand' },
  '& [data-palette="red"]': { colorPalette: 'red' },
  '& [data-palette="gray"]': { colorPalette: 'gray' },
  '& [data-palette="green"]': { colorPalette: 'green' },
  '& [data-palette="blue"]': { colorPalette: 'blue' },
  '& [data-palette="orange"]': { colorPalette: 'orange' },
} as const
