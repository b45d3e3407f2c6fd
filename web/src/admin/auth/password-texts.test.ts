import { describe, expect, it } from 'vitest'
import { readAuthConfig } from '../../../../local/config.ts'
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

  it('reads a missing session as an expired one', () => {
    expect(spanishAuthMessage({ name: 'AuthSessionMissingError' })).toMatch(/sesión ha caducado/)
  })

  it('never shows Auth’s English: an unknown refusal gets a Spanish fallback', () => {
    expect(spanishAuthMessage({ code: 'something_new' })).toBe(
      'No se ha podido completar. Inténtalo de nuevo en unos minutos.',
    )
  })
})

describe('MINIMUM_PASSWORD_LENGTH', () => {
  it("is supabase/config.toml's minimum_password_length, the one Auth enforces", () => {
    expect(MINIMUM_PASSWORD_LENGTH).toBe(readAuthConfig().minimumPasswordLength)
  })
})
