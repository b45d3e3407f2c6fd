import chakraPreset from '@chakra-ui/panda-preset'
import { defineConfig } from '@pandacss/dev'
import {
  brandGlobalCss,
  brandRecipes,
  brandSemanticTokens,
  brandTokens,
  PUBLIC_BUTTON_LOOKS,
} from './web/src/theme/brand.ts'
import { lightOnly, withoutUnusedPalettes } from './web/src/theme/site-palettes.ts'

/** Chakra's preset as the site uses it: the palettes the screens use, light values only. */
const sitePreset = {
  ...chakraPreset,
  theme: {
    ...chakraPreset.theme,
    tokens: {
      ...chakraPreset.theme?.tokens,
      colors: withoutUnusedPalettes(chakraPreset.theme?.tokens?.colors ?? {}),
    },
    semanticTokens: lightOnly({
      ...chakraPreset.theme?.semanticTokens,
      colors: withoutUnusedPalettes(chakraPreset.theme?.semanticTokens?.colors ?? {}),
    }),
  },
}

/**
 * The public pages' one styling system: Panda with Chakra's own preset (the tokens, semantic
 * colours and recipes the admin's Chakra components use), compiled to static CSS at build time.
 * The admin keeps Chakra's React components, so its files are not scanned.
 */
export default defineConfig({
  presets: ['@pandacss/preset-base', sitePreset],
  preflight: true,
  include: ['web/src/**/*.{ts,tsx}'],
  exclude: ['web/src/admin/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
  jsxFramework: 'react',
  // The generated runtime (css(), the patterns, the recipes), written by `panda codegen` (the
  // prepare script) and never committed; imported as `#styled/css`, `#styled/jsx`... through
  // package.json's `imports`, which Node, TypeScript and Vite all read.
  outdir: 'web/styled-system',
  importMap: '#styled',
  theme: {
    extend: { tokens: brandTokens, semanticTokens: brandSemanticTokens, recipes: brandRecipes },
  },
  globalCss: { extend: brandGlobalCss },
  staticCss: {
    recipes: {
      button: [{ variant: [...PUBLIC_BUTTON_LOOKS.variant], size: [...PUBLIC_BUTTON_LOOKS.size] }],
    },
  },
})
