// @vitest-environment screen
import { cleanup } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, describe, expect, test } from 'vitest'
import { pageDocumentSchema } from '../../../../edge-functions/_shared/page-document.ts'
import LegalNoticeScreen from '../../app/routes/legal-notice.tsx'
import PrivacyPolicyScreen from '../../app/routes/privacy-policy.tsx'
import TermsScreen from '../../app/routes/terms.tsx'
import { drawnWith, seededPages, textOfToday, visibleText } from './seeded-pages.tsx'

afterEach(cleanup)

describe('on a fresh install each legal page reads as it did before the owner could edit it', () => {
  test.each([
    ['privacy-policy', PrivacyPolicyScreen],
    ['terms', TermsScreen],
    ['legal-notice', LegalNoticeScreen],
  ] as const)('%s', (name, Screen) => {
    const main = drawnWith(seededPages(), Screen).querySelector('main')
    expect(main).not.toBeNull()
    expect(visibleText(main as Element)).toBe(textOfToday(name))
    expect(main?.querySelector('#seccion-1')).not.toBeNull()
  })
})

test('the seeded pages are documents the server accepts, kept as stored', () => {
  for (const page of seededPages())
    expect(v.parse(pageDocumentSchema, page.body)).toEqual(page.body)
})
