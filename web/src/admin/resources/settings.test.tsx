// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SiteSetting } from '../../../../edge-functions/_shared/resources/site-settings.ts'
import { field, renderInAdmin, submit, typeInto } from '../test-support.tsx'
import { SettingsForm, sectionsOf } from './settings.tsx'

afterEach(cleanup)

const stamp = '2026-01-01T00:00:00.000+00:00'
const setting = (key: string, value: string, section: string, type = 'string'): SiteSetting => ({
  key,
  value,
  section,
  type,
  createdAt: stamp,
  updatedAt: stamp,
})

const SETTINGS = [
  setting('site_name', 'Centro', 'general'),
  setting('footer_about', 'Texto largo', 'general', 'text'),
  setting('contact_phone', '+34 600', 'contacto'),
  setting('cta_title', 'Comienza tu camino', 'cta'),
  setting('extra_key', 'x', 'otra'),
]

describe('site settings form', () => {
  it('has a tab per section, known ones first', () => {
    renderInAdmin(<SettingsForm initial={SETTINGS} />)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Contacto',
      'Llamada a la acción',
      'Otra',
    ])
    expect(sectionsOf(SETTINGS)).toEqual(['general', 'contacto', 'cta', 'otra'])
  })

  it("a setting of type 'text' is a multi-line field", () => {
    renderInAdmin(<SettingsForm initial={SETTINGS} />)
    expect(field('Texto «Sobre nosotros» del pie de página').tagName).toBe('TEXTAREA')
    expect(field('Nombre del sitio').tagName).toBe('INPUT')
  })

  it('a CTA key keeps the CTA minimum length and message, and its tab is shown', async () => {
    renderInAdmin(<SettingsForm initial={SETTINGS} />)
    typeInto('Llamada a la acción: título', 'Hola')
    submit('Guardar configuración')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('El título debe tener al menos 5 caracteres')
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: /Llamada a la acción/ }).getAttribute('aria-selected'),
      ).toBe('true'),
    )
  })

  it('Cancelar brings back the loaded values', () => {
    renderInAdmin(<SettingsForm initial={SETTINGS} />)
    typeInto('Nombre del sitio', 'Otro nombre')
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(field('Nombre del sitio').value).toBe('Centro')
  })
})
