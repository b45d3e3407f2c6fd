// @vitest-environment screen
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { field, renderInAdmin, requestsMade, serveApi, submit, typeInto } from '../test-support.tsx'
import { CTA_TEXTS, CtaForm, ctaValues } from './cta.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function fieldErrors(): Promise<string[]> {
  await screen.findByRole('alert')
  return [...document.querySelectorAll('[data-part="error-text"]')].map(
    (node) => node.textContent ?? '',
  )
}

describe('CTA form', () => {
  it('each field has its minimum length and message', async () => {
    renderInAdmin(<CtaForm initial={ctaValues([])} />)
    typeInto('Título', 'Hola')
    typeInto('Descripción', 'Corta')
    typeInto('Texto del botón', 'x')
    typeInto('Enlace del botón', '')
    submit('Guardar cambios')
    expect(await fieldErrors()).toEqual([
      'El título debe tener al menos 5 caracteres',
      'La descripción debe tener al menos 10 caracteres',
      'El texto del botón es requerido',
      'El enlace del botón es requerido',
    ])
  })

  it('keys without a stored value start from the defaults, /contacto and Contáctanos', () => {
    renderInAdmin(<CtaForm initial={ctaValues([])} />)
    expect(field('Texto del botón').value).toBe('Contáctanos')
    expect(field('Enlace del botón').value).toBe('/contacto')
    expect(field('Enlace del botón').placeholder).toBe('/contacto')
  })

  it('the description is a multi-line field', () => {
    renderInAdmin(<CtaForm initial={ctaValues([])} />)
    expect(field('Descripción').tagName).toBe('TEXTAREA')
  })

  it('the note says the section shows a blue-to-green gradient', () => {
    renderInAdmin(<CtaForm initial={ctaValues([])} />)
    expect(screen.getByText(CTA_TEXTS.gradientNote)).toBeTruthy()
  })

  it('a save is one request holding its four settings', async () => {
    serveApi(() => ({ body: [] }))
    renderInAdmin(<CtaForm initial={ctaValues([])} />)
    typeInto('Título', 'Empieza hoy tu camino')
    submit('Guardar cambios')
    await waitFor(() =>
      expect(requestsMade().filter((request) => request.method !== 'GET')).toEqual([
        { method: 'PUT', path: '/api/site-settings' },
      ]),
    )
    const [, init] = vi.mocked(globalThis.fetch).mock.calls[0]
    expect(
      JSON.parse(String(init?.body)).settings.map((entry: { key: string }) => entry.key),
    ).toEqual(['cta_title', 'cta_subtitle', 'cta_button_text', 'cta_button_link'])
  })
})
