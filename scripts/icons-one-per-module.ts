/**
 * A Vite plugin that gives every Font Awesome icon of react-icons its own module.
 *
 * react-icons ships a whole set as one module, and a bundler cannot split a module: every icon
 * the site uses anywhere lands in one shared chunk, and the first page that needs one icon
 * downloads all of them. Rewritten here, `import { FaPlay } from 'react-icons/fa'` imports a
 * module holding FaPlay alone, so each icon travels with the chunks that draw it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const SET = 'react-icons/fa'
/** What each icon's module imports: the set's own `GenIcon`. */
const ICON_RUNTIME = 'react-icons/lib'
const ICON_PREFIX = 'virtual:fa-icon/'
const RESOLVED_PREFIX = `\0${ICON_PREFIX}`

/** `import { FaA, FaB as B } from 'react-icons/fa'`, over one or several lines. */
const SET_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/fa['"];?/g

function iconImports(names: string): string {
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((binding) => {
      const icon = binding.split(/\s+as\s+/)[0]
      return `import { ${binding} } from '${ICON_PREFIX}${icon}';`
    })
    .join(' ')
}

export function iconsOnePerModule(): Plugin {
  let setSource: string | undefined
  const readSet = () => {
    setSource ??= readFileSync(
      join(dirname(createRequire(import.meta.url).resolve(SET)), 'index.mjs'),
      'utf8',
    )
    return setSource
  }
  return {
    name: 'icons-one-per-module',
    enforce: 'pre',
    // The dev server's optimiser finds dependencies by reading the sources, before this plugin
    // rewrites them: told nothing, a cold server met the icons' runtime on the first page that
    // drew an icon, and reloaded that page (the sign-in lost the owner's first touch).
    config: () => ({ optimizeDeps: { include: [ICON_RUNTIME] } }),
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(SET)) return null
      // As many lines as the import had, so every later line keeps its number in source maps.
      const rewritten = code.replace(
        SET_IMPORT,
        (statement: string, names: string) =>
          iconImports(names) + '\n'.repeat(statement.split('\n').length - 1),
      )
      return { code: rewritten, map: null }
    },
    resolveId(source) {
      return source.startsWith(ICON_PREFIX) ? `\0${source}` : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null
      const icon = id.slice(RESOLVED_PREFIX.length)
      const definition = new RegExp(
        `export function ${icon} \\(props\\) \\{\\s*return GenIcon\\(([\\s\\S]*?)\\)\\(props\\);\\s*\\};`,
      ).exec(readSet())
      if (!definition) throw new Error(`${SET} has no icon named ${icon}`)
      return [
        `import { GenIcon } from '${ICON_RUNTIME}'`,
        `export function ${icon}(props) { return GenIcon(${definition[1]})(props) }`,
      ].join('\n')
    },
  }
}
