import { GoTrueClient } from '@supabase/auth-js'
import { setAccessTokenProvider } from '../../lib/api.ts'
import { SESSION_KEY_SUFFIX } from '../../lib/app-starter.ts'
import { env } from '../../lib/env.ts'
import { isOwnerPath } from '../../lib/owner-paths.ts'
import { NEW_PASSWORD_PATH } from '../auth/password-texts.ts'

/** The one part of a Supabase client the admin uses: Auth (the API is the function's). */
export type AuthOnlyClient = { auth: GoTrueClient }

let client: AuthOnlyClient | undefined

/**
 * Supabase's Auth client keeps the signed-in session in the browser and refreshes it before it
 * expires. Only Auth: the whole supabase-js client would add its database, Realtime and Storage
 * clients, 32 kB gzip on every owner's screen for nothing (issue 28). It is set up as
 * supabase-js sets up its own (URL, the anon key's headers, the same storage key), so a session
 * stored by either is the other's. It is created on first use: a build without the anon key shows
 * its configuration problems instead. Only the recovery link's landing page takes a session (or
 * Auth's refusal) from the URL's fragment, the implicit flow, and then the client tells
 * PASSWORD_RECOVERY.
 */
export function supabase(): AuthOnlyClient {
  if (client) return client
  const anonKey = env.anonKey ?? ''
  const base = new URL(env.supabaseUrl.replace(/\/?$/, '/'))
  client = {
    auth: new GoTrueClient({
      url: new URL('auth/v1', base).href,
      headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
      storageKey: `sb-${base.hostname.split('.')[0]}${SESSION_KEY_SUFFIX}`,
      persistSession: true,
      autoRefreshToken: true,
      flowType: 'implicit',
      detectSessionInUrl: (url, params) =>
        url.pathname === NEW_PASSWORD_PATH &&
        Boolean(params.access_token || params.error_code || params.error),
    }),
  }
  return client
}

let installed = false

/**
 * Every /api call made from an admin screen carries the session's (fresh) access token. Only in
 * the browser: the prerenderer draws the sign-in too, and its own reads are a visitor's.
 */
export function installAccessToken() {
  if (installed || typeof window === 'undefined') return
  installed = true
  setAccessTokenProvider(async () => {
    // Only the owner's screens send the session: public pages read as a visitor, even in one tab.
    if (!isOwnerPath(window.location.pathname)) return undefined
    const { data } = await supabase().auth.getSession()
    return data.session?.access_token
  })
}
