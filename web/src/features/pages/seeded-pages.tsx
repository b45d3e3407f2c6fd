import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '../../../../edge-functions/_shared/resources/pages.ts'

const MIGRATIONS = join(import.meta.dirname, '../../../../supabase/migrations')
const SEEDING = [
  '20261205300000_pages.sql',
  '20261205400000_page_blocks.sql',
  '20261205500000_nutrition_page.sql',
  '20261205600000_founder_page.sql',
]

/**
 * The rows of `pages` the migrations seed, in their order: what a fresh install holds. Read from
 * the SQL itself (a row is `('slug', 'title'[, 'subtitle' | null], '{…}'::jsonb)`), so a test of a
 * page's words tests the text the install gets.
 */
export function seededPages(): Page[] {
  const literal = "'((?:[^']|'')*)'"
  const row = new RegExp(
    `\\(${literal}, ${literal}, (?:(?:${literal}|null), )?${literal}::jsonb\\)`,
    'g',
  )
  const unquote = (value: string) => value.replaceAll("''", "'")
  return SEEDING.flatMap((name) => [
    ...readFileSync(join(MIGRATIONS, name), 'utf8').matchAll(row),
  ]).map((match, index) => ({
    id: index + 1,
    slug: unquote(match[1]),
    title: unquote(match[2]),
    subtitle: match[3] === undefined ? null : unquote(match[3]),
    body: JSON.parse(unquote(match[4])),
  })) as Page[]
}

/** The words a visitor reads, however the elements around them changed. */
export function visibleText(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The visible text a page had before its words were the owner's (captured in `today/`). */
export function textOfToday(name: string): string {
  const container = document.createElement('div')
  container.innerHTML = readFileSync(join(import.meta.dirname, 'today', `${name}.html`), 'utf8')
  return visibleText(container)
}
