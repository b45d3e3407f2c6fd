import { Hono } from 'hono'
import type { ResourceDefinition } from '../../_shared/resource.ts'
import { type ItemVersion, VERSION_MESSAGES } from '../../_shared/versions.ts'
import { type AppEnv, idParam, jsonText, requireAdmin, type Services } from '../context.ts'
import { notFoundMessage } from '../crud.ts'
import { readAs, sqlLiteral, writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'
import { jsonObject, table } from '../sql.ts'

interface StoredVersion {
  id: number
  savedAt: string
  changed: string[]
  row: Record<string, unknown>
}

/** Column -> the first API field naming it (tracks name `file_url` twice). */
function fieldsByColumn(definition: ResourceDefinition): Map<string, string> {
  const byColumn = new Map<string, string>()
  for (const [field, column] of Object.entries(definition.fields)) {
    if (!byColumn.has(column)) byColumn.set(column, field)
  }
  return byColumn
}

function asItemVersion(version: StoredVersion, byColumn: Map<string, string>): ItemVersion {
  const changed = version.changed.map((column) => byColumn.get(column) ?? column)
  return {
    id: version.id,
    savedAt: version.savedAt,
    updatedAt: (version.row.updated_at as string | undefined) ?? null,
    changed,
    before: Object.fromEntries(
      version.changed.map((column, index) => [changed[index], version.row[column] ?? null]),
    ),
  }
}

/**
 * The Historial of a resource's items, which the database keeps (20261128200100_content_versions
 * .sql): `GET /api/{path}/{id}/versions` lists them, newest first, and
 * `POST /api/{path}/{id}/versions/{versionId}/restore` puts one back and answers the item as a
 * `PUT` would. Admin only; the database reads and restores as the admin (RLS decides too).
 */
export function versionRoutes(definition: ResourceDefinition, services: Services): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const adminOnly = requireAdmin(services)
  const { sql } = services
  const byColumn = fieldsByColumn(definition)
  const tableName = sqlLiteral(definition.table)

  router.get('/:id/versions', adminOnly, async (c) => {
    const id = idParam(c)
    // Only validated integers and the definition's own names are inlined (readAs takes no
    // parameters).
    const row = await readAs<string | boolean>(
      sql,
      c.get('caller'),
      `select exists (select from ${table(definition.table)} where id = ${id}) as found,
         coalesce((
           select json_agg(json_build_object(
             'id', v.id, 'savedAt', v.saved_at, 'changed', v.changed, 'row', v.old_row
           ) order by v.id desc)
           from private.content_versions as v
           where v.table_name = ${tableName} and v.item_id = '${id}'
         ), '[]')::text as body`,
    )
    if (!row?.found) throw new ApiError(404, notFoundMessage(definition.noun))
    const stored = JSON.parse(row.body as string) as StoredVersion[]
    return c.json(stored.map((version) => asItemVersion(version, byColumn)))
  })

  router.post('/:id/versions/:versionId/restore', adminOnly, async (c) => {
    const id = idParam(c)
    const versionId = idParam(c, 'versionId')
    const body = await writeAs(sql, c.get('caller'), async (tx) => {
      const [{ result }] = await tx.unsafe(
        'select private.restore_content_version($1, $2, $3) as result',
        [definition.table, String(id), versionId],
      )
      if (result === 'no-item') throw new ApiError(404, notFoundMessage(definition.noun))
      if (result !== 'restored') throw new ApiError(404, VERSION_MESSAGES.versionNotFound)
      const [restored] = await tx.unsafe(
        `select ${jsonObject(definition.fields, definition.table)}::text as body from ${table(definition.table)} where id = $1`,
        [id],
      )
      return restored.body as string
    })
    return jsonText(c, body)
  })

  return router
}
