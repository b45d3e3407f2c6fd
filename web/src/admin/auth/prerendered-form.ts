/**
 * The sign-in form is in /auth's HTML (prerendered) and paints before any script; the admin's
 * scripts, started when the owner first touches the page (web/src/lib/app-starter.ts), bring it
 * to life seconds later on a slow phone. Meanwhile the owner may type and send.
 */

export const LOGIN_FORM_ID = 'inicio-sesion'
/** The address's `vista` that asks for the forgotten-password view instead of the sign-in. */
export const FORGOTTEN_VIEW = 'recuperar'
/** Set on the form once React handles it: from then on its own submit handler does. */
export const LIVE_FORM_ATTRIBUTE = 'data-live'
/** Set by the page's own script on a form sent before it was live: React sends it again. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit'

/**
 * Holds a submit of the prerendered form until the app is live (the browser would otherwise send
 * the fields as a page load), marking it for the form to send again; on an address asking for the
 * forgotten-password view, hides the sign-in fields (keeping their room) so nobody types into a
 * form the app is about to replace. Written out as text, not a function's source, so the
 * server's bundle and the browser's draw the same script.
 */
export const holdEarlySubmitScript = `(() => {
  const form = document.getElementById('${LOGIN_FORM_ID}')
  if (new URLSearchParams(location.search).get('vista') === '${FORGOTTEN_VIEW}') {
    form.style.visibility = 'hidden'
  }
  form.addEventListener('submit', (event) => {
    if (form.hasAttribute('${LIVE_FORM_ATTRIBUTE}')) return
    event.preventDefault()
    form.setAttribute('${EARLY_SUBMIT_ATTRIBUTE}', '')
  })
})()`
