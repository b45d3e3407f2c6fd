/**
 * The site's `/api/*` on its own origin, as a static host's rewrite gives it (README, "La API en
 * el mismo origen"): each request goes on to the `api` function unchanged, its answer comes back
 * unchanged. Used by the static host stand-in (`npm run preview`, end-to-end tests, benchmarks).
 *
 * The function tells visitors apart by the last X-Forwarded-For entry, which the stack's gateway
 * appends from the connection it accepts. On this machine every visitor is a loopback address, so
 * the proxy opens its connection from the visitor's own address: the gateway, and the download
 * counter behind it, still see each visitor as themselves.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { isIP } from 'node:net'

export const API_PREFIX = '/api'

export function isApiPath(urlPath: string): boolean {
  return urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`)
}

/** The visitor's address when the proxy can open a connection from it (any 127.x address). */
function loopbackAddress(request: IncomingMessage): string | undefined {
  const address = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  return isIP(address) === 4 && address.startsWith('127.') ? address : undefined
}

/**
 * Forwards one request to `functionsUrl` (e.g. `http://127.0.0.1:54321/functions/v1`) with the
 * same path, so `/api/health` reaches `${functionsUrl}/api/health`.
 */
export function proxyToApi(
  functionsUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const target = new URL(`${functionsUrl}${request.url ?? '/'}`)
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      path: target.pathname + target.search,
      method: request.method,
      localAddress: loopbackAddress(request),
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  upstream.on('error', () => {
    if (response.headersSent) return response.destroy()
    response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end(`The api function at ${functionsUrl} cannot be reached.`)
  })
  request.pipe(upstream)
}
