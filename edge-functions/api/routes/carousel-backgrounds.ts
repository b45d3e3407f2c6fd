import { Hono } from 'hono'
import * as v from 'valibot'
import { integerInRange } from '../../_shared/fields.ts'
import {
  type CarouselSection,
  carouselCreateSchema,
  carouselFields,
  carouselSection,
  carouselUpdateSchema,
  HERO_POSITIONS,
} from '../../_shared/resources/carousel-backgrounds.ts'
import {
  type AppContext,
  type AppEnv,
  jsonBody,
  jsonText,
  requireAdmin,
  type Services,
  validate,
} from '../context.ts'
import { readAs, writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'
import { insertRow, updateRow } from '../row-writes.ts'
import { jsonObject } from '../sql.ts'

const NOT_FOUND = 'No hay fondo para esta sección'
/** The backgrounds' table as the shared writes and the Historial (`/{id}/versions`) name it. */
export const backgrounds = {
  table: 'carousel_backgrounds',
  fields: carouselFields,
  noun: 'el fondo',
}

const positionQuery = v.optional(
  integerInRange('La posición debe ser 1, 2 o 3', 1, HERO_POSITIONS),
  1,
)

/** The section in the path (`albums` is `music`) and, for hero only, `?position=1..3`. */
async function slotOf(c: AppContext): Promise<{ section: CarouselSection; position: number }> {
  const section = carouselSection(c.req.param('section') ?? '')
  if (!section) throw new ApiError(404, NOT_FOUND)
  if (section !== 'hero') return { section, position: 1 }
  return { section, position: await validate(positionQuery, c.req.query('position')) }
}

/** Section backgrounds: one per section, three positions for hero. */
export function carouselBackgroundRoutes(services: Services): Hono<AppEnv> {
  const { sql } = services
  const adminOnly = requireAdmin(services)
  const router = new Hono<AppEnv>()

  router.get('/:section', async (c) => {
    const { section, position } = await slotOf(c)
    const row = await readAs(
      sql,
      c.get('caller'),
      `select ${jsonObject(carouselFields)}::text as body from public.carousel_backgrounds where section = '${section}' and position = ${position}`,
    )
    // A known section the owner has not given a background is not an error: `null` keeps every
    // visitor's console free of 404s (the home page asks for all eight sections).
    if (!row) return c.json(null)
    return jsonText(c, row.body)
  })

  router.post('/', adminOnly, jsonBody(carouselCreateSchema), async (c) => {
    const input = c.req.valid('json')
    const columns: Record<string, unknown> = {}
    for (const [field, column] of Object.entries(carouselFields)) {
      const value = (input as Record<string, unknown>)[field]
      if (value !== undefined && column !== 'id') columns[column] = value
    }
    const body = await writeAs(sql, c.get('caller'), (tx) => insertRow(tx, backgrounds, columns))
    return jsonText(c, body, 201)
  })

  router.put('/:section', adminOnly, jsonBody(carouselUpdateSchema), async (c) => {
    const { section, position } = await slotOf(c)
    const input = c.req.valid('json') as Record<string, unknown>
    const columns: Record<string, unknown> = {}
    for (const [field, column] of Object.entries(carouselFields)) {
      if (['id', 'section', 'position', 'createdAt', 'updatedAt'].includes(field)) continue
      if (input[field] !== undefined) columns[column] = input[field]
    }
    const body = await writeAs(sql, c.get('caller'), (tx) =>
      updateRow(
        tx,
        backgrounds,
        { column: 'section', value: section, extra: { column: 'position', value: position } },
        columns,
        input.updatedAt as string | null | undefined,
      ),
    )
    return jsonText(c, body)
  })

  return router
}
