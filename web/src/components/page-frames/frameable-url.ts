import { isFormServiceUrl } from '../../../../edge-functions/_shared/form-services.ts'

/**
 * The address a page may show in a frame: an absolute http or https address, or nothing. A
 * `javascript:`, `data:` or relative address (from a query string or a setting) never reaches
 * an iframe's src.
 */
export function frameableUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim()
  if (!text) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!url.hostname) return null
  return url.href
}

const SANDBOX_BASE = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox'

/**
 * The sandbox of a frame showing another site. Players and forms need their own storage
 * (`allow-same-origin`), but a page of this very site must not get it: with scripts and its
 * own origin it could reach into this page and lift its sandbox.
 */
export function frameSandbox(src: string, pageOrigin: string): string {
  return new URL(src).origin === pageOrigin ? SANDBOX_BASE : `${SANDBOX_BASE} allow-same-origin`
}

/** A listed form service's frame: never this site's origin, so it may keep its own storage. */
export const FORM_FRAME_SANDBOX = `${SANDBOX_BASE} allow-same-origin`

/** A form address the form pages may frame: https, on a listed form service. */
export function frameableFormUrl(raw: string | null | undefined): string | null {
  const src = frameableUrl(raw)
  return src && isFormServiceUrl(src) ? src : null
}
