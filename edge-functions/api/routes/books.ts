import { Hono } from 'hono'
import { type AppEnv, idParam, jsonText, type Services } from '../context.ts'
import { readAs } from '../db.ts'
import { ApiError } from '../errors.ts'

const NOT_DOWNLOADABLE = 'Este libro no está disponible para descarga'

/** `POST /api/books/{id}/download`: counted atomically by the database function, as the caller. */
export function bookDownloadRoutes({ sql }: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/:id/download', async (c) => {
    const id = idParam(c)
    const row = await readAs(
      sql,
      c.get('caller'),
      `select json_build_object('downloadLink', download_link, 'downloadCount', download_count, 'totalDownloads', total_downloads)::text as body from public.register_book_download(${id})`,
    )
    if (!row) throw new ApiError(404, NOT_DOWNLOADABLE)
    return jsonText(c, row.body)
  })
}
