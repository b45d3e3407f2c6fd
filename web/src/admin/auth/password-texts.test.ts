import { describe, expect, it } from 'vitest'
import { readAuthConfig } from '../../../../local/config.ts'
import { MINIMUM_PASSWORD_LENGTH, readsAsSent, spanishAuthMessage } from './password-texts.ts'

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

describe('readsAsSent', () => {
  it('answers a recovery request refused as too soon, or over the mail limit, as sent', () => {
    expect(readsAsSent({ code: 'over_email_send_rate_limit' })).toBe(true)
  })

  it('still shows refusals that say nothing about an account (a malformed email, too many requests)', () => {
    expect(readsAsSent({ code: 'validation_failed' })).toBe(false)
    expect(readsAsSent({ code: 'over_request_rate_limit' })).toBe(false)
  })
})

describe('MINIMUM_PASSWORD_LENGTH', () => {
  it("is supabase/config.toml's minimum_password_length, the one Auth enforces", () => {
    expect(MINIMUM_PASSWORD_LENGTH).toBe(readAuthConfig().minimumPasswordLength)
  })
})
