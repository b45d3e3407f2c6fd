import { UPLOAD_KINDS } from './uploads.ts'

/** The largest body the `api` function reads, but for uploads. */
export const JSON_BODY_LIMIT = 1024 * 1024

/** What a multipart upload may carry beyond its file: boundaries and part headers. */
export const MULTIPART_OVERHEAD = 64 * 1024

export const TOO_LARGE_MESSAGE = 'La petición es demasiado grande'

/** A whole copy of the site sent back to "Restaurar una copia"; each file in it has its own. */
export const RESTORE_BODY_LIMIT = 8 * 1024 * 1024 * 1024

export const RESTORE_TOO_LARGE_MESSAGE =
  'La copia es demasiado grande para restaurarla desde el panel: usa `npm run restore`.'

/**
 * The largest body the function takes at `path` (under `/api`), and the message of its 413. The
 * site's proxy answers the same 413 itself for a body past it (local/api-proxy.ts): forwarding it
 * would race the function, which answers and closes before reading it.
 */
export function bodyLimitOf(path: string): { maxBytes: number; message: string } {
  const upload = /^\/api\/upload\/([a-z]+)\/?$/.exec(path)?.[1]
  if (upload && upload in UPLOAD_KINDS) {
    const kind = UPLOAD_KINDS[upload as keyof typeof UPLOAD_KINDS]
    return { maxBytes: kind.maxBytes + MULTIPART_OVERHEAD, message: kind.tooLargeMessage }
  }
  if (path === '/api/backup/restore') {
    return { maxBytes: RESTORE_BODY_LIMIT, message: RESTORE_TOO_LARGE_MESSAGE }
  }
  return { maxBytes: JSON_BODY_LIMIT, message: TOO_LARGE_MESSAGE }
}
