/**
 * How a page of the owner's area that is in the HTML (the sign-in, prerendered as someone signed
 * out sees it) starts the app, inlined at the end of its HTML instead of the app's entry: the
 * form paints, takes typing and holds a submit without any script of the app (React, Chakra, the
 * Auth client: some 260 kB gzip, seconds of long tasks on a phone), so the app is asked for only
 * when it is needed:
 * - on the owner's first interaction with the page (focus in a field, a touch or a press of the
 *   pointer, a key), or on a submit (which the page's own script holds until the app is live);
 * - at once when the browser holds a stored session (Auth's localStorage entry ending in
 *   `sessionKeySuffix`): the app sends her on to the panel without her doing anything;
 * - at once when the address is not the one the HTML was drawn for (`drawnPath` with no query and
 *   no fragment): another view (`?vista=recuperar`), or what Auth's links put in the address.
 * Starting adds the entry's preloads and the entry itself, as the build's HTML would have had them.
 *
 * It runs as written here, from its source (`Function.prototype.toString`): it must stay one
 * self-contained function, reaching nothing outside its parameters.
 */
export function startAppWhenNeeded(
  entry: string,
  preloads: readonly string[],
  drawnPath: string,
  sessionKeySuffix: string,
) {
  const triggers = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'submit']
  let started = false
  function start() {
    if (started) return
    started = true
    for (const type of triggers) document.removeEventListener(type, start, true)
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.append(script)
  }
  function storedSession() {
    try {
      for (let index = 0; index < localStorage.length; index++) {
        if (localStorage.key(index)?.endsWith(sessionKeySuffix)) return true
      }
    } catch {
      // Storage the browser refuses (blocked cookies): no session to look up either.
    }
    return false
  }
  for (const type of triggers) {
    document.addEventListener(type, start, { capture: true, passive: true })
  }
  if (location.pathname !== drawnPath || location.search || location.hash || storedSession()) {
    start()
  }
}

/**
 * Supabase Auth's localStorage entry ends so (`sb-<project>-auth-token`,
 * web/src/admin/session/supabase.ts).
 */
export const SESSION_KEY_SUFFIX = '-auth-token'

/**
 * The inline script that starts the app of the page drawn for `drawnPath` from `entry` (with the
 * build's `preloads` of it) when it is needed. The TypeScript loaders that run the build (tsx,
 * Vite's config loader) keep function names by wrapping inner functions in a `__name` helper the
 * browser lacks: the script brings a do-nothing one.
 */
export function appStarterScript(
  entry: string,
  preloads: readonly string[],
  drawnPath: string,
): string {
  const parameters = [entry, preloads, drawnPath, SESSION_KEY_SUFFIX]
  const call = `(${startAppWhenNeeded.toString()})(${parameters.map((value) => JSON.stringify(value)).join(',')})`
  return `<script>{const __name=(f)=>f;${call}}</script>`
}
