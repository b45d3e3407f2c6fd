// @vitest-environment screen
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import * as v from 'valibot'
import { afterEach, describe, expect, test } from 'vitest'
import { pageDocumentSchema } from '../../../../edge-functions/_shared/page-document.ts'
import LegalNoticeScreen from '../../app/routes/legal-notice.tsx'
import PrivacyPolicyScreen from '../../app/routes/privacy-policy.tsx'
import TermsScreen from '../../app/routes/terms.tsx'
import { PageQueryClientProvider } from '../../lib/query-provider.tsx'
import { settingsList } from '../../test/site-settings.tsx'
import { ownerSettingsFrom } from '../site-settings/queries.ts'
import { SiteSettingsProvider } from '../site-settings/site-settings.tsx'
import { pageKeys } from './queries.ts'
import { seededPages, textOfToday, visibleText } from './seeded-pages.ts'

afterEach(cleanup)

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
  for (const page of seededPages())
    expect(v.parse(pageDocumentSchema, page.body)).toEqual(page.body)
})
