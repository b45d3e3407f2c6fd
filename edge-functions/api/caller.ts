import {
  createRemoteJWKSet,
  decodeJwt,
  type JWTPayload,
  errors as joseErrors,
  jwtVerify,
} from 'jose'
import type { ApiConfig } from './config.ts'
import type { Acting } from './db.ts'
import { ApiError, MESSAGES } from './errors.ts'

export interface Caller extends Acting {
  role: 'anon' | 'authenticated'
  /** The bearer token as received, to call Auth and Storage as this user. */
  token?: string
  userId?: string
  email?: string
}

export const ANONYMOUS: Caller = { role: 'anon', claims: { role: 'anon' } }

/** A genuine token past its expiry: a 401 like any invalid token, which logout may forgive. */
export class ExpiredToken extends ApiError {
  constructor() {
    super(401, MESSAGES.invalidSession)
  }
}

/** Failures that mean "these keys cannot judge this token", not "this token is bad". */
const KEYSET_CANNOT_JUDGE = [
  joseErrors.JWKSNoMatchingKey,
  joseErrors.JWKSInvalid,
  joseErrors.JWKSTimeout,
  joseErrors.JOSEAlgNotAllowed,
]

function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
  if (!match) throw new ApiError(401, MESSAGES.invalidSession)
  return match[1]
}

function callerFromClaims(claims: JWTPayload, token: string): Caller {
  if (claims.role === 'anon') return ANONYMOUS
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new ApiError(401, MESSAGES.invalidSession)
  }
  return {
    role: 'authenticated',
    claims,
    token,
    userId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
  }
}

/**
 * Decides who is calling: no token or a public key is a visitor; a user token is verified with
 * the project's JWKS, or, for projects on the legacy shared secret (no keys published), by Auth
 * itself. A token that fails verification is refused, never downgraded to a visitor.
 */
export function createCallerResolver(config: ApiConfig) {
  const issuer = `${config.supabaseUrl}/auth/v1`
  const keySet = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`))

  async function askAuth(token: string): Promise<Caller> {
    const response = await fetch(`${issuer}/user`, {
      headers: { apikey: config.publicKeys[0], authorization: `Bearer ${token}` },
    })
    if (!response.ok) {
      await response.body?.cancel()
      throw new ApiError(401, MESSAGES.invalidSession)
    }
    const user = (await response.json()) as { id?: string; email?: string; role?: string }
    // Auth has just vouched for the token, so its session_id claim can be read without a key:
    // writes still check that the session is live, as for tokens verified with the JWKS.
    return callerFromClaims(
      {
        sub: user.id,
        email: user.email,
        role: user.role ?? 'authenticated',
        session_id: decodeJwt(token).session_id,
      },
      token,
    )
  }

  return async function resolveCaller(authorization: string | undefined): Promise<Caller> {
    const token = bearerToken(authorization)
    if (!token || config.publicKeys.includes(token)) return ANONYMOUS
    try {
      const { payload } = await jwtVerify(token, keySet, { issuer })
      return callerFromClaims(payload, token)
    } catch (error) {
      if (error instanceof ApiError) throw error
      // jose checks the signature before the expiry, so this token was issued by Auth.
      if (error instanceof joseErrors.JWTExpired) throw new ExpiredToken()
      if (KEYSET_CANNOT_JUDGE.some((kind) => error instanceof kind)) return askAuth(token)
      if (error instanceof joseErrors.JOSEError) throw new ApiError(401, MESSAGES.invalidSession)
      // The key set could not be fetched at all: let Auth judge the token.
      return askAuth(token)
    }
  }
}
