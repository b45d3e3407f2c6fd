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
  functionsUrl: string
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
  const base = supabaseUrl ?? EMBEDDED_SUPABASE_URL
  return {
    supabaseUrl: base,
    functionsUrl: `${base}/functions/v1`,
    siteUrl: siteUrl ?? DEFAULT_SITE_URL,
    anonKey: anonKey || undefined,
    problems,
    adminProblems: [...problems, ...adminProblems],
  }
}

export const env = readEnv(import.meta.env)
