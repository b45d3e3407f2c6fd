/**
 * A static host's `_headers` file, as Netlify and Cloudflare Pages read it from the published
 * folder: a path pattern on its own line (`*` matches anything), then indented `Name: value`
 * lines. The build writes it (scripts/security-headers.ts); the preview and e2e site apply it, so
 * they send what the host will.
 */
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

export const HEADERS_FILE = '_headers'

type Rule = { pattern: RegExp; headers: [string, string][] }

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
      continue
    }
    const separator = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || separator < 0) throw new Error(`${HEADERS_FILE}: cannot read the line «${line}»`)
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

/** Every matching rule's headers, in file order: a later rule's value replaces an earlier one. */
export function headersFor(rules: readonly Rule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (rule.pattern.test(path)) for (const [name, value] of rule.headers) headers[name] = value
  }
  return headers
}

/** Reads `<root>/_headers` again whenever it changes (a new prerender rewrites it). */
export function headersFileOf(root: string) {
  const file = join(root, HEADERS_FILE)
  let cached: { mtimeMs: number; rules: Rule[] } | undefined
  return async (path: string): Promise<Record<string, string>> => {
    const info = await stat(file).catch(() => undefined)
    if (!info) return {}
    if (cached?.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8')) }
    }
    return headersFor(cached.rules, path)
  }
}
