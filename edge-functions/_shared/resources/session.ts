import * as v from 'valibot'

export const loginSchema = v.object(
  {
    username: v.optional(
      v.pipe(
        v.string('El usuario es obligatorio'),
        v.trim(),
        v.nonEmpty('El usuario es obligatorio'),
        v.maxLength(320, 'El usuario es demasiado largo'),
        v.excludes('\u0000', 'El usuario contiene un carácter no válido'),
      ),
      '',
    ),
    password: v.optional(
      v.pipe(
        v.string('La contraseña es obligatoria'),
        v.nonEmpty('La contraseña es obligatoria'),
        v.maxLength(1_000, 'La contraseña es demasiado larga'),
        v.excludes('\u0000', 'La contraseña contiene un carácter no válido'),
      ),
      '',
    ),
  },
  'El cuerpo de la petición debe ser un objeto JSON',
)

export type LoginInput = v.InferInput<typeof loginSchema>

/** Where a recovery link comes back to, on the site that asked for it (a bare admin route). */
export const NEW_PASSWORD_PATH = '/auth/nueva-contrasena'

/**
 * "¿Has olvidado tu contraseña?": the same field as the sign-in's. What has an `@` is an email
 * (docs/security.md, "Usernames are never emails"), so it must be one Auth could mail.
 */
export const passwordRecoverySchema = v.object(
  {
    username: v.pipe(
      loginSchema.entries.username,
      v.check(
        (typed) => !typed.includes('@') || /^[^\s@]+@[^\s@]+$/.test(typed),
        'Escribe un correo electrónico válido.',
      ),
    ),
  },
  loginSchema.message,
)

export type PasswordRecoveryInput = v.InferInput<typeof passwordRecoverySchema>

/**
 * The answer to every well-formed recovery request, whether an account has that name or email
 * or not, so the answer never tells who has an account.
 */
export const RECOVERY_REQUESTED_MESSAGE =
  'Si hay una cuenta con ese usuario o correo, te llegará a su correo un enlace en unos minutos; revisa también el correo no deseado'

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Usuario o contraseña incorrectos',
  notSignedIn: 'No has iniciado sesión',
} as const

/** The 429 of a throttled sign-in, saying when to try again (the same time as Retry-After). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'segundo' : 'segundos'}`
      : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
  return `Demasiados intentos de inicio de sesión. Inténtalo de nuevo en ${wait}.`
}

export interface SessionUser {
  id: string
  username: string
  email: string
  isAdmin: boolean
}

/** The Supabase Auth session the SPA hands to supabase-js (`auth.setSession`). */
export interface AuthSession {
  access_token: string
  refresh_token: string
  token_type: string
  expires_in: number
  expires_at?: number
  user: Record<string, unknown>
}

export interface LoginResult {
  user: SessionUser
  session: AuthSession
}
