import { Hono } from 'hono'
import { clientAddress } from '../client-address.ts'
import { type AppEnv, idParam, jsonText, type Services } from '../context.ts'
import { writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'

const NOT_DOWNLOADABLE = 'Este libro no está disponible para descarga'

// The counter takes the visitor's address, which only this function can vouch for, so visitors
// may not run it themselves: it is granted to service_role alone.
const SERVICE_ROLE = { role: 'service_role', claims: { role: 'service_role' } } as const

/**
 * `POST /api/books/{id}/download`: answers the link and the current totals every time; the
 * database counts the download once per visitor, book and 24-hour window.
 */
export function bookDownloadRoutes({ sql, config }: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/:id/download', async (c) => {
    const id = idParam(c)
    const address = clientAddress(c, config.trustedProxies) ?? null
    const [row] = await writeAs(sql, SERVICE_ROLE, (tx) =>
      tx.unsafe(
        `select json_build_object('downloadLink', download_link, 'downloadCount', download_count, 'totalDownloads', total_downloads)::text as body from private.register_book_download(${id}, $1)`,
        [address],
      ),
    )
    if (!row) throw new ApiError(404, NOT_DOWNLOADABLE)
    return jsonText(c, row.body)
  })
}
