import * as v from 'valibot'

export const loginSchema = v.object(
  {
    username: v.optional(
      v.pipe(
        v.string('El usuario es obligatorio'),
        v.trim(),
        v.nonEmpty('El usuario es obligatorio'),
        v.maxLength(320, 'El usuario es demasiado largo'),
      ),
      '',
    ),
    password: v.optional(
      v.pipe(
        v.string('La contraseña es obligatoria'),
        v.nonEmpty('La contraseña es obligatoria'),
        v.maxLength(1_000, 'La contraseña es demasiado larga'),
      ),
      '',
    ),
  },
  'El cuerpo de la petición debe ser un objeto JSON',
)

export type LoginInput = v.InferInput<typeof loginSchema>

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Usuario o contraseña incorrectos',
  tooManyAttempts: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.',
  notSignedIn: 'No has iniciado sesión',
} as const

/** More failed logins than this for one username or address within 15 minutes are refused. */
export const MAX_FAILED_LOGINS = 5

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
