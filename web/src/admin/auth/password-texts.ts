import { NEW_PASSWORD_PATH } from '../../../../edge-functions/_shared/resources/session.ts'
import { FORGOTTEN_VIEW } from './prerendered-form.ts'

export { NEW_PASSWORD_PATH }

/**
 * The Spanish of password recovery and password changes: the Auth UI's labels, and Supabase
 * Auth's refusals by their error code (Auth answers in English).
 */

/** The sign-in screen showing the forgotten-password view. */
export const FORGOTTEN_PASSWORD_PATH = `/auth?vista=${FORGOTTEN_VIEW}`
/** supabase/config.toml, [auth] minimum_password_length. */
export const MINIMUM_PASSWORD_LENGTH = 12

/** The sign-in's first field; asking for a recovery link takes the same. */
export const USERNAME_LABEL = 'Usuario o correo electrónico'

export const PASSWORD_TEXTS = {
  forgottenLink: '¿Has olvidado tu contraseña?',
  forgottenTitle: 'Recuperar la contraseña',
  forgottenIntro:
    'Escribe tu usuario o el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  forgottenSubmit: 'Enviar el enlace',
  forgottenSubmitting: 'Enviando el enlace...',
  backToSignIn: 'Volver a iniciar sesión',
  newTitle: 'Elegir una contraseña nueva',
  newIntro: `Escribe la contraseña nueva: al menos ${MINIMUM_PASSWORD_LENGTH} caracteres y distinta de la anterior.`,
  changeTitle: 'Cambiar contraseña',
  changeIntro: `Escribe tu contraseña actual y, dos veces, la nueva: al menos ${MINIMUM_PASSWORD_LENGTH} caracteres y distinta de la actual.`,
  currentLabel: 'Contraseña actual',
  newLabel: 'Nueva contraseña',
  repeatLabel: 'Repite la nueva contraseña',
  changeSubmit: 'Cambiar la contraseña',
  changeSubmitting: 'Cambiando...',
  currentMissing: 'Escribe tu contraseña actual.',
  repeatDiffers: 'Las dos contraseñas nuevas no coinciden.',
  changed: 'Contraseña cambiada',
  changedText: 'Desde ahora entrarás con la contraseña nueva.',
  checkingLink: 'Comprobando el enlace...',
  expiredTitle: 'El enlace ya no sirve',
  expiredText:
    'Este enlace ha caducado o ya se ha usado: cada enlace sirve una sola vez y durante una hora. Pide uno nuevo y te llegará al momento.',
  askAgain: 'Pedir un enlace nuevo',
} as const

/** `localization.variables` for the Auth UI's new-password view. */
export const AUTH_UI_SPANISH = {
  update_password: {
    password_label: 'Contraseña nueva',
    password_input_placeholder: `Al menos ${MINIMUM_PASSWORD_LENGTH} caracteres`,
    button_label: 'Guardar la contraseña nueva',
    loading_button_label: 'Guardando...',
    confirmation_text: 'Contraseña guardada.',
  },
} as const

const REFUSALS: Record<string, string> = {
  weak_password: `La contraseña debe tener al menos ${MINIMUM_PASSWORD_LENGTH} caracteres.`,
  same_password: 'La contraseña nueva debe ser distinta de la anterior.',
  current_password_required: PASSWORD_TEXTS.currentMissing,
  current_password_invalid:
    'La contraseña actual no es correcta. No se ha cambiado nada: vuelve a escribirla.',
  over_request_rate_limit: 'Demasiados intentos seguidos. Espera unos minutos.',
  session_not_found: 'Tu sesión ha caducado. Vuelve a iniciar sesión o pide un enlace nuevo.',
  user_not_found: 'Tu sesión ha caducado. Vuelve a iniciar sesión o pide un enlace nuevo.',
  bad_jwt: 'Tu sesión ha caducado. Vuelve a iniciar sesión o pide un enlace nuevo.',
}

/** What the owner reads when neither Auth nor the function said why something failed. */
export const FALLBACK = 'No se ha podido completar. Inténtalo de nuevo en unos minutos.'

/** Auth's refusal in Spanish, by its code (a missing session has only a name in supabase-js). */
export function spanishAuthMessage(error: { code?: string; name?: string }): string {
  if (error.name === 'AuthSessionMissingError') return REFUSALS.session_not_found
  return (error.code && REFUSALS[error.code]) || FALLBACK
}
