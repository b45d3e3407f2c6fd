/**
 * The brand, defined once: Chakra's `createSystem` (the admin, `web/src/admin/system.ts`) and
 * Panda (the public pages, `panda.config.ts`) both read it, so a colour changed here changes
 * everywhere. Plain token objects, the format both share.
 *
 * `brand` is a full colour palette, so anything takes `colorPalette: 'brand'`; the solid shade
 * keeps white text above 4.5:1 (WCAG AA).
 */
export const brandTokens = {
  colors: {
    brand: {
      50: { value: '#eef7f2' },
      100: { value: '#d5ece0' },
      200: { value: '#acd9c2' },
      300: { value: '#7dc0a0' },
      400: { value: '#4fa37d' },
      500: { value: '#2f8663' },
      600: { value: '#256c50' },
      700: { value: '#1e5841' },
      800: { value: '#184534' },
      900: { value: '#123427' },
      950: { value: '#0a1f17' },
    },
    sand: {
      50: { value: '#fbf8f3' },
      100: { value: '#f4ece0' },
      200: { value: '#e9dcc6' },
      700: { value: '#7a5a2e' },
    },
  },
  fonts: {
    heading: { value: "Georgia, 'Times New Roman', serif" },
    body: {
      value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  },
  radii: {
    card: { value: '0.75rem' },
    pill: { value: '9999px' },
  },
}

export const brandSemanticTokens = {
  colors: {
    brand: {
      solid: { value: '{colors.brand.700}' },
      contrast: { value: 'white' },
      fg: { value: '{colors.brand.700}' },
      muted: { value: '{colors.brand.100}' },
      subtle: { value: '{colors.brand.50}' },
      emphasized: { value: '{colors.brand.200}' },
      focusRing: { value: '{colors.brand.600}' },
    },
    // Chakra's success and error solids (green.600, red.600) carry white text below 4.5:1;
    // one shade darker keeps toasts and badges readable (WCAG AA).
    green: { solid: { value: '{colors.green.700}' } },
    red: { solid: { value: '{colors.red.700}' } },
  },
}

/** The attribute of the chat button's landmark, which every public page has. */
export const CHAT_BUTTON_MARK = 'data-chat-button'

export const brandGlobalCss = {
  html: { scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
  // Where the chat button floats, the browser keeps its room (`chatButtonRoom`) free when it
  // scrolls a focused element or an anchor into view: nothing reached by keyboard stops under it.
  [`html:has([${CHAT_BUTTON_MARK}])`]: { scrollPaddingBottom: '24' },
  body: { bg: 'white', color: 'gray.800' },
  '*, *::before, *::after': {
    _motionReduce: { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
  },
}

/** The brand's additions to Chakra's recipes, for the admin's components and the public pages. */
export const brandRecipes = {
  button: {
    variants: {
      variant: {
        // White on the dark panels of the hero and the closing banner.
        light: {
          bg: 'white',
          color: 'brand.800',
          borderColor: 'transparent',
          _hover: { bg: 'brand.50' },
          _focusVisible: { outlineColor: 'white', outlineWidth: '3px', outlineOffset: '3px' },
        },
      },
    },
  },
  // Skeletons hold still. An endless pulse on every placeholder keeps a phone's main thread
  // recalculating styles for as long as lists load (measured on the script-free home in
  // Lighthouse: TBT 460-760 ms pulsing, 56-320 ms still), and a grey block of the final size
  // already says "loading".
  skeleton: {
    variants: { variant: { still: { background: 'bg.emphasized' } } },
    defaultVariants: { variant: 'still' },
  },
}

/**
 * The button looks the public pages choose at run time (`buttonClass`): Panda cannot read those
 * choices from the source, so its stylesheet carries each of them (panda.config.ts, staticCss).
 */
export const PUBLIC_BUTTON_LOOKS = {
  variant: ['solid', 'outline', 'ghost', 'light'],
  size: ['sm', 'md', 'lg'],
} as const
