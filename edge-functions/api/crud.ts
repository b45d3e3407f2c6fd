import { Hono } from 'hono'
import { orderPathOf, orderSchema } from '../_shared/ordering.ts'
import type { ResourceDefinition } from '../_shared/resource.ts'
import {
  type AppContext,
  type AppEnv,
  idParam,
  jsonBody,
  jsonText,
  requireAdmin,
  type Services,
} from './context.ts'
import { readAs, type Transaction, writeAs } from './db.ts'
import { ApiError, MESSAGES } from './errors.ts'
import { putInOrder } from './ordering.ts'
import { createItem, saveEdit, statusOf } from './publication.ts'
import { assignments, jsonObject, listStatement, table } from './sql.ts'

type Fields = Readonly<Record<string, string>>

export function notFoundMessage(noun: string): string {
  const [article, ...rest] = noun.split(' ')
  const name = rest.join(' ')
  return `${article === 'la' ? 'La' : 'El'} ${name} no existe`
}

export async function insertRow(
  tx: Transaction,
  target: { table: string; fields: Fields },
  columns: Record<string, unknown>,
): Promise<string> {
  const { names, placeholders, values } = assignments(columns)
  const [row] = await tx.unsafe(
    `insert into ${table(target.table)} (${names.join(', ')}) values (${placeholders.join(', ')}) returning ${jsonObject(target.fields, target.table)}::text as body`,
    values as never[],
  )
  return row.body as string
}

/**
 * Updates one row identified by `key` (a column and its value). When the editor sent the
 * `updatedAt` it loaded and the row has changed since, nothing is written and the answer is 409.
 */
export async function updateRow(
  tx: Transaction,
  target: { table: string; fields: Fields; noun: string },
  key: { column: string; value: string | number; extra?: { column: string; value: unknown } },
  columns: Record<string, unknown>,
  updatedAt: string | null | undefined,
): Promise<string> {
  if (Object.keys(columns).length === 0) throw new ApiError(400, MESSAGES.nothingToSave)
  const { names, placeholders, values } = assignments(columns)
  const keyValues = key.extra ? [key.value, key.extra.value] : [key.value]
  const keyWhere = (offset: number) =>
    [key.column, ...(key.extra ? [key.extra.column] : [])]
      .map((column, index) => `${column} = $${offset + index + 1}`)
      .join(' and ')
  const stamp = `$${values.length + keyValues.length + 1}::timestamptz`
  const setList = names.map((name, index) => `${name} = ${placeholders[index]}`).join(', ')
  const [row] = await tx.unsafe(
    `update ${table(target.table)} set ${setList} where ${keyWhere(values.length)} and (${stamp} is null or updated_at = ${stamp}) returning ${jsonObject(target.fields, target.table)}::text as body`,
    [...values, ...keyValues, updatedAt ?? null] as never[],
  )
  if (row) return row.body as string
  const [existing] = await tx.unsafe(
    `select 1 from ${table(target.table)} where ${keyWhere(0)}`,
    keyValues as never[],
  )
  if (existing) throw new ApiError(409, MESSAGES.stale)
  throw new ApiError(404, notFoundMessage(target.noun))
}

/** Moves one row (an album with its tracks) to the Papelera; answers its entry there. */
export async function deleteRow(
  tx: Transaction,
  target: { table: string; noun: string },
  id: number,
): Promise<number> {
  const [row] = await tx.unsafe('select private.move_to_trash($1, $2) as entry', [target.table, id])
  if (row.entry === null) throw new ApiError(404, notFoundMessage(target.noun))
  return Number(row.entry)
}

/**
 * The routes every content resource shares, generated from its definition: its lists (public or
 * admin), one record by id when it has one, the admin writes it allows, and putting the whole
 * list in order when the owner orders it by hand.
 */
export function crudRoutes(definition: ResourceDefinition, services: Services): Hono<AppEnv> {
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
