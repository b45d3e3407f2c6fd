import { Hono } from 'hono'
import { orderSchema } from '../../_shared/ordering.ts'
import { tracks } from '../../_shared/resources/tracks.ts'
import {
  type AppEnv,
  idParam,
  jsonBody,
  jsonText,
  requireAdmin,
  type Services,
} from '../context.ts'
import { readAs, writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'
import { putInOrder } from '../ordering.ts'
import { createItem } from '../publication.ts'
import { listStatement } from '../sql.ts'
import { statusOf } from './resources.ts'

const ALBUM_NOT_FOUND = 'Álbum no encontrado'

/**
 * An album's tracks under `/api/albums/{id}/tracks`: `GET` (public, by order), `POST` (admin) and
 * `PUT .../order` (admin, the album's tracks in their new order).
 */
export function albumTrackRoutes(services: Services): Hono<AppEnv> {
  const { sql } = services
  const router = new Hono<AppEnv>()

  router.get('/:id/tracks', async (c) => {
    const albumId = idParam(c)
    const row = await readAs(
      sql,
      c.get('caller'),
      `select exists (select from public.albums where id = ${albumId}) as found, (${listStatement(tracks, {}, `album_id = ${albumId}`)}) as body`,
    )
    if (!row?.found) throw new ApiError(404, ALBUM_NOT_FOUND)
    return jsonText(c, row.body)
  })

  router.post('/:id/tracks', requireAdmin(services), jsonBody(tracks.createSchema), async (c) => {
    const albumId = idParam(c)
    const input = c.req.valid('json') as Record<string, unknown>
    const status = await statusOf(c)
    const body = await writeAs(sql, c.get('caller'), async (tx) => {
      const [album] = await tx.unsafe('select id from public.albums where id = $1 for update', [
        albumId,
      ])
      if (!album) throw new ApiError(404, ALBUM_NOT_FOUND)
      return createItem(tx, tracks, { ...input, albumId }, status)
    })
    return jsonText(c, body, 201)
  })

  router.put('/:id/tracks/order', requireAdmin(services), jsonBody(orderSchema), async (c) => {
    const albumId = idParam(c)
    const { ids } = c.req.valid('json')
    const body = await writeAs(sql, c.get('caller'), async (tx) => {
      const [album] = await tx.unsafe('select id from public.albums where id = $1 for update', [
        albumId,
      ])
      if (!album) throw new ApiError(404, ALBUM_NOT_FOUND)
      return putInOrder(tx, tracks, ids, albumId)
    })
    return jsonText(c, body)
  })

  return router
}
