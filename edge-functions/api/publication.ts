import * as v from 'valibot'
import type { ResourceDefinition } from '../_shared/resource.ts'
import { toColumns, withoutUndefined } from '../_shared/resource.ts'
import { type AppContext, validate } from './context.ts'
import { insertRow, notFoundMessage, updateRow } from './crud.ts'
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

/** "Publicar el" as a write sent it (validated: an ISO instant), null when left empty. */
function publishAtOf(input: Record<string, unknown>): string | null | undefined {
  return input.publishedAt as string | null | undefined
}

/** Keeps "Publicar el" of an item visitors do not see yet among its pending changes. */
async function keepPublishAt(
  tx: Transaction,
  target: Target,
  id: number,
  publishAt: string | null,
) {
  await tx.unsafe(
    `insert into public.content_drafts (table_name, row_id, changes) values ($1, $2, $3::jsonb)
     on conflict (table_name, row_id) do update set changes = content_drafts.changes || excluded.changes`,
    [target.table, id, { publishedAt: publishAt } as never],
  )
}

/**
 * Creates an item as `status` asks. A new item is published from "Publicar el" when it says (a
 * later minute schedules it), at once otherwise (the column's default); a draft has no
 * published_at, and keeps the "Publicar el" it was given for its "Publicar".
 */
export async function createItem(
  tx: Transaction,
  target: Target,
  input: Record<string, unknown>,
  status: PublicationStatus | undefined,
): Promise<string> {
  const columns = toColumns(target.fields, input)
  const publishAt = publishAtOf(input)
  if (status !== 'draft') {
    return insertRow(tx, target, publishAt ? { ...columns, published_at: publishAt } : columns)
  }
  const body = await insertRow(tx, target, withStatus(columns, status))
  if (!publishAt) return body
  const { id } = JSON.parse(body) as { id: number }
  await keepPublishAt(tx, target, id, publishAt)
  return readRow(tx, target, id)
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
  const publishAt = publishAtOf(input)
  if (status === undefined) {
    // The spec's contract, a change live at once: a "Publicar el" given moves the publication.
    const moved = publishAt ? { ...columns, published_at: publishAt } : columns
    return updateRow(tx, target, key, moved, updatedAt)
  }

  const [row] = await tx.unsafe(
    `select published_at is not null as published, published_at <= now() as visible,
       now()::text as now,
       ($2::timestamptz is null or updated_at = $2::timestamptz) as current
     from ${table(target.table)} where id = $1 for update`,
    [id, updatedAt ?? null],
  )
  if (!row) throw new ApiError(404, notFoundMessage(target.noun))

  if (status === 'draft') {
    // An item never published is itself the draft: the edit goes into its row, and its
    // "Publicar el" waits among its pending changes (its published_at would publish it).
    if (!row.published) {
      if (publishAt !== undefined) await keepPublishAt(tx, target, id, publishAt)
      if (Object.keys(columns).length > 0) return updateRow(tx, target, key, columns, updatedAt)
      if (!row.current) throw new ApiError(409, MESSAGES.stale)
      return readRow(tx, target, id)
    }
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
  const pendingChanges = pending ? JSON.parse(pending.changes as string) : {}
  // "Publicar el": a minute given is the one; empty publishes now an item visitors do not see
  // yet (a draft, or one scheduled later); not said keeps a scheduled minute.
  const requested = publishAt !== undefined ? publishAt : publishAtOf(pendingChanges)
  const publishedAt =
    typeof requested === 'string'
      ? requested
      : !row.published || (requested === null && !row.visible)
        ? row.now
        : undefined
  const published = {
    ...toColumns(target.fields, pendingChanges),
    ...columns,
    ...(publishedAt ? { published_at: publishedAt } : {}),
  }
  if (Object.keys(published).length === 0) {
    if (!row.current) throw new ApiError(409, MESSAGES.stale)
    return readRow(tx, target, id)
  }
  return updateRow(tx, target, key, published, updatedAt)
}
