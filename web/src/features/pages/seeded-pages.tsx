import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import type { Page } from '../../../../edge-functions/_shared/resources/pages.ts'
import { PageQueryClientProvider } from '../../lib/query-provider.tsx'
import { settingsList } from '../../test/site-settings.tsx'
import { ownerSettingsFrom } from '../site-settings/queries.ts'
import { SiteSettingsProvider } from '../site-settings/site-settings.tsx'
import { pageKeys } from './queries.ts'

const MIGRATIONS = join(import.meta.dirname, '../../../../supabase/migrations')
const SEEDING = [
  '20261205300000_pages.sql',
  '20261205400000_page_blocks.sql',
  '20261205500000_nutrition_page.sql',
  '20261205600000_founder_page.sql',
  '20261205620000_page_eyebrows.sql',
]

/**
 * The rows of `pages` the migrations seed, in their order: what a fresh install holds. Read from
 * the SQL itself (a row is `('slug', 'title'[, 'subtitle' | null], '{…}'::jsonb)`, an eyebrow
 * `update public.pages set eyebrow = '…' where slug = '…'`), so a test of a page's words tests the
 * text the install gets.
 */
export function seededPages(): Page[] {
  const literal = "'((?:[^']|'')*)'"
  const row = new RegExp(
    `\\(${literal}, ${literal}, (?:(?:${literal}|null), )?${literal}::jsonb\\)`,
    'g',
  )
  const eyebrow = new RegExp(
    `update public\\.pages set eyebrow = ${literal} where slug = ${literal}`,
    'g',
  )
  const unquote = (value: string) => value.replaceAll("''", "'")
  const sql = SEEDING.map((name) => readFileSync(join(MIGRATIONS, name), 'utf8')).join('\n')
  const eyebrows = new Map(
    [...sql.matchAll(eyebrow)].map((match) => [unquote(match[2]), unquote(match[1])]),
  )
  return [...sql.matchAll(row)].map((match, index) => ({
    id: index + 1,
    slug: unquote(match[1]),
    title: unquote(match[2]),
    subtitle: match[3] === undefined ? null : unquote(match[3]),
    eyebrow: eyebrows.get(unquote(match[1])) ?? null,
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

/** A route's screen drawn as the build draws it from these rows of `pages` (default settings). */
export function drawnWith(pages: Page[], Screen: () => ReactNode): HTMLElement {
  const client = new QueryClient()
  client.setQueryData(pageKeys.all, pages)
  return render(
    <MemoryRouter>
      <PageQueryClientProvider value={client}>
        <SiteSettingsProvider value={ownerSettingsFrom(settingsList({}))}>
          <Screen />
        </SiteSettingsProvider>
      </PageQueryClientProvider>
    </MemoryRouter>,
  ).container
}
