import { isSafeLink } from '../../../edge-functions/_shared/links.ts'

/**
 * The address to draw in an `href`, or undefined when the site does not draw it: only http(s)
 * addresses, paths of this site and anchors pass, the rule the database holds every stored link
 * to. Content reaches the browser from the database, so a value written before that rule or by
 * hand is refused here again; Preact, unlike React 19, writes a `javascript:` href as given.
 */
export function safeHref(address: string | null | undefined): string | undefined {
  const trimmed = address?.trim()
  return trimmed && isSafeLink(trimmed) ? trimmed : undefined
}
