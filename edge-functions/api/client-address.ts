import type { Context } from 'hono'

/**
 * The client's address, or undefined when it cannot be told. The LAST X-Forwarded-For entry is
 * the one the gateway appended from the connection it accepted; earlier entries are whatever the
 * client sent and could be forged to pass for many visitors. Without the header (the function
 * reached directly), the peer of the connection.
 */
export function clientAddress(c: Context): string | undefined {
  const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
  if (last) return last
  const info = c.env as { remoteAddr?: { hostname?: string } } | undefined
  return info?.remoteAddr?.hostname || undefined
}
