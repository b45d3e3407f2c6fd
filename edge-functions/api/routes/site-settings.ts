import { Hono } from 'hono'
import {
  isSettingKey,
  type SettingKey,
  SITE_SETTINGS,
  settingKey,
  settingUpdateSchema,
  settingUpsertSchema,
  siteSettingFields,
  siteSettingsTable,
  storedTypeOf,
} from '../../_shared/resources/site-settings.ts'
import {
  type AppEnv,
  jsonBody,
  jsonText,
  readJson,
  requireAdmin,
  type Services,
  validate,
} from '../context.ts'
import { updateRow } from '../crud.ts'
import { readAs, type Transaction, writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'
import { jsonObject, listStatement } from '../sql.ts'

const settings = siteSettingsTable

/** The columns of a setting: its value, and the section and type its declaration gives. */
function columnsOf(key: SettingKey, value: string) {
  const { section, kind } = SITE_SETTINGS[key]
  return { value, section, type: storedTypeOf(kind) }
}

/** Creates a declared setting the database has no row for yet; undefined when it has one. */
async function insertIfMissing(
  tx: Transaction,
  key: SettingKey,
  value: string,
): Promise<string | undefined> {
  const columns = columnsOf(key, value)
  const [row] = await tx.unsafe(
    `insert into public.site_settings (key, value, type, section) values ($1, $2, $3, $4)
     on conflict (key) do nothing
     returning ${jsonObject(siteSettingFields)}::text as body`,
    [key, columns.value, columns.type, columns.section],
  )
  return row?.body as string | undefined
}

/**
 * Site settings: public list; admin set by key (PUT, refusing a stale `updatedAt` when the row
 * exists) and create-or-update by key (POST). Only declared keys are accepted.
 */
export function siteSettingRoutes(services: Services): Hono<AppEnv> {
  const { sql } = services
  const adminOnly = requireAdmin(services)
  const listAll = listStatement(settings, {})
  const router = new Hono<AppEnv>()

  router.get('/', async (c) => {
    const row = await readAs(sql, c.get('caller'), listAll)
    return jsonText(c, row?.body ?? '[]')
  })

  router.put('/:key', adminOnly, async (c) => {
    const keyCheck = await settingKey['~standard'].validate(c.req.param('key'))
    if (keyCheck.issues || !isSettingKey(keyCheck.value)) {
      throw new ApiError(404, 'El ajuste no existe')
    }
    const body = await readJson(c)
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new ApiError(400, 'El cuerpo de la petición debe ser un objeto JSON')
    }
    const input = await validate(settingUpdateSchema, { ...body, key: keyCheck.value })
    const key = input.key as SettingKey
    const answer = await writeAs(sql, c.get('caller'), async (tx) => {
      const created = await insertIfMissing(tx, key, input.value)
      if (created) return { body: created, status: 201 as const }
      const body = await updateRow(
        tx,
        settings,
        { column: 'key', value: key },
        columnsOf(key, input.value),
        input.updatedAt,
      )
      return { body, status: 200 as const }
    })
    return jsonText(c, answer.body, answer.status)
  })

  router.post('/', adminOnly, jsonBody(settingUpsertSchema), async (c) => {
    const input = c.req.valid('json')
    const columns = columnsOf(input.key as SettingKey, input.value)
    const answer = await writeAs(sql, c.get('caller'), async (tx) => {
      const [row] = await tx.unsafe(
        `insert into public.site_settings (key, value, type, section) values ($1, $2, $3, $4)
         on conflict (key) do update set value = excluded.value, type = excluded.type,
           section = excluded.section
         returning ${jsonObject(siteSettingFields)}::text as body, (xmax = 0) as created`,
        [input.key, columns.value, columns.type, columns.section],
      )
      return row as unknown as { body: string; created: boolean }
    })
    return jsonText(c, answer.body, answer.created ? 201 : 200)
  })

  return router
}
