import { Hono } from 'hono'
import {
  settingKey,
  settingUpdateSchema,
  settingUpsertSchema,
  siteSettingFields,
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
import { readAs, writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'
import { jsonObject, listStatement } from '../sql.ts'

const settings = {
  table: 'site_settings',
  fields: siteSettingFields,
  noun: 'el ajuste',
  order: ['section', 'key'],
} as const

function columnsOf(input: { value: string; type?: string; section?: string }) {
  const columns: Record<string, unknown> = { value: input.value }
  if (input.type !== undefined) columns.type = input.type
  if (input.section !== undefined) columns.section = input.section
  return columns
}

/** Site settings: public list; admin update by key and create-or-update by key. */
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
    if (keyCheck.issues) throw new ApiError(404, 'El ajuste no existe')
    const body = await readJson(c)
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new ApiError(400, 'El cuerpo de la petición debe ser un objeto JSON')
    }
    const input = await validate(settingUpdateSchema, { ...body, key: keyCheck.value })
    const answer = await writeAs(sql, c.get('caller'), (tx) =>
      updateRow(
        tx,
        settings,
        { column: 'key', value: input.key },
        columnsOf(input),
        input.updatedAt,
      ),
    )
    return jsonText(c, answer)
  })

  router.post('/', adminOnly, jsonBody(settingUpsertSchema), async (c) => {
    const input = c.req.valid('json')
    const answer = await writeAs(sql, c.get('caller'), async (tx) => {
      const [row] = await tx.unsafe(
        `insert into public.site_settings (key, value, type, section)
         values ($1, $2, coalesce($3, 'string'), coalesce($4, 'general'))
         on conflict (key) do update set value = excluded.value,
           type = coalesce($3, site_settings.type), section = coalesce($4, site_settings.section)
         returning ${jsonObject(siteSettingFields)}::text as body, (xmax = 0) as created`,
        [input.key, input.value, input.type ?? null, input.section ?? null],
      )
      return row as unknown as { body: string; created: boolean }
    })
    return jsonText(c, answer.body, answer.created ? 201 : 200)
  })

  return router
}
