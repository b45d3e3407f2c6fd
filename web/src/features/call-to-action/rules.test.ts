import { describe, expect, it } from 'vitest'
import { ownerSettingsWith } from '../../test/site-settings.tsx'
import { callToActionFrom } from './rules.ts'

describe('call-to-action banner', () => {
  it("defaults: 'Comienza Tu Camino Hacia el Bienestar' and 'Contáctanos' to /contacto", () => {
    expect(callToActionFrom(ownerSettingsWith())).toMatchObject({
      title: 'Comienza Tu Camino Hacia el Bienestar',
      buttonText: 'Contáctanos',
      buttonLink: '/contacto',
    })
  })

  it("reads the owner's cta_* settings, each on its own", () => {
    const settings = ownerSettingsWith({
      cta_title: 'Reserva tu primera consulta',
      cta_button_link: 'https://example.org/cita',
    })
    expect(callToActionFrom(settings)).toMatchObject({
      title: 'Reserva tu primera consulta',
      buttonText: 'Contáctanos',
      buttonLink: 'https://example.org/cita',
    })
  })

  it('a blank setting shows its default', () => {
    expect(callToActionFrom(ownerSettingsWith({ cta_button_text: '  ' })).buttonText).toBe(
      'Contáctanos',
    )
  })
})
