// @vitest-environment screen
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import * as v from 'valibot'
import { afterEach, describe, expect, test } from 'vitest'
import { pageDocumentSchema } from '../../../../edge-functions/_shared/page-document.ts'
import type { Page } from '../../../../edge-functions/_shared/resources/pages.ts'
import LegalNoticeScreen from '../../app/routes/legal-notice.tsx'
import PrivacyPolicyScreen from '../../app/routes/privacy-policy.tsx'
import TermsScreen from '../../app/routes/terms.tsx'
import { PageQueryClientProvider } from '../../lib/query-provider.tsx'
import { settingsList } from '../../test/site-settings.tsx'
import { ownerSettingsFrom } from '../site-settings/queries.ts'
import { SiteSettingsProvider } from '../site-settings/site-settings.tsx'
import { pageKeys } from './queries.ts'

afterEach(cleanup)

const MIGRATION = join(
  import.meta.dirname,
  '../../../../supabase/migrations/20261205300000_pages.sql',
)

/** The rows the migration seeds: what a fresh install holds. */
function seededPages(): Page[] {
  const sql = readFileSync(MIGRATION, 'utf8')
  const literal = "'((?:[^']|'')*)'"
  const row = new RegExp(`\\(${literal}, ${literal}, ${literal}::jsonb\\)`, 'g')
  const unquote = (value: string) => value.replaceAll("''", "'")
  return [...sql.matchAll(row)].map((match, index) => ({
    id: index + 1,
    slug: unquote(match[1]),
    title: unquote(match[2]),
    body: JSON.parse(unquote(match[3])),
  })) as Page[]
}

/** The words a visitor reads, block by block, however the elements around them changed. */
function visibleText(main: Element): string {
  return (main.textContent ?? '').replace(/\s+/g, ' ').trim()
}

function textOfToday(name: string): string {
  const container = document.createElement('main')
  container.innerHTML = readFileSync(join(import.meta.dirname, 'today', `${name}.html`), 'utf8')
  return visibleText(container)
}

describe('on a fresh install each legal page reads as it did before the owner could edit it', () => {
  test.each([
    ['privacy-policy', PrivacyPolicyScreen],
    ['terms', TermsScreen],
    ['legal-notice', LegalNoticeScreen],
  ] as const)('%s', (name, Screen) => {
    const client = new QueryClient()
    client.setQueryData(pageKeys.all, seededPages())
    const { container } = render(
      <MemoryRouter>
        <PageQueryClientProvider value={client}>
          <SiteSettingsProvider value={ownerSettingsFrom(settingsList({}))}>
            <Screen />
          </SiteSettingsProvider>
        </PageQueryClientProvider>
      </MemoryRouter>,
    )
    const main = container.querySelector('main')
    expect(main).not.toBeNull()
    expect(visibleText(main as Element)).toBe(textOfToday(name))
    expect(main?.querySelector('#seccion-1')).not.toBeNull()
  })
})

test('the seeded pages are documents the server accepts, kept as stored', () => {
  const seeded = seededPages()
  expect(seeded.map((page) => page.slug)).toEqual([
    'politica-privacidad',
    'terminos',
    'aviso-legal',
  ])
  for (const page of seeded) expect(v.parse(pageDocumentSchema, page.body)).toEqual(page.body)
})
