/**
 * The SPA's build-time configuration, checked once. Public pages need only the project URL (the
 * embedded stack's by default); the admin area also needs the anon key. A missing or malformed
 * value becomes a Spanish message on screen, never a blank page. No schema library here: this
 * module is on every visitor's first load.
 */
export const EMBEDDED_SUPABASE_URL = 'http://127.0.0.1:54321'
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173'

export interface SiteEnv {
  supabaseUrl: string
  /**
   * Where the `api` function's paths are served: `/api` on the site's own origin (the host
   * proxies it, so a visitor's reads need no CORS preflight), or the function's own URL when
   * `VITE_API_URL` says so. The prerenderer, which has no origin, reads the function's URL.
   */
  apiBase: string
  siteUrl: string
  anonKey?: string
  problems: string[]
  adminProblems: string[]
}

function absoluteUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.href.replace(/\/$/, '')
      : undefined
  } catch {
    return undefined
  }
}

/** The `api` function's paths on the site's own origin. */
export const SAME_ORIGIN_API = '/api'

export function readEnv(source: Record<string, string | boolean | undefined>): SiteEnv {
  const problems: string[] = []
  const adminProblems: string[] = []
  const rawUrl = source.VITE_SUPABASE_URL
  const supabaseUrl =
    rawUrl === undefined || rawUrl === '' ? EMBEDDED_SUPABASE_URL : absoluteUrl(String(rawUrl))
  if (!supabaseUrl) {
    problems.push('VITE_SUPABASE_URL debe ser una URL completa, p. ej. http://127.0.0.1:54321')
  }
  const rawSite = source.VITE_SITE_URL
  const siteUrl = rawSite ? absoluteUrl(String(rawSite)) : DEFAULT_SITE_URL
  if (!siteUrl)
    problems.push('VITE_SITE_URL debe ser una URL completa, p. ej. https://www.ejemplo.es')
  const anonKey =
    typeof source.VITE_SUPABASE_ANON_KEY === 'string' ? source.VITE_SUPABASE_ANON_KEY : ''
  if (!anonKey) {
    adminProblems.push(
      'Falta VITE_SUPABASE_ANON_KEY: cópiala de lo que imprime `npm run dev` o del proyecto.',
    )
  } else if (anonKey.length < 20) {
    adminProblems.push('VITE_SUPABASE_ANON_KEY no parece una clave válida.')
  }
  const rawApi = source.VITE_API_URL
  const ownApi = rawApi ? absoluteUrl(String(rawApi)) : undefined
  if (rawApi && !ownApi) {
    problems.push(
      'VITE_API_URL debe ser la URL completa de la función, p. ej. https://<ref>.supabase.co/functions/v1/api',
    )
  }
  const base = supabaseUrl ?? EMBEDDED_SUPABASE_URL
  return {
    supabaseUrl: base,
    apiBase: ownApi ?? (source.SSR ? `${base}/functions/v1/api` : SAME_ORIGIN_API),
    siteUrl: siteUrl ?? DEFAULT_SITE_URL,
    anonKey: anonKey || undefined,
    problems,
    adminProblems: [...problems, ...adminProblems],
  }
}

// Outside Vite (its own config reads this module) there is no import.meta.env.
export const env = readEnv(import.meta.env ?? {})
