import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  scrollAreaSlotRecipe,
  sliderSlotRecipe,
  switchSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme'
import { siteChakraConfig } from './chakra-theme.ts'

/**
 * The admin area's system: the site's Chakra theme plus the form, dialog and feedback recipes
 * only the owner's screens use. It lives in the admin chunks, so visitors never download it.
 */
const adminRecipes = defineConfig({
  theme: {
    recipes: {
      checkmark: checkmarkRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      radiomark: radiomarkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
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
    },
  },
})

export const adminSystem = createSystem(mergeConfigs(siteChakraConfig, adminRecipes))
