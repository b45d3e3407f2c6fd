import { Hono } from 'hono'
import { mediaDescriptionQuery, mediaDescriptions } from '../../_shared/media.ts'
import type { ResourceDefinition } from '../../_shared/resource.ts'
import { isSettingKey, siteSettingsTable } from '../../_shared/resources/site-settings.ts'
import { type ItemVersion, VERSION_MESSAGES } from '../../_shared/versions.ts'
import {
  type AppContext,
  type AppEnv,
  idParam,
  jsonText,
  requireAdmin,
  type Services,
  validate,
} from '../context.ts'
import { readAs, sqlLiteral, writeAs } from '../db.ts'
import { ApiError, notFoundMessage } from '../errors.ts'
import { jsonObject, table } from '../sql.ts'

interface StoredVersion {
  id: number
  savedAt: string
  changed: string[]
  row: Record<string, unknown>
}

/** What the Historial needs of a table: its name, its API fields and the noun of its 404. */
type Versioned = Pick<ResourceDefinition, 'table' | 'fields' | 'noun'>

/** How the request names one item of a versioned table. */
interface ItemKey {
  /** The column naming items (content_tables.key_column). */
  column: string
  /** Where the item's `/versions` hang: `/:item` names it in the path. */
  route: string
  /** The item the request names, validated (a Spanish 4xx when it cannot be one). */
  itemOf: (c: AppContext) => string | Promise<string>
  /** SQL of the item's key from SQL of the item as named (the same, unless said otherwise). */
  keyOf?: (named: string) => string
  /** SQL saying whether the item exists; the item is validated before it is inlined. */
  exists: (item: string) => string
  /** The API field a changed column of this item stands for. */
  fieldOf: (column: string, item: string) => string
  /** The Spanish 404 of an item that is not there. */
  notFound: string
}

/** Column -> the first API field naming it (tracks name `file_url` twice). */
function fieldsByColumn(definition: Versioned): (column: string) => string {
  const byColumn = new Map<string, string>()
  for (const [field, column] of Object.entries(definition.fields)) {
    if (!byColumn.has(column)) byColumn.set(column, field)
  }
  return (column) => byColumn.get(column) ?? column
}

/** Items named by their integer id: every list resource, the section backgrounds. */
function byId(definition: Versioned): ItemKey {
  const fieldOf = fieldsByColumn(definition)
  return {
    column: 'id',
    route: '/:item',
    itemOf: (c) => String(idParam(c, 'item')),
    exists: (item) => `exists (select from ${table(definition.table)} where id = ${item})`,
    fieldOf,
    notFound: notFoundMessage(definition.noun),
  }
}

const SETTING_NOT_FOUND = 'El ajuste no existe'
const settingFieldOf = fieldsByColumn(siteSettingsTable)

/**
 * Site settings are named by their declared key; a setting's value is named by its key, so a
 * Configuración tab listing several settings' versions says which one changed. A declared key the
 * database has no row for yet has no versions (not a 404): it is created by its first save.
 */
const settingKeys: ItemKey = {
  column: 'key',
  route: '/:item',
  itemOf: (c) => {
    const key = c.req.param('item') ?? ''
    if (!isSettingKey(key)) throw new ApiError(404, SETTING_NOT_FOUND)
    return key
  },
  exists: () => 'true',
  fieldOf: (column, key) => (column === 'value' ? key : settingFieldOf(column)),
  notFound: SETTING_NOT_FOUND,
}

/**
 * A picture's description is named by the picture's address, which holds slashes: it is the
 * query's `address` (`/api/media/description/versions?address=...`), validated as a description's
 * address is, and the database gives the picture it names (private.picture_of). A picture nobody
 * described has no versions (not a 404).
 */
const pictureKeys: ItemKey = {
  column: 'picture',
  route: '/description',
  itemOf: async (c) => (await validate(mediaDescriptionQuery, c.req.query())).address,
  keyOf: (named) => `private.picture_of(${named})`,
  exists: () => 'true',
  fieldOf: fieldsByColumn(mediaDescriptions),
  notFound: notFoundMessage(mediaDescriptions.noun),
}

function asItemVersion(version: StoredVersion, item: string, key: ItemKey): ItemVersion {
  const changed = version.changed.map((column) => key.fieldOf(column, item))
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
 * The Historial of a table's items, which the database keeps (20261128200100_content_versions
 * .sql): `GET .../{item}/versions` lists them, newest first, and
 * `POST .../{item}/versions/{versionId}/restore` puts one back and answers the item as a `PUT`
 * would. Admin only; the database reads and restores as the admin (RLS decides too).
 */
function itemVersionRoutes(definition: Versioned, key: ItemKey, services: Services): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const adminOnly = requireAdmin(services)
  const { sql } = services
  const tableName = sqlLiteral(definition.table)
  const keyOf = key.keyOf ?? ((named: string) => named)
  const notFound = () => new ApiError(404, key.notFound)

  router.get(`${key.route}/versions`, adminOnly, async (c) => {
    const item = await key.itemOf(c)
    // Only validated items and the definition's own names are inlined (readAs takes no
    // parameters).
    const row = await readAs<string | boolean>(
      sql,
      c.get('caller'),
      `select ${key.exists(item)} as found,
         coalesce((
           select json_agg(json_build_object(
             'id', v.id, 'savedAt', v.saved_at, 'changed', v.changed, 'row', v.old_row
           ) order by v.id desc)
           from private.content_versions as v
           where v.table_name = ${tableName} and v.item_id = ${keyOf(sqlLiteral(item))}
         ), '[]')::text as body`,
    )
    if (!row?.found) throw notFound()
    const stored = JSON.parse(row.body as string) as StoredVersion[]
    return c.json(stored.map((version) => asItemVersion(version, item, key)))
  })

  router.post(`${key.route}/versions/:versionId/restore`, adminOnly, async (c) => {
    const item = await key.itemOf(c)
    const versionId = idParam(c, 'versionId')
    const body = await writeAs(sql, c.get('caller'), async (tx) => {
      const [{ result }] = await tx.unsafe(
        `select private.restore_content_version($1, ${keyOf('$2')}, $3) as result`,
        [definition.table, item, versionId],
      )
      if (result === 'no-item') throw notFound()
      if (result !== 'restored') throw new ApiError(404, VERSION_MESSAGES.versionNotFound)
      const [restored] = await tx.unsafe(
        `select ${jsonObject(definition.fields, definition.table)}::text as body from ${table(definition.table)} where ${key.column} = ${keyOf('$1')}`,
        [item],
      )
      return restored.body as string
    })
    return jsonText(c, body)
  })

  return router
}

/** The Historial of a table whose items are named by id (`/api/services/3/versions`...). */
export function versionRoutes(definition: Versioned, services: Services): Hono<AppEnv> {
  return itemVersionRoutes(definition, byId(definition), services)
}

/** The Historial of one site setting, by its key (`/api/site-settings/cta_title/versions`). */
export function settingVersionRoutes(services: Services): Hono<AppEnv> {
  return itemVersionRoutes(siteSettingsTable, settingKeys, services)
}

/** The Historial of a picture's description, by its address (`/api/media/description/versions?address=`). */
export function pictureVersionRoutes(services: Services): Hono<AppEnv> {
  return itemVersionRoutes(mediaDescriptions, pictureKeys, services)
}
