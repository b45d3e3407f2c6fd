import * as v from 'valibot'
import { supabase } from '../session/supabase.ts'
import { MINIMUM_PASSWORD_LENGTH, PASSWORD_TEXTS, spanishAuthMessage } from './password-texts.ts'

const SHORT = spanishAuthMessage({ code: 'weak_password' })
const SAME = spanishAuthMessage({ code: 'same_password' })

/**
 * 'Cambiar contraseña': the current password and the new one twice. Auth checks the current one
 * itself (`require_current_password` in supabase/config.toml); these rules only spare a trip.
 */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.nonEmpty(PASSWORD_TEXTS.currentMissing)),
    newPassword: v.pipe(
      v.string(),
      v.check((password) => [...password].length >= MINIMUM_PASSWORD_LENGTH, SHORT),
    ),
    repeatPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['repeatPassword']],
      (input) => input.newPassword === input.repeatPassword,
      PASSWORD_TEXTS.repeatDiffers,
    ),
    ['repeatPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      SAME,
    ),
    ['newPassword'],
  ),
)

export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>

/** Which field Auth's refusal is about, to show it there. */
export type RefusedField = 'currentPassword' | 'newPassword' | undefined

export class PasswordChangeRefused extends Error {
  constructor(
    message: string,
    readonly field: RefusedField,
  ) {
    super(message)
  }
}

const FIELD_OF_CODE: Record<string, RefusedField> = {
  current_password_required: 'currentPassword',
  current_password_invalid: 'currentPassword',
  weak_password: 'newPassword',
  same_password: 'newPassword',
}

/**
 * Sets the new password in one `PUT /auth/v1/user` carrying the current one, which Auth checks:
 * a wrong one changes nothing (400 current_password_invalid). Auth keeps this session and ends
 * the owner's others.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const { error } = await supabase().auth.updateUser({
    password: input.newPassword,
    current_password: input.currentPassword,
  })
  if (error) {
    throw new PasswordChangeRefused(
      spanishAuthMessage(error),
      error.code ? FIELD_OF_CODE[error.code] : undefined,
    )
  }
}
