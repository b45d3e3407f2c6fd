import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  scrollAreaSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { brandGlobalCss, brandRecipes, brandSemanticTokens, brandTokens } from '../theme/brand.ts'
import { lightOnly, withoutUnusedPalettes } from '../theme/site-palettes.ts'

/** The brand (`web/src/theme/brand.ts`), which Panda's public stylesheet reads too. */
const brandConfig = defineConfig({
  theme: { tokens: brandTokens, semanticTokens: brandSemanticTokens, recipes: brandRecipes },
  globalCss: brandGlobalCss,
})

/**
 * Chakra's theme minus every recipe the owner's screens do not use (Chakra's
 * bundle-optimisation guide): the default system ships about 80 recipes the admin would
 * download for nothing.
 */
const adminThemeConfig = defineConfig({
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
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      scrollArea: scrollAreaSlotRecipe,
      slider: sliderSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
})

/** The mark of a form's bar of buttons (`FormFrame`), which stays at the bottom of the screen. */
export const FORM_ACTIONS_ATTRIBUTE = 'data-form-actions'

/** A button of that bar that shows its icon only on a phone (its words stay its accessible name). */
export const COMPACT_ACTION_ATTRIBUTE = 'data-compact-action'

/**
 * While a form's bar of buttons is drawn at the bottom of the screen, scrolling to a field (Tab,
 * an error) keeps it above the bar: one row of buttons, a little lower on a phone.
 */
const formBarRoom = defineConfig({
  globalCss: {
    [`html:has([${FORM_ACTIONS_ATTRIBUTE}])`]: {
      scrollPaddingBottom: { base: '4.5rem', md: '5rem' },
    },
  },
})

/**
 * The admin area's Chakra system: the brand over Chakra's theme, with the recipes of the
 * components the owner's screens draw. It lives in the admin chunks, so visitors never download
 * it; the public pages are Panda's (decision 009).
 */
export const adminSystem = createSystem(
  mergeConfigs(defaultBaseConfig, adminThemeConfig, brandConfig, formBarRoom),
)
