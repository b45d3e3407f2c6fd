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
