/** Spaces and control characters have no place in a link and hide tricks like `java\tscript:`. */
function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) {
      return true
    }
  }
  return false
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A path on this site: starts with one slash; `//host` and `/\host` would leave the site. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
}

function isAnchor(value: string): boolean {
  return /^#[\w-]*$/.test(value)
}

function isClean(value: string): boolean {
  return !hasControlOrSpace(value)
}

/** Links the site renders in `href`: http(s) URLs, site paths and anchors; never `javascript:`, `data:`... */
export function isSafeLink(value: string): boolean {
  return isClean(value) && (isHttpUrl(value) || isSitePath(value) || isAnchor(value))
}

/** Image and media addresses: a site path (`/demo/...`, `/uploads/...`) or an http(s) URL. */
export function isMediaUrl(value: string): boolean {
  return isClean(value) && (isHttpUrl(value) || isSitePath(value))
}

export function isWebUrl(value: string): boolean {
  return isClean(value) && isHttpUrl(value)
}

/** One label of a DNS host name: letters, digits and inner hyphens, at most 63 characters. */
const DNS_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const DNS_HOST = `(?:${DNS_LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?`

/**
 * A DNS host name (`reproductor.estudio.es`): nothing else may reach a header. The site writes the
 * albums' player hosts into every page's Content-Security-Policy, where `;` or a space would start
 * a directive of the visitor's choosing (`https://x;script-src-elem/...`).
 */
export function isDnsHostName(value: string): boolean {
  return value.length <= 253 && new RegExp(`^${DNS_HOST}$`, 'i').test(value)
}

/**
 * An address the site frames and names in its CSP: https, a DNS host name, no user or port, as
 * typed (the database's `private.is_player_address` reads the same text the same way).
 */
export function isPlayerAddress(value: string): boolean {
  const host = new RegExp(`^https://(${DNS_HOST})(?:[/?#]|$)`, 'i').exec(value)?.[1]
  return host !== undefined && isDnsHostName(host) && isWebUrl(value)
}
