import type { Context } from 'hono'

/**
 * The client's address, or undefined when it cannot be told. The LAST X-Forwarded-For entry is
 * the one the gateway appended from the connection it accepted; earlier entries are whatever the
 * client, or a proxy before the gateway, sent. With `trustedProxies` proxies in front of the
 * gateway (a static host rewriting `/api/*` to the function), the entry that many places earlier
 * is the one the first of them appended for the visitor; anything before it could be forged to
 * pass for many visitors. Without the header (the function reached directly), the peer of the
 * connection.
 */
export function clientAddress(c: Context, trustedProxies: number): string | undefined {
  const entries = c.req.header('x-forwarded-for')?.split(',') ?? []
  const chosen = entries.at(-1 - Math.min(trustedProxies, entries.length - 1))?.trim()
  if (chosen) return chosen
  const info = c.env as { remoteAddr?: { hostname?: string } } | undefined
  return info?.remoteAddr?.hostname || undefined
}
