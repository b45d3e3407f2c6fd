import { Hono } from 'hono'
import { orderPathOf, orderSchema } from '../../_shared/ordering.ts'
import type { ResourceDefinition } from '../../_shared/resource.ts'
import {
  type AppContext,
  type AppEnv,
  idParam,
  jsonBody,
  jsonText,
  requireAdmin,
  type Services,
  validate,
} from '../context.ts'
import { readAs, writeAs } from '../db.ts'
import { ApiError, notFoundMessage } from '../errors.ts'
import { putInOrder } from '../ordering.ts'
import {
  createItem,
  type PublicationStatus,
  publicationStatusSchema,
  saveEdit,
} from '../publication.ts'
import { deleteRow } from '../row-writes.ts'
import { jsonObject, listStatement, table } from '../sql.ts'

/** `?status=` of a write, read here: publication.ts knows the statuses, not requests. */
export function statusOf(c: AppContext): Promise<PublicationStatus | undefined> {
  return validate(publicationStatusSchema, c.req.query('status'))
}

/**
 * The routes every content resource shares, generated from its definition: its lists (public or
 * admin), one record by id when it has one, the admin writes it allows, and putting the whole
 * list in order when the owner orders it by hand.
 */
export function resourceRoutes(definition: ResourceDefinition, services: Services): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const adminOnly = requireAdmin(services)
  const { sql } = services

  for (const list of definition.lists) {
    const statement = listStatement(definition, list)
    const path = list.path ? `/${list.path}` : '/'
    const handler = async (c: AppContext) => {
      const row = await readAs(sql, c.get('caller'), statement)
      return jsonText(c, row?.body ?? '[]')
    }
    if (list.access === 'admin') router.get(path, adminOnly, handler)
    else router.get(path, handler)
  }

  if (definition.readOne) {
    const oneStatement = (id: number) =>
      `select ${jsonObject(definition.fields, definition.table, definition.shownWhen)}::text as body from ${table(definition.table)} where id = ${id}`
    const readOne = async (c: AppContext) => {
      const row = await readAs(sql, c.get('caller'), oneStatement(idParam(c)))
      if (!row) throw new ApiError(404, notFoundMessage(definition.noun))
      return jsonText(c, row.body)
    }
    if (definition.readOne === 'admin') router.get('/:id', adminOnly, readOne)
    else router.get('/:id', readOne)
  }

  if (definition.writes.includes('create')) {
    router.post('/', adminOnly, jsonBody(definition.createSchema), async (c) => {
      const input = c.req.valid('json') as Record<string, unknown>
      const status = await statusOf(c)
      const body = await writeAs(sql, c.get('caller'), (tx) =>
        createItem(tx, definition, input, status),
      )
      return jsonText(c, body, 201)
    })
  }

  // Before `PUT /:id`, which would otherwise take `order` for an id.
  if (orderPathOf(definition)) {
    router.put('/order', adminOnly, jsonBody(orderSchema), async (c) => {
      const { ids } = c.req.valid('json')
      const body = await writeAs(sql, c.get('caller'), (tx) => putInOrder(tx, definition, ids))
      return jsonText(c, body)
    })
  }

  if (definition.writes.includes('update')) {
    router.put('/:id', adminOnly, jsonBody(definition.updateSchema), async (c) => {
      const id = idParam(c)
      const input = c.req.valid('json') as Record<string, unknown>
      const status = await statusOf(c)
      const body = await writeAs(sql, c.get('caller'), (tx) =>
        saveEdit(tx, definition, id, input, status),
      )
      return jsonText(c, body)
    })
    // "Publicar" without a form: the item with its pending changes as they were saved.
    router.post('/:id/publish', adminOnly, async (c) => {
      const id = idParam(c)
      const body = await writeAs(sql, c.get('caller'), (tx) =>
        saveEdit(tx, definition, id, {}, 'published'),
      )
      return jsonText(c, body)
    })
  }

  if (definition.writes.includes('delete')) {
    router.delete('/:id', adminOnly, async (c) => {
      const id = idParam(c)
      const trashId = await writeAs(sql, c.get('caller'), (tx) => deleteRow(tx, definition, id))
      return c.json({ message: 'Eliminado correctamente', id, trashId })
    })
  }

  return router
}
