import { Hono } from 'hono'
import { MULTIPART_OVERHEAD } from '../../_shared/body-limits.ts'
import { typeOfBytes } from '../../_shared/file-rule.ts'
import { UPLOAD_KINDS, type UploadKind, type UploadResult } from '../../_shared/uploads.ts'
import { type AppEnv, requireAdmin, type Services } from '../context.ts'
import { ApiError, MESSAGES } from '../errors.ts'

function objectName(extension: string): string {
  const now = new Date()
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}.${extension}`
}

/** Storage's refusals (HTTP 400 carrying the real status in `statusCode`) as our answers. */
async function storageRefusal(response: Response, kind: (typeof UPLOAD_KINDS)[UploadKind]) {
  const body = (await response.json().catch(() => ({}))) as { statusCode?: string }
  const status = Number(body.statusCode ?? response.status)
  if (status === 401) return new ApiError(401, MESSAGES.notSignedIn)
  if (status === 403) return new ApiError(403, MESSAGES.forbidden)
  if (status === 413) return new ApiError(413, kind.tooLargeMessage)
  if (status === 415) return new ApiError(400, kind.wrongTypeMessage)
  return undefined
}

/**
 * `POST /api/upload/image` and `/api/upload/audio`: the type is read from the file's first bytes
 * (never taken from the form), the size is checked, and the object is written to Storage with the
 * caller's own token, so the bucket's policies decide too.
 */
export function uploadRoutes(services: Services): Hono<AppEnv> {
  const { config } = services
  const router = new Hono<AppEnv>()

  for (const [name, kind] of Object.entries(UPLOAD_KINDS) as [
    UploadKind,
    (typeof UPLOAD_KINDS)[UploadKind],
  ][]) {
    router.post(`/${name}`, requireAdmin(services), async (c) => {
      const declared = Number(c.req.header('content-length') ?? 0)
      if (declared > kind.maxBytes + MULTIPART_OVERHEAD)
        throw new ApiError(413, kind.tooLargeMessage)
      const contentType = c.req.header('content-type') ?? ''
      if (!/^multipart\/form-data/i.test(contentType)) throw new ApiError(400, kind.missingMessage)

      let form: FormData
      try {
        form = await c.req.formData()
      } catch {
        throw new ApiError(400, kind.missingMessage)
      }
      const file = form.get(kind.field)
      if (!(file instanceof File) || file.size === 0) throw new ApiError(400, kind.missingMessage)
      if (file.size > kind.maxBytes) throw new ApiError(413, kind.tooLargeMessage)

      const bytes = new Uint8Array(await file.arrayBuffer())
      const mime = await typeOfBytes(bytes)
      const extension = Object.entries(kind.types).find(([, type]) => type === mime)?.[0]
      if (!mime || !extension) throw new ApiError(400, kind.wrongTypeMessage)

      const filename = objectName(extension)
      const caller = c.get('caller')
      const response = await fetch(
        `${config.supabaseUrl}/storage/v1/object/${kind.bucket}/${filename}`,
        {
          method: 'POST',
          headers: {
            apikey: config.publicKeys[0],
            authorization: `Bearer ${caller.token}`,
            'content-type': mime,
            'cache-control': 'max-age=31536000',
            'x-upsert': 'false',
          },
          body: bytes,
        },
      )
      if (!response.ok) {
        const refusal = await storageRefusal(response, kind)
        if (refusal) throw refusal
        throw new Error(`Storage answered ${response.status} to an upload`)
      }
      await response.body?.cancel()
      const result: UploadResult = {
        url: `${config.supabaseUrl}/storage/v1/object/public/${kind.bucket}/${filename}`,
        originalname: file.name,
        filename,
      }
      return c.json(result, 201)
    })
  }

  return router
}
