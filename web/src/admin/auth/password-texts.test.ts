import { describe, expect, it } from 'vitest'
import { MINIMUM_PASSWORD_LENGTH, spanishAuthMessage } from './password-texts.ts'

describe('spanishAuthMessage', () => {
  it("says Auth's weak_password and same_password refusals in Spanish", () => {
    expect(spanishAuthMessage({ code: 'weak_password' })).toBe(
      `La contraseña debe tener al menos ${MINIMUM_PASSWORD_LENGTH} caracteres.`,
    )
    expect(spanishAuthMessage({ code: 'same_password' })).toBe(
      'La contraseña nueva debe ser distinta de la anterior.',
    )
  })

  it('asks to wait when a link was sent less than a minute ago', () => {
    expect(spanishAuthMessage({ code: 'over_email_send_rate_limit' })).toMatch(/menos de un minuto/)
  })

  it('reads a missing session as an expired one', () => {
    expect(spanishAuthMessage({ name: 'AuthSessionMissingError' })).toMatch(/sesión ha caducado/)
  })

  it('never shows Auth’s English: an unknown refusal gets a Spanish fallback', () => {
    expect(spanishAuthMessage({ code: 'something_new' })).toBe(
      'No se ha podido completar. Inténtalo de nuevo en unos minutos.',
    )
  })
})
