import * as v from 'valibot'

const keyList = v.pipe(
  v.string(),
  v.transform((text) => {
    try {
      const parsed: unknown = JSON.parse(text)
      return parsed && typeof parsed === 'object' ? Object.values(parsed).map(String) : []
    } catch {
      return []
    }
  }),
)

const environmentSchema = v.object({
  SUPABASE_URL: v.pipe(v.string('SUPABASE_URL is required'), v.url('SUPABASE_URL must be a URL')),
  SUPABASE_DB_URL: v.pipe(
    v.string('SUPABASE_DB_URL is required'),
    v.regex(/^postgres(ql)?:\/\//, 'SUPABASE_DB_URL must be a postgresql:// URL'),
  ),
  SUPABASE_ANON_KEY: v.optional(v.string()),
  SUPABASE_PUBLISHABLE_KEYS: v.optional(keyList),
  SUPABASE_SERVICE_ROLE_KEY: v.optional(v.string()),
  SUPABASE_SECRET_KEYS: v.optional(keyList),
  ALLOWED_ORIGINS: v.optional(v.string()),
  TRUSTED_PROXIES: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(5)),
  ),
  API_DB_POOL_SIZE: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)),
  ),
})

export interface ApiConfig {
  supabaseUrl: string
  dbUrl: string
  /** Keys that mean "a visitor" when sent as the bearer token; the first is sent to Auth. */
  publicKeys: string[]
  /**
   * A server-only key, sent to Auth on password sign-ins so that it may honour Sb-Forwarded-For
   * (the visitor's address) for its per-address limit. Hosted Auth accepts that header only with
   * a secret key (SUPABASE_SECRET_KEYS) and "IP address forwarding" turned on; the embedded stack
   * accepts its service-role key.
   */
  serverKey?: string
  /** Exact origins allowed by CORS; empty means any localhost / 127.0.0.1 origin (development). */
  allowedOrigins: string[]
  /**
   * Proxies in front of Supabase's gateway whose X-Forwarded-For entries are believed: 0 when
   * the site calls the function's own URL, 1 when the site's host rewrites `/api/*` to it (the
   * gateway then sees the host's server, and the entry before its own names the visitor).
   */
  trustedProxies: number
  dbPoolSize: number
}

/** Reads the function's environment (both the legacy key names and the newer JSON key lists). */
export function readConfig(environment: Record<string, string | undefined>): ApiConfig {
  const result = v.safeParse(environmentSchema, environment)
  if (!result.success) {
    const problems = result.issues.map((issue) => issue.message).join('; ')
    throw new Error(`Invalid environment for the api function: ${problems}`)
  }
  const env = result.output
  const publicKeys = [env.SUPABASE_ANON_KEY, ...(env.SUPABASE_PUBLISHABLE_KEYS ?? [])].filter(
    (key): key is string => Boolean(key),
  )
  if (publicKeys.length === 0) {
    throw new Error('Invalid environment for the api function: SUPABASE_ANON_KEY is required')
  }
  return {
    supabaseUrl: env.SUPABASE_URL.replace(/\/+$/, ''),
    dbUrl: env.SUPABASE_DB_URL,
    publicKeys,
    serverKey: env.SUPABASE_SECRET_KEYS?.[0] ?? env.SUPABASE_SERVICE_ROLE_KEY,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustedProxies: env.TRUSTED_PROXIES ?? 0,
    dbPoolSize: env.API_DB_POOL_SIZE ?? 10,
  }
}
