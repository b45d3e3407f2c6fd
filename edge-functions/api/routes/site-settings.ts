import type { StandardSchemaV1 } from '@standard-schema/spec'
import { Hono } from 'hono'
import {
  isSettingKey,
  type SettingKey,
  SITE_SETTINGS,
  siteSettingFields,
  siteSettingsTable,
  storedTypeOf,
} from '../../_shared/resources/site-settings.ts'
import {
  settingKey,
  settingsSaveSchema,
  settingUpdateSchema,
  settingUpsertSchema,
} from '../../_shared/resources/site-settings-checks.ts'
import {
  type AppEnv,
  jsonBody,
  jsonText,
  readJson,
  refuseUnstorableText,
  requireAdmin,
  type Services,
  validate,
} from '../context.ts'
import { readAs, type Transaction, writeAs } from '../db.ts'
import { ApiError, validationError } from '../errors.ts'
import { updateRow } from '../row-writes.ts'
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
 * Stores one declared setting: creates its row when the database has none yet (`created`), else
 * updates it, refusing with 409 when `updatedAt` (what the editor loaded) is no longer the row's.
 */
async function saveSetting(
  tx: Transaction,
  key: SettingKey,
  value: string,
  updatedAt: string | null | undefined,
): Promise<{ body: string; created: boolean }> {
  const created = await insertIfMissing(tx, key, value)
  if (created) return { body: created, created: true }
  const body = await updateRow(
    tx,
    settings,
    { column: 'key', value: key },
    columnsOf(key, value),
    updatedAt,
  )
  return { body, created: false }
}

/**
 * A refused save of several settings names the one at fault: the message begins with its label
 * (the owner may not be looking at its tab) and `fieldErrors` is keyed by its key.
 */
function savesRefusal(issues: readonly StandardSchemaV1.Issue[], body: unknown): ApiError {
  const [first] = issues
  const step = first.path?.[1]
  const index = typeof step === 'object' ? step.key : step
  const entries = (body as { settings?: unknown }).settings
  const key = Array.isArray(entries) && typeof index === 'number' ? entries[index]?.key : undefined
  if (typeof key !== 'string' || !isSettingKey(key)) return validationError(issues)
  return new ApiError(400, `${SITE_SETTINGS[key].label}: ${first.message}`, {
    [key]: first.message,
  })
}

/**
 * Site settings: public list; admin set by key (PUT, refusing a stale `updatedAt` when the row
 * exists), several at once (PUT of the list, one transaction) and create-or-update by key
 * (POST). Only declared keys are accepted.
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
    const answer = await writeAs(sql, c.get('caller'), (tx) =>
      saveSetting(tx, input.key as SettingKey, input.value, input.updatedAt),
    )
    return jsonText(c, answer.body, answer.created ? 201 : 200)
  })

  // One form's save is one transaction: the change triggers' notification is sent at its commit,
  // so the rebuild it asks for reads every new value or, when one is refused, none of them.
  router.put('/', adminOnly, async (c) => {
    const body = await readJson(c)
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new ApiError(400, 'El cuerpo de la petición debe ser un objeto JSON')
    }
    const checked = await settingsSaveSchema['~standard'].validate(body)
    if (checked.issues) throw savesRefusal(checked.issues, body)
    refuseUnstorableText(body)
    // In the order of their keys: two saves at once lock the rows they share in the same order,
    // so neither can wait on the other for ever.
    const entries = [...checked.value.settings].sort((a, b) => a.key.localeCompare(b.key))
    const saved = await writeAs(sql, c.get('caller'), async (tx) => {
      const bodies: string[] = []
      for (const entry of entries) {
        const { body } = await saveSetting(
          tx,
          entry.key as SettingKey,
          entry.value,
          entry.updatedAt,
        )
        bodies.push(body)
      }
      return bodies
    })
    return jsonText(c, `[${saved.join(',')}]`)
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
