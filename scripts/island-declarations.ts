import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import MagicString from 'magic-string'
import ts from 'typescript'
import type { Plugin } from 'vite'

/**
 * Islands are declared where they are used: a screen or a section imports the island's module
 * and draws `<Island of={ItsComponent} … />` (or `<HydratedIsland of={…} />`). The build turns
 * each such import into a reference to the island's own chunk (its name and a loader), so the
 * page never carries the island's code, and derives the registry the islands entry starts them
 * from (`virtual:islands`). Nobody keeps a list of islands.
 */

export const ISLANDS_MODULE = 'virtual:islands'
const RESOLVED_ISLANDS_MODULE = `\0${ISLANDS_MODULE}`

const ROOT = resolve(import.meta.dirname, '..')
const WEB_SRC = join(ROOT, 'web', 'src')

const ISLAND_TAGS = { Island: 'lazy', HydratedIsland: 'hydrated' } as const

export interface IslandUse {
  /** The island's name in the HTML (`data-island`): its module's file name, without `-live`. */
  name: string
  /** The island's module, absolute. */
  module: string
  /** `lazy`: drawn when near; `hydrated`: its HTML is its first render, hydrated in place. */
  kind: (typeof ISLAND_TAGS)[keyof typeof ISLAND_TAGS]
}

/** An island's name: its module's file name without extension and without a `-live` ending. */
export function islandName(module: string): string {
  return basename(module)
    .replace(/\.[jt]sx?$/, '')
    .replace(/-live$/, '')
}

function resolveModule(specifier: string, file: string): string {
  return resolve(dirname(file), specifier)
}

interface Found {
  use: IslandUse
  identifier: string
  specifier: string
  importDeclaration: ts.ImportDeclaration
  attribute: ts.JsxAttribute
}

/** The islands a module draws, read from its source, or why the build cannot tell. */
function findIslands(source: string, file: string): { found: Found[]; module: ts.SourceFile } {
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const defaultImports = new Map<string, { specifier: string; declaration: ts.ImportDeclaration }>()
  for (const statement of module.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.name &&
      !statement.importClause.isTypeOnly &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      defaultImports.set(statement.importClause.name.text, {
        specifier: statement.moduleSpecifier.text,
        declaration: statement,
      })
    }
  }
  const found: Found[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const tag = node.tagName.getText(module)
      if (tag in ISLAND_TAGS) {
        const kind = ISLAND_TAGS[tag as keyof typeof ISLAND_TAGS]
        const attribute = node.attributes.properties.find(
          (property): property is ts.JsxAttribute =>
            ts.isJsxAttribute(property) && property.name.getText(module) === 'of',
        )
        const expression =
          attribute?.initializer && ts.isJsxExpression(attribute.initializer)
            ? attribute.initializer.expression
            : undefined
        const imported =
          expression && ts.isIdentifier(expression)
            ? defaultImports.get(expression.text)
            : undefined
        if (!attribute || !expression || !ts.isIdentifier(expression) || !imported) {
          throw new Error(
            `${relative(ROOT, file)}: <${tag}> needs of={TheIsland}, with the island imported by default from its own module in this file (import TheIsland from './the-island-live.tsx').`,
          )
        }
        const target = resolveModule(imported.specifier, file)
        found.push({
          use: { name: islandName(target), module: target, kind },
          identifier: expression.text,
          specifier: imported.specifier,
          importDeclaration: imported.declaration,
          attribute,
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(module)
  return { found, module }
}

/** How often `identifier` is named in the module, other than where it is imported. */
function referencesOf(module: ts.SourceFile, identifier: string): ts.Identifier[] {
  const references: ts.Identifier[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return
    if (ts.isIdentifier(node) && node.text === identifier) references.push(node)
    ts.forEachChild(node, visit)
  }
  visit(module)
  return references
}

/**
 * The module as the browser and the prerenderer run it: a lazily drawn island's import becomes
 * `{ name, load }` (its code stays in its own chunk); a hydrated island keeps its import, drawn
 * with the page, as `{ name, component }`. Anything else that names a lazily drawn island's import would
 * bring its code back into the page: the build refuses it, naming the file.
 */
export function transformIslandUses(source: string, file: string) {
  if (!/<(Island|HydratedIsland)\b/.test(source)) return undefined
  const { found, module } = findIslands(source, file)
  if (found.length === 0) return undefined
  const code = new MagicString(source)
  const replacedImports = new Set<ts.ImportDeclaration>()
  for (const { use, identifier, specifier, importDeclaration, attribute } of found) {
    const name = JSON.stringify(use.name)
    if (use.kind === 'hydrated') {
      code.overwrite(
        attribute.getStart(module),
        attribute.getEnd(),
        `of={{ name: ${name}, component: ${identifier} }}`,
      )
      continue
    }
    const islandAttributes = new Set(
      found.filter((other) => other.identifier === identifier).map((other) => other.attribute),
    )
    const elsewhere = referencesOf(module, identifier).filter(
      (node) =>
        !(node.parent?.parent && islandAttributes.has(node.parent.parent as ts.JsxAttribute)),
    )
    if (elsewhere.length > 0) {
      throw new Error(
        `${relative(ROOT, file)}: ${identifier} is an island (<Island of={${identifier}}>), so this file may only hand it to <Island>: using it otherwise would put its code in the page.`,
      )
    }
    if (replacedImports.has(importDeclaration)) continue
    replacedImports.add(importDeclaration)
    if (importDeclaration.importClause?.namedBindings) {
      throw new Error(
        `${relative(ROOT, file)}: import the island ${identifier} on its own line, with nothing else from its module.`,
      )
    }
    code.overwrite(
      importDeclaration.getStart(module),
      importDeclaration.getEnd(),
      `const ${identifier} = { name: ${name}, load: () => import(${JSON.stringify(specifier)}) }`,
    )
  }
  return { code: code.toString(), map: code.generateMap({ hires: true, source: file }) }
}

function sourceFiles(folder = WEB_SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : []
  })
}

/** Every island the site's modules draw, by name; two modules under one name stop the build. */
export function islandsInSite(files = sourceFiles()): Map<string, IslandUse> {
  const islands = new Map<string, IslandUse>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    if (!/<(Island|HydratedIsland)\b/.test(source)) continue
    for (const { use } of findIslands(source, file).found) {
      const known = islands.get(use.name)
      if (known && known.module !== use.module) {
        throw new Error(
          `Two islands are named ${use.name}: ${relative(ROOT, known.module)} and ${relative(ROOT, use.module)}. Rename one module.`,
        )
      }
      islands.set(use.name, use)
    }
  }
  return islands
}

/** `virtual:islands` and the rewriting of every island's use. */
export function islandDeclarations(): Plugin {
  return {
    name: 'island-declarations',
    enforce: 'pre',
    resolveId: (id) => (id === ISLANDS_MODULE ? RESOLVED_ISLANDS_MODULE : undefined),
    load(id) {
      if (id !== RESOLVED_ISLANDS_MODULE) return undefined
      const islands = [...islandsInSite().values()].sort((a, b) => a.name.localeCompare(b.name))
      const entries = islands.map(
        (island) =>
          `  ${JSON.stringify(island.name)}: () => import(${JSON.stringify(island.module)}),`,
      )
      return `/** Every island the site draws, by name (derived by scripts/island-declarations.ts). */\nexport const ISLANDS = {\n${entries.join('\n')}\n}\n`
    },
    transform(code, id) {
      const file = id.split('?')[0]
      if (!file.startsWith(WEB_SRC) || !file.endsWith('.tsx')) return undefined
      return transformIslandUses(code, file)
    },
    configureServer(server) {
      // An island added or removed anywhere changes the registry.
      server.watcher.on('change', (file) => {
        if (!file.startsWith(WEB_SRC) || !file.endsWith('.tsx')) return
        const registry = server.moduleGraph.getModuleById(RESOLVED_ISLANDS_MODULE)
        if (registry) server.moduleGraph.invalidateModule(registry)
      })
    },
  }
}
