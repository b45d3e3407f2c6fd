/**
 * The site's `/api/*` on its own origin, as a static host's rewrite gives it (README, "La API en
 * el mismo origen"): each request goes on to the `api` function unchanged, its answer comes back
 * unchanged but for its encoding: JSON and text are compressed for a visitor who accepts it, as
 * every host the README names does with an answer it passes on (issue 41: the dashboard's lists
 * travelled as 105 kB instead of 21). Used by the static host stand-in (`npm run preview`,
 * end-to-end tests, benchmarks).
 *
 * The function tells visitors apart by the last X-Forwarded-For entry, which the stack's gateway
 * appends from the connection it accepts. On this machine every visitor is a loopback address, so
 * the proxy opens its connection from the visitor's own address: the gateway, and the download
 * counter behind it, still see each visitor as themselves.
 *
 * A body larger than the function takes gets the function's 413 from the proxy itself: the
 * function answers such a body before reading it and closes its side, and a proxy still sending
 * the body would turn that answer into a 502 or a reset. An answer the function gives before the
 * whole body arrived closes the visitor's connection afterwards, as the gateway does, but only once
 * the rest of the body has been read (see endAfterBody).
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import type { Transform } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { bodyLimitOf } from '../edge-functions/_shared/body-limits.ts'
import { chooseEncoding, MIN_COMPRESSED_BYTES } from './encoding.ts'

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
 * Headers that belong to one HTTP/1.1 connection. HTTP/2 carries none of them (Node refuses an
 * answer with one), and its own pseudo-headers (`:path`, `:authority`…) are not headers of the
 * request the function gets.
 */
const CONNECTION_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]

const isHttp2 = (request: IncomingMessage) => request.httpVersionMajor === 2

/** How long an early answer waits for the rest of the body before closing anyway. */
const LINGER_MS = 10_000

/**
 * Ends an answer given before the request's body was read, closing the connection after it.
 * Closing at once leaves the unread rest of the body in the socket, and the kernel then resets the
 * connection instead of closing it: the visitor's upload fails (EPIPE), and the reset can overtake
 * the answer itself, so the visitor sees no 413 at all (issue 40). So the rest is read and dropped
 * first, as nginx's lingering close does, for LINGER_MS at most.
 */
function endAfterBody(request: IncomingMessage, response: ServerResponse): void {
  if (request.complete) {
    response.end()
    return
  }
  const end = () => {
    clearTimeout(timer)
    response.end()
  }
  const timer = setTimeout(end, LINGER_MS)
  request.once('end', end)
  request.once('close', end)
  request.resume()
}

/** What hosts compress on the way: JSON, text, and the feeds and pictures written as text. */
const COMPRESSIBLE_ANSWER = /^(application\/(json|xml)|text\/|image\/svg\+xml)/i
/** Compressing on the fly trades ratio for speed: brotli at 5 of 11, gzip at its default 6. */
const BROTLI_ON_THE_FLY = 5

/**
 * The stream that compresses `answer` for the visitor, or none: an answer already encoded, a
 * part of a file, one the function marks `no-transform`, a small or binary one stays as it is.
 */
function compressorFor(
  acceptEncoding: string | undefined,
  status: number,
  headers: IncomingMessage['headers'],
): { encoding: 'br' | 'gzip'; stream: Transform } | undefined {
  const length = headers['content-length']
  if (
    status === 206 ||
    status === 204 ||
    status === 304 ||
    headers['content-encoding'] ||
    !COMPRESSIBLE_ANSWER.test(headers['content-type'] ?? '') ||
    /no-transform/i.test(headers['cache-control'] ?? '') ||
    (length !== undefined && Number(length) < MIN_COMPRESSED_BYTES)
  )
    return undefined
  const encoding = chooseEncoding(acceptEncoding)
  if (encoding === 'identity') return undefined
  return {
    encoding,
    stream:
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_ON_THE_FLY } })
        : createGzip(),
  }
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
  const limit = bodyLimitOf((request.url ?? '/').split('?', 1)[0])
  const tooLarge = () => {
    if (response.headersSent) {
      request.resume()
      return response.destroy()
    }
    const body = JSON.stringify({ message: limit.message })
    response.writeHead(413, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      ...(isHttp2(request) ? {} : { Connection: 'close' }),
    })
    response.write(body)
    endAfterBody(request, response)
  }
  if (Number(request.headers['content-length'] ?? 0) > limit.maxBytes) {
    tooLarge()
    return
  }

  let answered = false
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      path: target.pathname + target.search,
      method: request.method,
      localAddress: loopbackAddress(request),
      headers: {
        ...Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
        ),
        host: target.host,
      },
    },
    (answer) => {
      answered = true
      const headers = { ...answer.headers }
      if (isHttp2(request)) {
        for (const name of CONNECTION_HEADERS) delete headers[name]
      } else if (!request.complete) {
        headers.connection = 'close'
        delete headers['keep-alive']
      }
      const status = answer.statusCode ?? 502
      const compressor =
        request.method === 'HEAD'
          ? undefined
          : compressorFor(request.headers['accept-encoding'], status, answer.headers)
      if (compressor) {
        delete headers['content-length']
        headers['content-encoding'] = compressor.encoding
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
      }
      response.writeHead(status, headers)
      const body = compressor ? answer.pipe(compressor.stream) : answer
      body.pipe(response, { end: false })
      body.once('end', () => endAfterBody(request, response))
      answer.once('error', () => response.destroy())
      compressor?.stream.once('error', () => response.destroy())
    },
  )
  upstream.on('error', () => {
    if (answered) {
      // The function answered before reading the whole body and closed its side: its answer
      // still reaches the visitor; the rest of the body is read and dropped.
      request.unpipe(upstream)
      request.resume()
      return
    }
    if (response.headersSent) return response.destroy()
    response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end(`The api function at ${functionsUrl} cannot be reached.`)
  })
  // A body without a length (chunked) is counted as it passes.
  let received = 0
  request.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > limit.maxBytes && !answered) {
      request.unpipe(upstream)
      upstream.destroy()
      answered = true
      tooLarge()
    }
  })
  request.pipe(upstream)
}
