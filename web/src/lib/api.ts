import type { QueryFunction } from '@tanstack/react-query'
import { env } from './env.ts'

/**
 * The one way the SPA talks to the `api` function, following the spec's data-query rules: query
 * keys start with the `/api/...` path, reads add `_t` and send no-cache headers with
 * `cache: 'no-store'`, and any non-OK answer becomes an error reading `status: body`. Every
 * answer's body is read or cancelled.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }

  /** The server's own Spanish message when it sent one (`{ message }`), else undefined. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown }
      return typeof parsed.message === 'string' ? parsed.message : undefined
    } catch {
      return undefined
    }
  }
}

/** Supplies the signed-in user's access token; the admin area installs one, visitors have none. */
let accessToken: () => Promise<string | undefined> = async () => undefined
export function setAccessTokenProvider(provider: () => Promise<string | undefined>) {
  accessToken = provider
}

/** The address of an `/api/...` path, where this build reaches the function (`env.apiBase`). */
export function apiUrl(path: string): string {
  return `${env.apiBase}${path.replace(/^\/api(?=\/|$)/, '')}`
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const body = await response.text().catch(() => '')
  throw new HttpError(response.status, `${response.status}: ${body || response.statusText}`, body)
}

async function headers(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const token = await accessToken()
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra
}

/** Sends a write; JSON with a JSON content type only when there is a body. */
export async function apiRequest<T = unknown>(
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method,
    credentials: 'include',
    headers: await headers(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await throwIfNotOk(response)
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/**
 * Reads `path` without any cache in between; `as: 'visitor'` reads it without the signed-in
 * user's token, as a visitor would (the owner's preview of a public page).
 */
export async function apiGet<T>(
  path: string,
  on401: 'throw' | 'returnNull' = 'throw',
  as: 'caller' | 'visitor' = 'caller',
): Promise<T> {
  const separator = path.includes('?') ? '&' : '?'
  const noCache = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' }
  const response = await fetch(apiUrl(`${path}${separator}_t=${Date.now()}`), {
    credentials: as === 'visitor' ? 'omit' : 'include',
    cache: 'no-store',
    headers: as === 'visitor' ? noCache : await headers(noCache),
  })
  if (on401 === 'returnNull' && response.status === 401) {
    // Unread, the body would keep the request open (in Chromium the page never goes idle).
    await response.body?.cancel()
    return null as T
  }
  await throwIfNotOk(response)
  return (await response.json()) as T
}

/** The default query function: the key's first element is the path. */
export function getQueryFn<T>(options: { on401: 'throw' | 'returnNull' }): QueryFunction<T> {
  return ({ queryKey }) => apiGet<T>(String(queryKey[0]), options.on401)
}

/**
 * Downloads `path` as a file (a GET with the caller's token), telling `onProgress` the bytes
 * received so far and the total when the answer says it. The body is read as it arrives; the
 * file name is the one the answer's Content-Disposition gives.
 */
export async function apiDownload(
  path: string,
  onProgress: (received: number, total: number | undefined) => void,
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await fetch(apiUrl(path), {
    credentials: 'include',
    cache: 'no-store',
    headers: await headers(),
  })
  await throwIfNotOk(response)
  const total = Number(response.headers.get('Content-Length')) || undefined
  const parts: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  const reader = (response.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader()
  onProgress(0, total)
  while (true) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    received += value.length
    onProgress(received, total)
  }
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1]
  return {
    blob: new Blob(parts, { type: response.headers.get('Content-Type') ?? '' }),
    fileName,
  }
}

/**
 * Sends a file as the whole body of a POST and answers its JSON, telling the bytes sent as they
 * go: fetch cannot report an upload's progress, XMLHttpRequest can.
 */
export async function apiSendFile<T>(
  path: string,
  file: Blob,
  onProgress: (sent: number, total: number) => void,
): Promise<T> {
  const token = await accessToken()
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiUrl(path))
    request.withCredentials = true
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
    request.upload.addEventListener('progress', (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size)
    })
    request.addEventListener('load', () => {
      const body = request.responseText
      if (request.status < 200 || request.status >= 300) {
        reject(
          new HttpError(request.status, `${request.status}: ${body || request.statusText}`, body),
        )
        return
      }
      try {
        resolve(JSON.parse(body) as T)
      } catch {
        reject(new HttpError(request.status, `${request.status}: ${body}`, body))
      }
    })
    request.addEventListener('error', () => reject(new TypeError('La conexión se cortó')))
    request.send(file)
  })
}
