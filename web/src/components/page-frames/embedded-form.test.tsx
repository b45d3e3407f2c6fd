// @vitest-environment screen
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SettingKey } from '../../features/site-settings/queries.ts'
import { WithSettings } from '../../test/site-settings.tsx'
import { EmbeddedForm } from './embedded-form.tsx'

function showForm(values: Partial<Record<SettingKey, string>>) {
  render(
    <WithSettings values={values}>
      <EmbeddedForm settingKey="contact_form_url" title="Formulario de contacto" />
    </WithSettings>,
  )
}

afterEach(cleanup)

describe('embedded form', () => {
  it("frames the owner's form 800 px high, titled for screen readers", () => {
    showForm({ contact_form_url: 'https://docs.google.com/forms/d/e/abc/viewform' })
    const frame = screen.getByTitle('Formulario de contacto')
    expect(frame.getAttribute('src')).toBe('https://docs.google.com/forms/d/e/abc/viewform')
    expect(frame.getAttribute('height')).toBe('800')
    expect(frame.getAttribute('sandbox')).toContain('allow-forms')
  })

  it('offers the e-mail, phone and WhatsApp when the owner has not set the address', () => {
    showForm({
      contact_email: 'escribe@centro.example',
      contact_phone: '+34 611 222 333',
      chat_phone: '34611222333',
    })
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.queryByText('Cargando el formulario…')).toBeNull()
    expect(screen.getByText('El formulario no está disponible en este momento')).toBeTruthy()
    expect(screen.getByText('escribe@centro.example').getAttribute('href')).toBe(
      'mailto:escribe@centro.example',
    )
    expect(screen.getByText('+34 611 222 333').getAttribute('href')).toBe('tel:+34611222333')
    expect(screen.getByText('Escríbenos por WhatsApp').closest('a')?.getAttribute('href')).toBe(
      'https://wa.me/34611222333',
    )
  })

  it('frames only forms of the listed form services, over https', () => {
    for (const address of ['https://evil.example/login', 'http://docs.google.com/forms/d/e/abc']) {
      cleanup()
      showForm({ contact_form_url: address })
      expect(document.querySelector('iframe')).toBeNull()
      expect(screen.getByText('El formulario no está disponible en este momento')).toBeTruthy()
    }
  })

  it('never frames an address that is not http or https', () => {
    showForm({ contact_form_url: 'javascript:alert(1)' })
    expect(document.querySelector('iframe')).toBeNull()
  })
})
