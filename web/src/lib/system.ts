import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/**
 * The brand, defined once. `brand` is a full colour palette, so any component takes
 * `colorPalette="brand"`; the solid shade keeps white text above 4.5:1 (WCAG AA).
 */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
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
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
      radii: {
        card: { value: '0.75rem' },
        pill: { value: '9999px' },
      },
    },
    semanticTokens: {
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
    },
  },
  globalCss: {
    html: { scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
    body: { bg: 'white', color: 'gray.800' },
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
    },
  },
})

/** Palettes no screen uses: their tokens would only lengthen the CSS every page parses. */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink'])

type TokenTree = { [name: string]: TokenTree | unknown }

function withoutUnusedPalettes<T extends TokenTree>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name)),
  ) as T
}

/**
 * The site has no dark mode: each semantic token keeps its light value only, so the prerendered
 * CSS carries no `.dark` block of variables for the browser to parse and match on every page.
 */
function lightOnly<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null) return tree
  const value = (tree as { value?: unknown }).value
  if (typeof value === 'object' && value !== null && '_light' in value) {
    return { ...tree, value: (value as { _light: unknown })._light }
  }
  return Object.fromEntries(
    Object.entries(tree).map(([name, child]) => [name, lightOnly(child)]),
  ) as T
}

/**
 * Skeletons hold still. An endless pulse on every placeholder keeps a phone's main thread
 * recalculating styles for as long as lists load (measured on the script-free home in
 * Lighthouse: TBT 460-760 ms pulsing, 56-320 ms still), and a grey block of the final size
 * already says "loading".
 */
const stillSkeleton = {
  ...skeletonRecipe,
  variants: {
    ...skeletonRecipe.variants,
    variant: { ...skeletonRecipe.variants?.variant, still: { background: 'bg.emphasized' } },
  },
  defaultVariants: { ...skeletonRecipe.defaultVariants, variant: 'still' },
}

/**
 * The theme minus every recipe the site does not use (Chakra's bundle-optimisation guide): the
 * default system ships about 80 recipes a visitor would download for nothing.
 */
const publicThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: stillSkeleton,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      drawer: drawerSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

export const publicConfig = mergeConfigs(defaultBaseConfig, publicThemeConfig, brandConfig)

export const system = createSystem(publicConfig)
