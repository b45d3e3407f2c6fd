import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose'

const TEN_YEARS_IN_SECONDS = 10 * 365 * 24 * 3600

export type SigningKeys = {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
}

/**
 * The stack's ES256 signing key, created on first start and kept in the data directory so that
 * keys and sessions survive restarts, like a Supabase project's signing key.
 */
export async function loadSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = join(dataDir, 'jwt-key.json')
  let stored: { kid: string; privateJwk: JWK }
  if (existsSync(file)) {
    stored = JSON.parse(await readFile(file, 'utf8'))
  } else {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    stored = { kid: randomUUID(), privateJwk: await exportJWK(privateKey) }
    await writeFile(file, JSON.stringify(stored), { mode: 0o600 })
  }
  const { d: _secret, ...publicJwk } = stored.privateJwk
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk: { ...publicJwk, kid: stored.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
  }
}

export class TokenIssuer {
  constructor(
    private readonly keys: SigningKeys,
    readonly issuer: string,
  ) {}

  get jwks() {
    return { keys: [this.keys.publicJwk] }
  }

  sign(claims: JWTPayload, expiresInSeconds: number) {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: this.keys.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(this.keys.privateKey)
  }

  /** Long-lived API keys in the legacy JWT form that Supabase still issues (`role` claim). */
  apiKey(role: 'anon' | 'service_role') {
    return this.sign({ role }, TEN_YEARS_IN_SECONDS)
  }

  async verify(token: string) {
    const { payload } = await jwtVerify(token, this.keys.publicKey, { issuer: this.issuer })
    return payload
  }
}

export type ApiKeys = { anonKey: string; serviceRoleKey: string }

/**
 * The stack's two API keys, kept in the data directory like its signing key: a project's keys
 * stay the same across restarts, so a terminal command (`npm run backup`, `npm run restore`)
 * reads the keys the running stack takes. Keys another address signed (a test stack's template,
 * another port) are made anew.
 */
export async function loadApiKeys(dataDir: string, issuer: TokenIssuer): Promise<ApiKeys> {
  const file = join(dataDir, 'api-keys.json')
  if (existsSync(file)) {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<ApiKeys>
    const roleOf = (key: unknown) =>
      typeof key === 'string'
        ? issuer.verify(key).then(
            (payload) => payload.role,
            () => undefined,
          )
        : undefined
    if (
      (await roleOf(stored.anonKey)) === 'anon' &&
      (await roleOf(stored.serviceRoleKey)) === 'service_role'
    ) {
      return stored as ApiKeys
    }
  }
  const keys = {
    anonKey: await issuer.apiKey('anon'),
    serviceRoleKey: await issuer.apiKey('service_role'),
  }
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 })
  return keys
}
