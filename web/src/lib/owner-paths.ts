/** The first segments of the owner's areas, which no other site may frame. */
export const OWNER_AREAS = ['admin', 'auth'] as const

/** A path of the owner's areas (`/admin`, `/auth` and what is under them), as spelled canonically. */
export function isOwnerPath(pathname: string): boolean {
  return OWNER_AREAS.some((area) => pathname === `/${area}` || pathname.startsWith(`/${area}/`))
}

/**
 * The canonical spelling of an address of the owner's areas typed otherwise (`/ADMIN`,
 * `/Admin/medios`, `/%61dmin`, `/AUTH/...`), or undefined when `pathname` is canonical or not
 * theirs. The router matches any case, but the hosts' header rules (`/admin*`, `/auth*`, which
 * forbid framing) match only this spelling: such an address is sent to it before anything is drawn.
 */
export function canonicalOwnerPath(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? ''
  let decoded: string
  try {
    decoded = decodeURIComponent(first)
  } catch {
    return undefined
  }
  // `%2F` in the first segment is a slash once the host decodes it: `/admin%2Fmedios`.
  const [segment, ...inner] = decoded.split('/')
  const area = segment.toLowerCase()
  if (!(OWNER_AREAS as readonly string[]).includes(area) || first === area) return undefined
  const rest = pathname.slice(1 + first.length)
  return `/${[area, ...inner.map(encodeURIComponent)].join('/')}${rest}`
}
