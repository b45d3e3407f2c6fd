// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SETTING_KEYS,
  SITE_SETTINGS,
  type SiteSetting,
} from '../../../../edge-functions/_shared/resources/site-settings.ts'
import { SETTING_MESSAGES } from '../../../../edge-functions/_shared/resources/site-settings-checks.ts'
import { field, renderInAdmin, serveApi, submit, typeInto } from '../test-support.tsx'
import { SettingsForm } from './settings.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The requests that wrote, with their bodies. */
function writes() {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      path: new URL(String(url), 'http://sitio.local').pathname,
      body: JSON.parse(String(init?.body)),
    }))
}

const stamp = '2026-01-01T00:00:00.000+00:00'
const setting = (key: string, value: string, section: string, type = 'string'): SiteSetting => ({
  key,
  value,
  section,
  type,
  createdAt: stamp,
  updatedAt: stamp,
})

/** What an install holds: a few settings, none of the form addresses or legal details. */
const STORED = [
  setting('footer_about', 'Texto largo', 'general', 'text'),
  setting('contact_phone', '+34 600 111 222', 'contacto'),
  setting('cta_title', 'Comienza tu camino', 'cta'),
  setting('retired_key', 'x', 'otra'),
]

describe('Configuración', () => {
  it('has a tab per declared section, Formularios and Datos legales included', () => {
    renderInAdmin(<SettingsForm stored={STORED} />)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Contacto',
      'Redes sociales',
      'Llamada a la acción',
      'Formularios',
      'Datos legales',
    ])
  })

  it('shows every declared setting, stored or not, and no undeclared key', () => {
    renderInAdmin(<SettingsForm stored={STORED} />)
    for (const key of SETTING_KEYS) {
      if (SITE_SETTINGS[key].section !== 'cta') expect(field(SITE_SETTINGS[key].label)).toBeTruthy()
    }
    expect(screen.queryByDisplayValue('x')).toBeNull()
    expect(field('Teléfono de contacto').value).toBe('+34 600 111 222')
    expect(field('Formulario de contacto (/contacto)').value).toBe('')
    expect(field('Titular (nombre y apellidos o razón social)').value).toBe(
      SITE_SETTINGS.legal_holder_name.defaultValue,
    )
  })

  it('a multi-line setting is a multi-line field', () => {
    renderInAdmin(<SettingsForm stored={STORED} />)
    expect(field('Texto del pie de página').tagName).toBe('TEXTAREA')
    expect(field('Teléfono de contacto').tagName).toBe('INPUT')
  })

  it('a form address of a service the pages cannot frame is refused, naming the accepted ones', async () => {
    renderInAdmin(<SettingsForm stored={STORED} />)
    typeInto('Formulario de contacto (/contacto)', 'https://evil.example/form')
    submit('Guardar configuración')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain(SETTING_MESSAGES.form)
    expect(SETTING_MESSAGES.form).toContain('Google Forms (docs.google.com)')
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Formularios/ }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    )
  })

  it('the call to action is edited on its own screen only: its tab leads there', async () => {
    renderInAdmin(<SettingsForm stored={STORED} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Llamada a la acción' }))
    const panel = await screen.findByRole('tabpanel', { name: 'Llamada a la acción' })
    expect(panel.querySelector('input, textarea')).toBeNull()
    expect(
      screen.getByRole('link', { name: 'Ir a Llamada a la acción (CTA)' }).getAttribute('href'),
    ).toBe('/admin/content-editor?type=cta')
  })

  it('a save sends every changed setting in one request, with the updatedAt each was loaded with', async () => {
    serveApi(() => ({ body: [] }))
    renderInAdmin(<SettingsForm stored={STORED} />)
    typeInto('Teléfono de contacto', '+34 699 000 000')
    fireEvent.click(screen.getByRole('tab', { name: 'Datos legales' }))
    typeInto('NIF o CIF', 'B87654321')
    submit('Guardar configuración')
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/site-settings',
      body: {
        settings: [
          { key: 'contact_phone', value: '+34 699 000 000', updatedAt: stamp },
          { key: 'legal_tax_id', value: 'B87654321' },
        ],
      },
    })
  })

  it('Cancelar brings back the loaded values', () => {
    renderInAdmin(<SettingsForm stored={STORED} />)
    typeInto('Teléfono de contacto', '+34 699 000 000')
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(field('Teléfono de contacto').value).toBe('+34 600 111 222')
  })
})
