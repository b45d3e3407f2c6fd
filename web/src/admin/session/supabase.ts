import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { setAccessTokenProvider } from '../../lib/api.ts'
import { env } from '../../lib/env.ts'
import { NEW_PASSWORD_PATH } from '../auth/password-texts.ts'

let client: SupabaseClient | undefined

/**
 * supabase-js keeps the signed-in session in the browser and refreshes it before it expires. It is
 * created on first use: a build without the anon key shows its configuration problems instead.
 * Only the recovery link's landing page takes a session (or Auth's refusal) from the URL's
 * fragment, the implicit flow, and then supabase-js tells PASSWORD_RECOVERY.
 */
export function supabase(): SupabaseClient {
  client ??= createClient(env.supabaseUrl, env.anonKey ?? '', {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      flowType: 'implicit',
      detectSessionInUrl: (url, params) =>
        url.pathname === NEW_PASSWORD_PATH &&
        Boolean(params.access_token || params.error_code || params.error),
    },
  })
  return client
}

/** Only the owner's screens send the session: public pages read as a visitor, even in one tab. */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === '/auth' ||
    pathname.startsWith('/auth/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  )
}

let installed = false

/** Every /api call made from an admin screen carries the session's (fresh) access token. */
export function installAccessToken() {
  if (installed) return
  installed = true
  setAccessTokenProvider(async () => {
    if (!isAdminPath(window.location.pathname)) return undefined
    const { data } = await supabase().auth.getSession()
    return data.session?.access_token
  })
}
