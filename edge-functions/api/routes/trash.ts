import { Hono } from 'hono'
import { type AppEnv, idParam, jsonText, requireAdmin, type Services } from '../context.ts'
import { readAs, writeAs } from '../db.ts'
import { ApiError } from '../errors.ts'
import { deleteTrashedObjects, restoreFile, TRASH_MESSAGES } from '../trash.ts'

/** What keeps a restore from fitting the table now, by Postgres's code, said to the owner. */
const RESTORE_REFUSALS: Record<string, string> = {
  '23503': TRASH_MESSAGES.parentGone,
  '23505': TRASH_MESSAGES.invalid,
  '23502': TRASH_MESSAGES.invalid,
  '23514': TRASH_MESSAGES.invalid,
  MD404: TRASH_MESSAGES.fileGone,
}

function restoreRefusal(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('code' in error)) return undefined
  return RESTORE_REFUSALS[String((error as { code: unknown }).code)]
}

const LIST = `select coalesce(json_agg(json_build_object(
    'id', t.id, 'kind', t.kind, 'itemId', t.item_id, 'label', t.label,
    'bucket', case when t.kind = 'file' then t.item ->> 'bucket' end,
    'children', (select coalesce(sum(jsonb_array_length(c -> 'rows')), 0)
                 from jsonb_array_elements(t.children) c),
    'deletedAt', t.deleted_at)
  order by t.deleted_at desc, t.id desc), '[]')::text as body
  from private.trash t`

/**
 * `/api/trash`, the Papelera, the admin's alone: its list, restoring one entry (the item comes
 * back with its id, fields, order and tracks; a file comes back to its bucket), deleting one
 * entry for good, and emptying it.
 */
export function trashRoutes(services: Services): Hono<AppEnv> {
  const { sql } = services
  const router = new Hono<AppEnv>()
  router.use(requireAdmin(services))

  router.get('/', async (c) => {
    const row = await readAs(sql, c.get('caller'), LIST)
    return jsonText(c, row?.body ?? '[]')
  })

  router.post('/:id/restore', async (c) => {
    const id = idParam(c)
    const caller = c.get('caller')
    const entry = await readAs(
      sql,
      caller,
      `select kind, item_id from private.trash where id = ${id}`,
    )
    if (!entry) throw new ApiError(404, TRASH_MESSAGES.notFound)
    if (entry.kind === 'file') {
      await restoreFile(services, caller, id)
      return c.json({ id, kind: entry.kind, itemId: entry.item_id })
    }
    try {
      const restored = await writeAs(sql, caller, async (tx) => {
        const [row] = await tx.unsafe('select private.restore_from_trash($1)::text as restored', [
          id,
        ])
        return row.restored as string | null
      })
      if (restored === null) throw new ApiError(404, TRASH_MESSAGES.notFound)
      return c.json({ id, ...(JSON.parse(restored) as { kind: string; itemId: string }) })
    } catch (error) {
      const refusal = restoreRefusal(error)
      if (refusal) throw new ApiError(409, refusal)
      throw error
    }
  })

  // "Eliminar definitivamente": one entry as emptying treats them all, its file deleted after
  // the transaction that forgot it.
  router.delete('/:id', async (c) => {
    const id = idParam(c)
    const caller = c.get('caller')
    const files = await writeAs(sql, caller, async (tx) => {
      const [row] = await tx.unsafe(
        'select to_json(private.delete_trash_entry($1))::text as files',
        [id],
      )
      return row.files === null ? null : (JSON.parse(row.files as string) as string[])
    })
    if (files === null) throw new ApiError(404, TRASH_MESSAGES.notFound)
    await deleteTrashedObjects(services, caller, files)
    return c.json({ id })
  })

  router.delete('/', async (c) => {
    const caller = c.get('caller')
    const [counted, files] = await writeAs(sql, caller, async (tx) => {
      const [count] = await tx.unsafe('select count(*)::int as entries from private.trash')
      const [row] = await tx.unsafe('select to_json(private.empty_trash())::text as files')
      return [count.entries as number, JSON.parse(row.files as string) as string[]] as const
    })
    await deleteTrashedObjects(services, caller, files)
    return c.json({ emptied: counted })
  })

  return router
}
