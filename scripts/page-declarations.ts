import { readdirSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { type PageDeclaration, pathsOf } from '../web/src/app/page-declaration.ts'
import { declarationsReload } from './declarations-reload.ts'

/**
 * Each screen module says what its page is (`export const page = definePage({ … })`); the build
 * reads those declarations from the source, without running the screens, and hands the site
 * its route table, site map and sitemap as the module `virtual:pages`. A screen stays its own
 * lazily loaded chunk: nothing imports it just to learn its path.
 */

export const PAGES_MODULE = 'virtual:pages'
const RESOLVED_PAGES_MODULE = `\0${PAGES_MODULE}`

const ROOT = resolve(import.meta.dirname, '..')

/** Where screen modules live: every `.tsx` file here (tests aside) is one. */
export const SCREEN_FOLDERS = ['web/src/app/routes', 'web/src/admin/routes'].map((folder) =>
  resolve(ROOT, folder),
)

export interface DeclaredScreen {
  /** The screen module, from the project's root. */
  file: string
  page: PageDeclaration
}

/** What the declaration in a screen module's source says, or why the build cannot read it. */
export function readPageDeclaration(source: string, file: string): PageDeclaration {
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const fix = 'write `export const page = definePage({ path, frame, title, description })`'
  for (const statement of module.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const exported = statement.modifiers?.some((it) => it.kind === ts.SyntaxKind.ExportKeyword)
    for (const declaration of statement.declarationList.declarations) {
      if (!exported || !ts.isIdentifier(declaration.name) || declaration.name.text !== 'page') {
        continue
      }
      const call = declaration.initializer
      if (
        !call ||
        !ts.isCallExpression(call) ||
        call.expression.getText(module) !== 'definePage' ||
        !call.arguments[0]
      ) {
        throw new Error(`${file}: its \`page\` is not a definePage({ … }) call; ${fix}.`)
      }
      return checked(literal(call.arguments[0], module, file), file)
    }
  }
  throw new Error(`${file} is a screen module but declares no page: ${fix}.`)
}

/** The value of a literal written in the source: strings, true/false, lists and objects. */
function literal(node: ts.Expression, module: ts.SourceFile, file: string): unknown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.map((element) => literal(element, module, file))
  }
  if (ts.isObjectLiteralExpression(node)) {
    const value: Record<string, unknown> = {}
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) {
        throw new Error(
          `${file}: definePage takes plain properties, not \`${property.getText(module)}\`.`,
        )
      }
      value[property.name.text] = literal(property.initializer, module, file)
    }
    return value
  }
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  ) {
    return literal(node.expression, module, file)
  }
  throw new Error(
    `${file}: \`${node.getText(module)}\` in its page declaration is not a plain value. The build reads the declaration without running the screen: write strings, true/false or lists of strings.`,
  )
}

function checked(value: unknown, file: string): PageDeclaration {
  const page = value as Partial<PageDeclaration>
  const paths = typeof page.path === 'string' ? [page.path] : page.path
  if (
    !Array.isArray(paths) ||
    paths.length === 0 ||
    paths.some((path) => !/^(\/|\*$)/.test(path))
  ) {
    throw new Error(`${file}: its page needs a \`path\` starting with / (or a list of them).`)
  }
  if (page.frame !== 'site' && page.frame !== 'bare') {
    throw new Error(`${file}: its page needs \`frame: 'site'\` (header and footer) or \`'bare'\`.`)
  }
  if (!page.title?.trim() || !page.description?.trim()) {
    throw new Error(
      `${file}: its page needs a \`title\` and a \`description\`: they are its <head>, what a search engine and a link preview show.`,
    )
  }
  return page as PageDeclaration
}

function screenFiles(): string[] {
  return SCREEN_FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
      .sort()
      .map((name) => resolve(folder, name)),
  )
}

/** Every screen's declaration; two screens claiming one path stop the build, naming both. */
export function declaredScreens(files = screenFiles()): DeclaredScreen[] {
  const owners = new Map<string, string>()
  return files.map((absolute) => {
    const file = relative(ROOT, absolute)
    const page = readPageDeclaration(readFileSync(absolute, 'utf8'), file)
    for (const path of pathsOf(page)) {
      const owner = owners.get(path)
      if (owner) throw new Error(`${path} is declared by both ${owner} and ${file}: keep one.`)
      owners.set(path, file)
    }
    return { file, page }
  })
}

/** `virtual:pages`: the declarations, each with the loader of its screen's chunk. */
export function pageDeclarations(): Plugin {
  const reload = declarationsReload(() => declaredScreens())
  return {
    name: 'page-declarations',
    resolveId: (id) => (id === PAGES_MODULE ? RESOLVED_PAGES_MODULE : undefined),
    load(id) {
      if (id !== RESOLVED_PAGES_MODULE) return undefined
      const screens = declaredScreens()
      reload.remember(screens)
      for (const { file } of screens) this.addWatchFile(resolve(ROOT, file))
      const entries = screens.map(
        ({ file, page }) =>
          `{ file: ${JSON.stringify(file)}, page: ${JSON.stringify(page)}, importer: () => import(${JSON.stringify(resolve(ROOT, file))}) }`,
      )
      return `export const DECLARED_SCREENS = [\n${entries.join(',\n')}\n]\n`
    },
    // A screen added, removed or declared anew changes the table: the site reloads with it.
    configureServer: (server) => reload.watch(server, SCREEN_FOLDERS, [RESOLVED_PAGES_MODULE]),
  }
}
