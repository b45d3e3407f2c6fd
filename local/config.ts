/**
 * supabase/config.toml, the one place the project's Auth settings are written: `supabase config
 * push` sends them to the hosted project, and the local stack and `npm run admin:create` read
 * them here, parsed as TOML as the Supabase CLI parses the file.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, type TomlTable } from 'smol-toml'

export const CONFIG_TOML = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../supabase/config.toml',
)

export type AuthConfig = {
  siteUrl: string
  additionalRedirectUrls: string[]
  /** Whether anyone may create an account (POST /auth/v1/signup). */
  enableSignup: boolean
  minimumPasswordLength: number
  /** How long a rotated refresh token may still be presented, answered with the current one. */
  refreshTokenReuseIntervalSeconds: number
  /** [auth.email] max_frequency: how soon the same address may ask for another mail. */
  emailMaxFrequencySeconds: number
  /**
   * [auth.email] require_current_password (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD):
   * a new password needs the current one, unless the session came from a recovery link.
   */
  requireCurrentPassword: boolean
  /** The recovery mail's subject and the absolute path of its template, when config.toml sets them. */
  recoveryTemplate: { subject?: string; path?: string }
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 }

/** A Go duration as the CLI writes them ("60s", "1m", "1h"), in seconds. */
function seconds(duration: string) {
  const match = /^(\d+)([smh])$/.exec(duration)
  if (!match) throw new Error(`config.toml: "${duration}" is not a duration such as 60s`)
  return Number(match[1]) * DURATION_UNITS[match[2]]
}

const table = (value: unknown): TomlTable =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as TomlTable) : {}

export function readAuthConfig(path = CONFIG_TOML): AuthConfig {
  const auth = table(parse(readFileSync(path, 'utf8')).auth)
  const email = table(auth.email)
  const recovery = table(table(email.template).recovery)
  const additional = auth.additional_redirect_urls
  return {
    siteUrl: String(auth.site_url ?? 'http://127.0.0.1:5173'),
    additionalRedirectUrls: Array.isArray(additional) ? additional.map(String) : [],
    enableSignup: auth.enable_signup !== false,
    minimumPasswordLength: Number(auth.minimum_password_length ?? 6),
    refreshTokenReuseIntervalSeconds: Number(auth.refresh_token_reuse_interval ?? 10),
    emailMaxFrequencySeconds: seconds(String(email.max_frequency ?? '60s')),
    requireCurrentPassword: email.require_current_password === true,
    recoveryTemplate: {
      subject: typeof recovery.subject === 'string' ? recovery.subject : undefined,
      // The CLI resolves template paths from the project root, the folder above supabase/.
      path:
        typeof recovery.content_path === 'string'
          ? resolve(dirname(path), '..', recovery.content_path)
          : undefined,
    },
  }
}
