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
  tokens,
} from '@chakra-ui/react/theme'
import { brandGlobalCss, brandRecipes, brandSemanticTokens, brandTokens } from '../theme/brand.ts'
import { lightOnly, withoutUnusedPalettes } from '../theme/site-palettes.ts'

/**
 * The site's Chakra theme, which the admin's system (`system.ts`) builds on: the brand
 * (`web/src/theme/brand.ts`, which Panda's public stylesheet reads too) over Chakra's theme.
 */
export const brandConfig = defineConfig({
  theme: { tokens: brandTokens, semanticTokens: brandSemanticTokens, recipes: brandRecipes },
  globalCss: brandGlobalCss,
})

/**
 * The theme minus every recipe the owner's screens do not use (Chakra's bundle-optimisation
 * guide): the default system ships about 80 recipes the admin would download for nothing.
 */
const siteThemeConfig = defineConfig({
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
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
})

export const siteChakraConfig = mergeConfigs(defaultBaseConfig, siteThemeConfig, brandConfig)

export const system = createSystem(siteChakraConfig)
