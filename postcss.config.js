import { resolve } from 'node:path'
import pandacss from '@pandacss/dev/postcss'

// The public pages' stylesheet (web/src/theme/styles.css) is Panda's, from panda.config.ts.
export default {
  plugins: [
    pandacss({
      configPath: resolve(import.meta.dirname, 'panda.config.ts'),
      cwd: import.meta.dirname,
    }),
  ],
}
