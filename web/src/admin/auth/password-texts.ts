import { FORGOTTEN_VIEW } from './prerendered-form.ts'

/**
 * The Spanish of password recovery and password changes: the Auth UI's labels, and Supabase
 * Auth's refusals by their error code (Auth answers in English).
 */

/** Where the emailed link comes back to (a bare admin route). */
export const NEW_PASSWORD_PATH = '/auth/nueva-contrasena'
/** The sign-in screen showing the forgotten-password view. */
export const FORGOTTEN_PASSWORD_PATH = `/auth?vista=${FORGOTTEN_VIEW}`
/** supabase/config.toml, [auth] minimum_password_length. */
export const MINIMUM_PASSWORD_LENGTH = 12

export const PASSWORD_TEXTS = {
  forgottenLink: '¿Has olvidado tu contraseña?',
  forgottenTitle: 'Recuperar la contraseña',
  forgottenIntro:
    'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  backToSignIn: 'Volver a iniciar sesión',
  sent: 'Si hay una cuenta con ese correo, te llegará un enlace en unos minutos; revisa también el correo no deseado',
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

/** `localization.variables` for the Auth UI's two views. */
export const AUTH_UI_SPANISH = {
  forgotten_password: {
    email_label: 'Correo electrónico',
    password_label: 'Contraseña',
    email_input_placeholder: 'tu@correo.es',
    button_label: 'Enviar el enlace',
    loading_button_label: 'Enviando el enlace...',
    link_text: PASSWORD_TEXTS.forgottenLink,
    confirmation_text: PASSWORD_TEXTS.sent,
  },
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
  validation_failed: 'Escribe un correo electrónico válido.',
  session_not_found: 'Tu sesión ha caducado. Vuelve a iniciar sesión o pide un enlace nuevo.',
  user_not_found: 'Tu sesión ha caducado. Vuelve a iniciar sesión o pide un enlace nuevo.',
  bad_jwt: 'Tu sesión ha caducado. Vuelve a iniciar sesión o pide un enlace nuevo.',
}

const FALLBACK = 'No se ha podido completar. Inténtalo de nuevo en unos minutos.'

/** Auth's refusal in Spanish, by its code (a missing session has only a name in supabase-js). */
export function spanishAuthMessage(error: { code?: string; name?: string }): string {
  if (error.name === 'AuthSessionMissingError') return REFUSALS.session_not_found
  return (error.code && REFUSALS[error.code]) || FALLBACK
}

/**
 * Auth's refusals of a recovery request that the screen answers as if the link were sent. Hosted
 * Auth refuses a repeat within a minute only for an address that has an account (and the hourly
 * mail limit alike for every address): shown, the refusal would tell anyone which emails have an
 * account.
 */
export function readsAsSent(error: { code?: string }): boolean {
  return error.code === 'over_email_send_rate_limit'
}
