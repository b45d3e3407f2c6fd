import { readdirSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { declarationsReload } from './declarations-reload.ts'

/**
 * Each list type of the admin is one file of web/src/admin/resources (`export const …Type =
 * listType({ type, position, icon, definition, … })`). The build reads those files, without running
 * them, and derives from them the modules that list the types:
 * - `virtual:list-types`: what every screen's menu and the dashboard need of each (its names,
 *   icon, label field, the list it counts), without the type's form or its definition's checks;
 * - `virtual:list-type-descriptions`: the descriptions themselves, for the content editor.
 * A new type is its file: nothing else names it.
 */

export const LIST_TYPES_MODULE = 'virtual:list-types'
export const DESCRIPTIONS_MODULE = 'virtual:list-type-descriptions'
const RESOLVED = new Map([
  [LIST_TYPES_MODULE, `\0${LIST_TYPES_MODULE}`],
  [DESCRIPTIONS_MODULE, `\0${DESCRIPTIONS_MODULE}`],
])

const ROOT = resolve(import.meta.dirname, '..')
export const DESCRIPTIONS_FOLDER = resolve(ROOT, 'web/src/admin/resources')

/** What a description says of its type, read from its source, and where each part comes from. */
export interface DeclaredListType {
  /** The description's file, from the project's root. */
  file: string
  /** The exported name of its description (`testimonialsType`). */
  exported: string
  type: string
  position: number
  icon: { name: string; from: string }
  /** Its definition's `path`, `names` and `label`. */
  resource: string
  names: { one: string; many: string }
  label: string
  /** How the dashboard counts it, when not «N … disponibles». */
  countWords?: { one: string; many: string }
}

const FIX =
  "write `export const …Type = listType({ type: '…', position: N, icon: Fa…, definition: …, … })`"

function propertiesOf(node: ts.ObjectLiteralExpression, module: ts.SourceFile) {
  const properties = new Map<string, ts.Expression>()
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) {
      properties.set(property.name.text, property.initializer)
    } else if (ts.isShorthandPropertyAssignment(property)) {
      properties.set(property.name.text, property.name)
    } else if (ts.isSpreadAssignment(property)) {
      throw new Error(`${module.fileName}: \`${property.getText(module)}\`: ${FIX}.`)
    }
  }
  return properties
}

/** A string, a number or an object of strings written in the source. */
function plain(node: ts.Expression | undefined, what: string, file: string): unknown {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
    return node.text
  }
  if (node && ts.isNumericLiteral(node)) return Number(node.text)
  if (node && ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      [...propertiesOf(node, node.getSourceFile())].map(([key, value]) => [
        key,
        plain(value, `${what}.${key}`, file),
      ]),
    )
  }
  throw new Error(
    `${file}: its \`${what}\` must be written as a plain value (the build reads it without running the file); ${FIX}.`,
  )
}

/** The module an identifier of this file was imported from, and under what name. */
function importOf(module: ts.SourceFile, local: string, file: string) {
  for (const statement of module.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue
    }
    const bindings = statement.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) continue
    for (const element of bindings.elements) {
      if (element.name.text === local) {
        return {
          name: (element.propertyName ?? element.name).text,
          from: statement.moduleSpecifier.text,
        }
      }
    }
  }
  throw new Error(`${file}: \`${local}\` must be imported by name (import { ${local} } from …).`)
}

function identifier(node: ts.Expression | undefined, what: string, file: string): string {
  if (node && ts.isIdentifier(node)) return node.text
  throw new Error(`${file}: its \`${what}\` must be an imported name; ${FIX}.`)
}

/** The `path`, `names` and `label` a definition file gives the resource exported as `name`. */
function definitionOf(absolute: string, name: string) {
  const file = relative(ROOT, absolute)
  const module = ts.createSourceFile(file, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest)
  for (const statement of module.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue
      const first = call && ts.isCallExpression(call) ? call.arguments[0] : undefined
      if (!first || !ts.isObjectLiteralExpression(first)) {
        throw new Error(`${file}: \`${name}\` is not a defineResource({ … }) call.`)
      }
      const properties = propertiesOf(first, module)
      return {
        resource: plain(properties.get('path'), 'path', file) as string,
        names: plain(properties.get('names'), 'names', file) as DeclaredListType['names'],
        label: plain(properties.get('label'), 'label', file) as string,
      }
    }
  }
  throw new Error(`${file} exports no definition named \`${name}\`.`)
}

/** The list types a description file declares. */
export function readListTypes(source: string, absolute: string): DeclaredListType[] {
  const file = relative(ROOT, absolute)
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const declared: DeclaredListType[] = []
  for (const statement of module.statements) {
    if (!ts.isVariableStatement(statement)) continue
    if (!statement.modifiers?.some((it) => it.kind === ts.SyntaxKind.ExportKeyword)) continue
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer
      if (
        !ts.isIdentifier(declaration.name) ||
        !call ||
        !ts.isCallExpression(call) ||
        call.expression.getText(module) !== 'listType'
      ) {
        continue
      }
      const [description] = call.arguments
      if (!description || !ts.isObjectLiteralExpression(description)) {
        throw new Error(`${file}: \`${declaration.name.text}\`: ${FIX}.`)
      }
      const properties = propertiesOf(description, module)
      const definition = importOf(
        module,
        identifier(properties.get('definition'), 'definition', file),
        file,
      )
      const countWords = properties.has('countWords')
        ? (plain(
            properties.get('countWords'),
            'countWords',
            file,
          ) as DeclaredListType['countWords'])
        : undefined
      declared.push({
        file,
        exported: declaration.name.text,
        type: plain(properties.get('type'), 'type', file) as string,
        position: plain(properties.get('position'), 'position', file) as number,
        icon: importOf(module, identifier(properties.get('icon'), 'icon', file), file),
        ...definitionOf(resolve(dirname(absolute), definition.from), definition.name),
        ...(countWords ? { countWords } : {}),
      })
    }
  }
  return declared
}

function descriptionFiles(): string[] {
  return readdirSync(DESCRIPTIONS_FOLDER)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()
    .map((name) => resolve(DESCRIPTIONS_FOLDER, name))
}

/** Every list type, in the order of their positions; two at one position stop the build. */
export function declaredListTypes(files = descriptionFiles()): DeclaredListType[] {
  const types = files
    .flatMap((absolute) => readListTypes(readFileSync(absolute, 'utf8'), absolute))
    .sort((a, b) => a.position - b.position)
  for (const [index, type] of types.entries()) {
    const next = types[index + 1]
    if (next && next.position === type.position) {
      throw new Error(
        `${type.file} and ${next.file} both give position ${type.position}: give one another number (the menu's order).`,
      )
    }
  }
  return types
}

function listTypesModule(types: readonly DeclaredListType[]): string {
  const icons = types.map(
    ({ icon }, index) => `import { ${icon.name} as icon${index} } from '${icon.from}'`,
  )
  const entries = types.map(
    ({ icon: _, exported: __, ...type }, index) =>
      `{ ...${JSON.stringify(type)}, icon: icon${index} }`,
  )
  return `${icons.join('\n')}\nexport const LIST_TYPES = [\n${entries.join(',\n')}\n]\n`
}

function descriptionsModule(types: readonly DeclaredListType[]): string {
  const imports = types.map(
    ({ exported, file }, index) =>
      `import { ${exported} as type${index} } from ${JSON.stringify(resolve(ROOT, file))}`,
  )
  return `${imports.join('\n')}\nexport const LIST_TYPE_DESCRIPTIONS = [${types.map((_, index) => `type${index}`).join(', ')}]\n`
}

/** `virtual:list-types` and `virtual:list-type-descriptions`, read anew when a declaration changes. */
export function listTypeDeclarations(): Plugin {
  const reload = declarationsReload(() => declaredListTypes())
  return {
    name: 'list-type-declarations',
    resolveId: (id) => RESOLVED.get(id),
    load(id) {
      if (id !== RESOLVED.get(LIST_TYPES_MODULE) && id !== RESOLVED.get(DESCRIPTIONS_MODULE)) {
        return undefined
      }
      const types = declaredListTypes()
      reload.remember(types)
      for (const { file } of types) this.addWatchFile(resolve(ROOT, file))
      return id === RESOLVED.get(LIST_TYPES_MODULE)
        ? listTypesModule(types)
        : descriptionsModule(types)
    },
    // A type added, removed or declared anew changes the lists: the admin reloads with them.
    configureServer: (server) =>
      reload.watch(server, [DESCRIPTIONS_FOLDER], [...RESOLVED.values()]),
  }
}
