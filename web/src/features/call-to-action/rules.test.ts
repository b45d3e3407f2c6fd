import { describe, expect, it } from 'vitest'
import { callToActionFrom, DEFAULT_CALL_TO_ACTION } from './rules.ts'

describe('call-to-action banner', () => {
  it("defaults: 'Comienza Tu Camino Hacia el Bienestar' and 'Contáctanos' to /contacto", () => {
    expect(callToActionFrom((_key, fallback) => fallback)).toEqual(DEFAULT_CALL_TO_ACTION)
    expect(DEFAULT_CALL_TO_ACTION).toMatchObject({
      title: 'Comienza Tu Camino Hacia el Bienestar',
      buttonText: 'Contáctanos',
      buttonLink: '/contacto',
    })
  })

  it("reads the owner's cta_* settings", () => {
    const settings: Record<string, string> = {
      cta_title: 'Reserva tu primera consulta',
      cta_button_link: 'https://example.org/cita',
    }
    expect(callToActionFrom((key, fallback) => settings[key] ?? fallback)).toMatchObject({
      title: 'Reserva tu primera consulta',
      buttonText: 'Contáctanos',
      buttonLink: 'https://example.org/cita',
    })
  })
})
