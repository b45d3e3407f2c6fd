import * as v from 'valibot'
import type { ResourceDefinition } from '../_shared/resource.ts'
import { toColumns, withoutUndefined } from '../_shared/resource.ts'
import { type AppContext, validate } from './context.ts'
import { notFoundMessage, updateRow } from './crud.ts'
import type { Transaction } from './db.ts'
import { ApiError, MESSAGES } from './errors.ts'
import { jsonObject, table } from './sql.ts'

/**
 * What a write asks of an item's publication (`?status=` of a POST or PUT): `draft` keeps it from
 * visitors (a new item stays unpublished; changes to a published one wait in content_drafts),
 * `published` shows it with its pending changes. A write that does not say keeps the spec's
 * contract: a new item is published, a change is live at once.
 */
export type PublicationStatus = 'draft' | 'published'

const statusSchema = v.optional(
  v.picklist(['draft', 'published'], 'El estado debe ser draft (borrador) o published (publicado)'),
)

export function statusOf(c: AppContext): Promise<PublicationStatus | undefined> {
  return validate(statusSchema, c.req.query('status'))
}

/** The columns of a new item: a draft has no published_at (the column's default publishes). */
export function withStatus(
  columns: Record<string, unknown>,
  status: PublicationStatus | undefined,
): Record<string, unknown> {
  return status === 'draft' ? { ...columns, published_at: null } : columns
}

type Target = Pick<ResourceDefinition, 'table' | 'fields' | 'noun'>

async function readRow(tx: Transaction, target: Target, id: number): Promise<string> {
  const [row] = await tx.unsafe(
    `select ${jsonObject(target.fields, target.table)}::text as body from ${table(target.table)} where id = $1`,
    [id],
  )
  return row.body as string
}

/**
 * Saves an edit of one item as `status` asks (see PublicationStatus). `input` is the validated
 * update body; its `updatedAt`, when sent, must still be the row's, or the answer is 409.
 */
export async function saveEdit(
  tx: Transaction,
  target: Target,
  id: number,
  input: Record<string, unknown>,
  status: PublicationStatus | undefined,
): Promise<string> {
  const key = { column: 'id', value: id }
  const updatedAt = input.updatedAt as string | null | undefined
  const columns = toColumns(target.fields, input)
  if (status === undefined) return updateRow(tx, target, key, columns, updatedAt)

  const [row] = await tx.unsafe(
    `select published_at is not null as published, now()::text as now,
       ($2::timestamptz is null or updated_at = $2::timestamptz) as current
     from ${table(target.table)} where id = $1 for update`,
    [id, updatedAt ?? null],
  )
  if (!row) throw new ApiError(404, notFoundMessage(target.noun))

  if (status === 'draft') {
    // An item visitors do not see yet is itself the draft: the edit goes into its row.
    if (!row.published) return updateRow(tx, target, key, columns, updatedAt)
    if (!row.current) throw new ApiError(409, MESSAGES.stale)
    const changes = withoutUndefined({ ...input, updatedAt: undefined })
    if (Object.keys(changes).length === 0) throw new ApiError(400, MESSAGES.nothingToSave)
    await tx.unsafe(
      `insert into public.content_drafts (table_name, row_id, changes) values ($1, $2, $3::jsonb)
       on conflict (table_name, row_id) do update set changes = content_drafts.changes || excluded.changes`,
      // postgres.js sends an object as jsonb itself (a string would become a JSON string).
      [target.table, id, changes as never],
    )
    return readRow(tx, target, id)
  }

  // Publishing: the pending changes, then what this request sends over them, into the row.
  const [pending] = await tx.unsafe(
    'delete from public.content_drafts where table_name = $1 and row_id = $2 returning changes::text as changes',
    [target.table, id],
  )
  const published = {
    ...toColumns(target.fields, pending ? JSON.parse(pending.changes as string) : {}),
    ...columns,
    ...(row.published ? {} : { published_at: row.now }),
  }
  if (Object.keys(published).length === 0) {
    if (!row.current) throw new ApiError(409, MESSAGES.stale)
    return readRow(tx, target, id)
  }
  return updateRow(tx, target, key, published, updatedAt)
}
