// @vitest-environment screen
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ownerSettingsFrom } from '../../features/site-settings/queries.ts'
import { SiteSettingsProvider } from '../../features/site-settings/site-settings.tsx'
import { settingsList } from '../../test/site-settings.tsx'
import { formatSpanishDate, LastUpdated } from './last-updated.tsx'

afterEach(cleanup)

function drawnWith(list: ReturnType<typeof settingsList>) {
  const { container } = render(
    <SiteSettingsProvider value={ownerSettingsFrom(list)}>
      <LastUpdated />
    </SiteSettingsProvider>,
  )
  return container
}

describe('LastUpdated', () => {
  it('writes the date in Spanish, day, month name and year', () => {
    expect(formatSpanishDate(new Date(2026, 10, 22, 12))).toBe('22 de noviembre de 2026')
  })

  it('shows the day the legal details last changed, in Spain', () => {
    const container = drawnWith([
      ...settingsList({ legal_tax_id: '12345678Z' }, '2026-03-01T10:00:00.000Z'),
      ...settingsList({ legal_address: 'Calle Mayor 1' }, '2026-05-31T23:30:00.000Z'),
      ...settingsList({ site_tagline: 'Otro lema' }, '2026-09-09T10:00:00.000Z'),
    ])
    expect(container.textContent).toBe('Última actualización: 1 de junio de 2026')
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-06-01')
  })

  it.each(['contact_email', 'contact_phone'] as const)(
    'follows %s too, which the legal pages draw',
    (key) => {
      const container = drawnWith([
        ...settingsList({ legal_tax_id: '12345678Z' }, '2026-03-01T10:00:00.000Z'),
        ...settingsList({ [key]: 'x' }, '2026-09-09T10:00:00.000Z'),
      ])
      expect(container.textContent).toBe('Última actualización: 9 de septiembre de 2026')
    },
  )

  it('shows no date while no setting the legal pages draw is stored', () => {
    expect(drawnWith(settingsList({ site_tagline: 'Otro lema' })).textContent).toBe('')
  })
})

/** `useSiteSetting('key')`, `settingKey="key"` and `values.key`: a setting named outside `useLegalIdentity`. */
const DIRECT_READ = /useSiteSetting\(|settingKey=|useOwnerSettings\(|(?<![\w-])values\./

describe('the legal pages', () => {
  it.each([
    'app/routes/legal-notice.tsx',
    'app/routes/privacy-policy.tsx',
    'app/routes/terms.tsx',
    'components/page-frames/legal-page.tsx',
  ])('%s reads settings only through useLegalIdentity, whose keys date it', (file) => {
    const source = readFileSync(join(import.meta.dirname, '../..', file), 'utf8')
    expect(source).not.toMatch(DIRECT_READ)
  })
})
