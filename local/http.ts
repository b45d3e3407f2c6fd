import type { IncomingMessage, ServerResponse } from 'node:http'

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`)
  }
}

/** Reads the whole request body, giving up as soon as it grows past `limit` bytes. */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      request.resume()
      throw new BodyTooLargeError(limit)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export async function readJson(request: IncomingMessage, limit = 1024 * 1024): Promise<unknown> {
  const body = await readBody(request, limit)
  if (body.length === 0) return {}
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return undefined
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  response.end(text)
}

export function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}

const ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-upsert, x-supabase-api-version, ' +
  'range, cache-control, if-none-match, accept-profile, content-profile, prefer, ' +
  'x-requested-with, tus-resumable, upload-length, upload-metadata, upload-offset'

const EXPOSED_HEADERS =
  'content-range, content-length, content-type, etag, accept-ranges, x-supabase-api-version, ' +
  'location, upload-offset, upload-length, tus-resumable'

/** CORS headers as Supabase's gateway adds them: any origin, the headers supabase-js sends. */
export function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      (request.headers['access-control-request-headers'] as string | undefined) ?? ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'Access-Control-Max-Age': '3600',
  }
}

export function applyCors(request: IncomingMessage, response: ServerResponse) {
  for (const [name, value] of Object.entries(corsHeaders(request))) {
    response.setHeader(name, value)
  }
}

export function isPreflight(request: IncomingMessage) {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] != null
}
