/**
 * Serves a production build (web/dist) the way our static host is configured to: the file when
 * one exists, `<dir>/index.html` for a prerendered page (with or without the trailing slash), then
 * the build's `_redirects` (the owner's area is the app with status 200; an album or activity
 * the build has no page for is its folder's prerendered 404 page, scripts/host-rules.ts), and the site's
 * `404.html` with status 404 for any other path, as Netlify and Cloudflare Pages answer. A build
 * without a `404.html` (made before it had one) gets the SPA fallback with status 200 for every
 * other path. With `functionsUrl`, `/api/*` goes on to the `api` function as
 * the host's rewrite sends it (local/api-proxy.ts). Text is compressed (brotli or gzip, whichever the client prefers),
 * hashed files under /assets/ are cached for a year, HTML is revalidated on every visit. The
 * build's `_headers` (the security policy on documents, `nosniff` everywhere) is applied to every
 * answer by its path, as the host applies it.
 *
 * Used by `npm run preview`, the end-to-end tests and the benchmarks.
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { Socket } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib'
import {
  CACHE_IMMUTABLE,
  HASHED_FOLDER,
  NOT_FOUND_FILE,
  REDIRECTS_FILE,
  SPA_FALLBACK,
} from '../scripts/host-rules.ts'
import { ICS_CONTENT_TYPE } from '../web/src/features/activities/calendar.ts'
import { canonicalOwnerPath } from '../web/src/lib/owner-paths.ts'
import { isApiPath, proxyToApi } from './api-proxy.ts'
import { chooseEncoding, type Encoding, MIN_COMPRESSED_BYTES } from './encoding.ts'
import { HEADERS_FILE, headersFileOf } from './headers-file.ts'

export { CACHE_IMMUTABLE, NOT_FOUND_FILE, REDIRECTS_FILE, SPA_FALLBACK }

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': ICS_CONTENT_TYPE,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ics',
  '.svg',
])

export const CACHE_HTML = 'no-cache'
export const CACHE_OTHER = 'public, max-age=3600'

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

export function cacheControlOf(urlPath: string, file: string): string {
  if (extname(file).toLowerCase() === '.html') return CACHE_HTML
  if (urlPath.startsWith(HASHED_FOLDER)) return CACHE_IMMUTABLE
  return CACHE_OTHER
}

async function isFile(path: string) {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

/** A `_redirects` rule that answers with one of the build's own files. */
export type Rewrite = { from: string; to: string; status: number }

/** The rules of a `_redirects` file that rewrite to a file of the site (not to another host). */
export function parseRedirects(text: string): Rewrite[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to?.startsWith('/')) return []
    return [{ from, to, status: Number(status?.replace(/!$/, '') || 301) }]
  })
}

function matches(rule: Rewrite, path: string): boolean {
  if (rule.from.endsWith('/*')) {
    const prefix = rule.from.slice(0, -1)
    return path.startsWith(prefix) || path === prefix.slice(0, -1)
  }
  return path === rule.from || path === `${rule.from}/`
}

/**
 * The file that answers `urlPath` under `root`, and its status. Paths that leave the root, or
 * that name a hashed asset that is not there, get a plain 404 rather than a page: a missing chunk
 * answered with HTML would only turn into a confusing MIME-type error in the browser.
 */
export async function resolveAnswer(
  root: string,
  urlPath: string,
): Promise<{ file: string; status: number } | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || [HEADERS_FILE, REDIRECTS_FILE].includes(decoded.slice(1))) {
    return undefined
  }
  const base = resolve(root)
  const target = resolve(base, `.${decoded}`)
  if (target !== base && !target.startsWith(base + sep)) return undefined
  if (!decoded.endsWith('/') && (await isFile(target))) return { file: target, status: 200 }
  const index = join(target, 'index.html')
  if (await isFile(index)) return { file: index, status: 200 }
  if (decoded.startsWith(HASHED_FOLDER)) return undefined
  const redirects = await readFile(join(base, REDIRECTS_FILE), 'utf8').catch(() => '')
  const rule = parseRedirects(redirects).find(
    (candidate) => [200, 404].includes(candidate.status) && matches(candidate, decoded),
  )
  if (rule) return { file: join(base, rule.to), status: rule.status }
  const notFound = join(base, NOT_FOUND_FILE)
  if (await isFile(notFound)) return { file: notFound, status: 404 }
  return { file: join(base, SPA_FALLBACK), status: 200 }
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

type Body = { bytes: Buffer; etag: string }

/**
 * Compressed copies of the files as they are now: one per file and encoding, replaced when the
 * file changes. A change (a rebuild) also drops the copies of files changed or gone since, so the
 * server never keeps more than the current pages, however many rebuilds it serves.
 */
export class BodyCache {
  private entries = new Map<string, { size: number; mtimeMs: number; body: Body }>()
  private sweeping: Promise<void> | undefined

  /** How many copies are kept. */
  get size(): number {
    return this.entries.size
  }

  async get(file: string, encoding: Encoding): Promise<Body> {
    const info = await stat(file)
    const key = `${file}\0${encoding}`
    const cached = this.entries.get(key)
    if (cached?.size === info.size && cached.mtimeMs === info.mtimeMs) return cached.body
    if (cached) void this.sweep()
    const raw = await readFile(file)
    const bytes =
      encoding === 'br'
        ? await brotliAsync(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : encoding === 'gzip'
          ? await gzipAsync(raw, { level: 9 })
          : raw
    const hash = createHash('sha1').update(raw).digest('base64url').slice(0, 20)
    const body = { bytes, etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"` }
    this.entries.set(key, { size: info.size, mtimeMs: info.mtimeMs, body })
    return body
  }

  /** Drops the copies of files changed or removed since they were made. */
  sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      for (const [key, entry] of [...this.entries]) {
        const info = await stat(key.slice(0, key.lastIndexOf('\0'))).catch(() => undefined)
        if (
          (!info || info.size !== entry.size || info.mtimeMs !== entry.mtimeMs) &&
          this.entries.get(key) === entry
        ) {
          this.entries.delete(key)
        }
      }
    })().finally(() => {
      this.sweeping = undefined
    })
    return this.sweeping
  }
}

function parseRange(header: string | undefined, size: number): [number, number] | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    const suffix = Math.min(Number(match[2]), size)
    return [size - suffix, size - 1]
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start <= end ? [start, end] : undefined
}

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  response.end(text)
}

async function answer(
  root: string,
  cache: BodyCache,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD')
    return sendText(response, 405, 'Method Not Allowed')
  }
  const urlPath = (request.url ?? '/').split(/[?#]/, 1)[0] || '/'
  const found = await resolveAnswer(root, urlPath)
  if (!found) return sendText(response, 404, 'Not Found')
  const { file } = found
  if (!(await isFile(file))) {
    return sendText(response, 404, `${file} is missing: has the site been built?`)
  }
  const extension = extname(file).toLowerCase()
  const compressible = COMPRESSIBLE.has(extension)
  const size = (await stat(file)).size
  const encoding =
    compressible && size >= MIN_COMPRESSED_BYTES
      ? chooseEncoding(request.headers['accept-encoding'])
      : 'identity'
  const body = await cache.get(file, encoding)
  const headers: Record<string, string | number> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControlOf(urlPath, file),
    ETag: body.etag,
    'X-Content-Type-Options': 'nosniff',
  }
  if (compressible) headers.Vary = 'Accept-Encoding'
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  else if (!compressible) headers['Accept-Ranges'] = 'bytes'

  if (found.status === 200 && request.headers['if-none-match'] === body.etag) {
    response.writeHead(304, headers)
    return response.end()
  }
  let bytes = body.bytes
  let status = found.status
  const range =
    encoding === 'identity' && !compressible && status === 200 ? request.headers.range : undefined
  if (range) {
    const span = parseRange(range, bytes.length)
    if (!span) {
      response.writeHead(416, { 'Content-Range': `bytes */${bytes.length}` })
      return response.end()
    }
    headers['Content-Range'] = `bytes ${span[0]}-${span[1]}/${bytes.length}`
    bytes = bytes.subarray(span[0], span[1] + 1)
    status = 206
  }
  headers['Content-Length'] = bytes.length
  response.writeHead(status, headers)
  response.end(request.method === 'HEAD' ? undefined : bytes)
}

export type StaticSite = {
  url: string
  port: number
  close(): Promise<void>
}

/**
 * Serves `root` on 127.0.0.1:`port` (0 picks a free port), and `/api/*` from `functionsUrl` when
 * given. Files are read on every request.
 */
export function serveSite({
  root,
  port = 0,
  host = '127.0.0.1',
  functionsUrl,
  cache = new BodyCache(),
  tls,
}: {
  root: string
  port?: number
  host?: string
  /** The stack's functions, e.g. http://127.0.0.1:54321/functions/v1 */
  functionsUrl?: string
  /** The compressed copies it keeps (a test looks at them). */
  cache?: BodyCache
  /** Serve HTTP/2 over TLS with this key and certificate (HTTP/1.1 too, for clients without it). */
  tls?: { key: string; cert: string }
}): Promise<StaticSite> {
  const hostHeaders = headersFileOf(root)
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?', 1)[0]
    if (functionsUrl && isApiPath(path)) {
      return proxyToApi(functionsUrl, request, response)
    }
    // The owner's areas have one spelling, the one the header rules forbidding framing match.
    const canonical = canonicalOwnerPath(path)
    if (canonical) {
      const query = request.url?.slice(path.length) ?? ''
      response.writeHead(308, { Location: `${canonical}${query}`, 'Cache-Control': 'no-store' })
      return response.end()
    }
    hostHeaders(path)
      .then((headers) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        return answer(root, cache, request, response)
      })
      .catch((error: unknown) => {
        if (!response.headersSent) sendText(response, 500, String(error))
        else response.destroy()
      })
  }
  // Node's compatibility API gives an HTTP/2 request and answer the HTTP/1 ones' methods this
  // handler uses (no `Connection` header over HTTP/2: api-proxy.ts leaves it out there).
  const server = tls
    ? createSecureServer(
        { key: tls.key, cert: tls.cert, allowHTTP1: true },
        handle as unknown as (request: Http2ServerRequest, response: Http2ServerResponse) => void,
      )
    : createServer(handle)
  const sockets = new Set<Socket>()
  server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return new Promise((resolveSite, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      const boundPort = typeof address === 'object' && address ? address.port : port
      resolveSite({
        url: `${tls ? 'https' : 'http'}://${host}:${boundPort}`,
        port: boundPort,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            for (const socket of sockets) socket.destroy()
          }),
      })
    })
  })
}
