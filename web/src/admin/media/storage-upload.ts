import { env } from '../../lib/env.ts'
import { supabase } from '../session/supabase.ts'
import { RESUMABLE_CHUNK_BYTES } from './media-rules.ts'
import { UploadError } from './upload-errors.ts'

/**
 * Uploads go straight to Storage as the signed-in admin (the bucket's limits and policies decide),
 * not through the `api` function, whose CPU budget ends long before a large file does: up to 6 MB
 * in one standard upload (XMLHttpRequest, for its progress events), larger files resumably over
 * TUS in 6 MB chunks, as Supabase requires.
 */

export interface StorageTarget {
  bucket: string
  objectName: string
  body: Blob
  contentType: string
  fileName: string
  /** The name the file had on the owner's computer, kept as the object's own metadata. */
  originalName: string
}

/** Stored names are unique, so the files never change: browsers may keep them for a year. */
const CACHE_SECONDS = '31536000'
/** After a dropped connection the upload resumes from where the server says it stopped. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000]

async function accessToken(): Promise<string> {
  const { data } = await supabase().auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new UploadError('La sesión ha caducado. Vuelve a iniciar sesión.')
  return token
}

/** Storage's `user_metadata` of the object: how the library names it (`originalName`). */
function userMetadataOf(target: StorageTarget): string {
  return JSON.stringify({ originalName: target.originalName })
}

function serverTextOf(body: string): string | undefined {
  if (!body) return undefined
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    if (typeof parsed.message === 'string') return parsed.message
  } catch {
    // Storage's resumable endpoint answers in plain text.
  }
  return body.trim() || undefined
}

function standardUpload(
  target: StorageTarget,
  token: string,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const path = target.objectName.split('/').map(encodeURIComponent).join('/')
    const request = new XMLHttpRequest()
    request.open('POST', `${env.supabaseUrl}/storage/v1/object/${target.bucket}/${path}`)
    request.setRequestHeader('authorization', `Bearer ${token}`)
    request.setRequestHeader('apikey', env.anonKey ?? '')
    request.setRequestHeader('x-upsert', 'false')
    request.upload.addEventListener('progress', (event) => {
      // The multipart frame adds a few bytes: the share sent is what counts.
      if (event.lengthComputable) onProgress((event.loaded / event.total) * target.body.size)
    })
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(target.body.size)
        resolve()
      } else {
        reject(new UploadError(serverTextOf(request.responseText)))
      }
    })
    request.addEventListener('error', () => reject(new UploadError(undefined)))
    request.addEventListener('abort', () => reject(new UploadError(undefined, true)))
    signal.addEventListener('abort', () => request.abort(), { once: true })
    const form = new FormData()
    form.append('cacheControl', CACHE_SECONDS)
    form.append('metadata', userMetadataOf(target))
    form.append('', new File([target.body], target.fileName, { type: target.contentType }))
    request.send(form)
  })
}

async function resumableUpload(
  target: StorageTarget,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const { Upload } = await import('tus-js-client')
  await accessToken() // no session: say so before anything is sent
  return new Promise((resolve, reject) => {
    const upload = new Upload(target.body, {
      endpoint: `${env.supabaseUrl}/storage/v1/upload/resumable`,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      uploadDataDuringCreation: true,
      // Each file has a new name, so there is nothing to resume from a previous visit.
      storeFingerprintForResuming: false,
      headers: { apikey: env.anonKey ?? '', 'x-upsert': 'false' },
      metadata: {
        bucketName: target.bucket,
        objectName: target.objectName,
        contentType: target.contentType,
        cacheControl: CACHE_SECONDS,
        metadata: userMetadataOf(target),
      },
      // A long upload may outlive the token it started with: each request takes the current one.
      // (Set here only: in the browser a second setHeader would add a second value, not replace.)
      onBeforeRequest: async (request) => {
        request.setHeader('authorization', `Bearer ${await accessToken()}`)
      },
      onProgress: (sent) => onProgress(sent),
      onSuccess: () => resolve(),
      onError: (error) => {
        const response = (error as { originalResponse?: { getBody(): string } | null })
          .originalResponse
        reject(new UploadError(response ? serverTextOf(response.getBody()) : undefined))
      },
    })
    signal.addEventListener(
      'abort',
      () => {
        void upload.abort(true).catch(() => {})
        reject(new UploadError(undefined, true))
      },
      { once: true },
    )
    upload.start()
  })
}

/** Sends one file; `onProgress` hears the bytes sent so far. */
export async function uploadToStorage(
  target: StorageTarget,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  if (signal.aborted) throw new UploadError(undefined, true)
  if (target.body.size > RESUMABLE_CHUNK_BYTES) {
    return resumableUpload(target, onProgress, signal)
  }
  return standardUpload(target, await accessToken(), onProgress, signal)
}
