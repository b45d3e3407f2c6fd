import * as v from 'valibot'
import type { ResourceDefinition } from '../_shared/resource.ts'
import { fieldsByColumn, toColumns, withoutUndefined } from '../_shared/resource.ts'
import type { Transaction } from './db.ts'
import { ApiError, MESSAGES, notFoundMessage } from './errors.ts'
import { insertRow, updateRow } from './row-writes.ts'
import { jsonObject, table } from './sql.ts'

/**
 * What a write asks of an item's publication (`?status=` of a POST or PUT): `draft` keeps it from
 * visitors (a new item stays unpublished; changes to a published one wait in content_drafts),
 * `published` shows it with its pending changes, from the minute «Publicar el» names (changes to
 * an item visitors see wait for that minute in content_drafts). A write that does not say keeps
 * the spec's contract: a new item is published, a change is live at once.
 */
export type PublicationStatus = 'draft' | 'published'

export const publicationStatusSchema = v.optional(
  v.picklist(['draft', 'published'], 'El estado debe ser draft (borrador) o published (publicado)'),
)

/** The columns of a new item: a draft has no published_at (the column's default publishes). */
function withStatus(
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
    const changes = changesSent(input)
    if (Object.keys(changes).length === 0) throw new ApiError(400, MESSAGES.nothingToSave)
    // A change scheduled before becomes a draft again: «Guardar borrador» shows visitors nothing
    // new, at its minute or ever, until «Publicar».
    await tx.unsafe(
      `insert into public.content_drafts (table_name, row_id, changes) values ($1, $2, $3::jsonb)
       on conflict (table_name, row_id) do update
         set changes = content_drafts.changes || excluded.changes, publish_at = null, field_columns = null`,
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
  if (row.visible && typeof requested === 'string' && (await comesLater(tx, requested))) {
    if (!row.current) throw new ApiError(409, MESSAGES.stale)
    const changes = { ...pendingChanges, ...changesSent(input) }
    return scheduleChange(tx, target, id, changes, requested)
  }
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

/** What a write sends to change, without the `updatedAt` it was edited from. */
function changesSent(input: Record<string, unknown>): Record<string, unknown> {
  return withoutUndefined({ ...input, updatedAt: undefined })
}

/** Whether `instant` is later than the database's now(), the clock its policies read. */
async function comesLater(tx: Transaction, instant: string): Promise<boolean> {
  const [row] = await tx.unsafe('select $1::timestamptz > now() as later', [instant])
  return row.later as boolean
}

/** Thrown to leave a savepoint whose work succeeded, undoing it. */
const TRIED = Symbol('tried')

/**
 * Keeps `changes` (API fields) to an item visitors see until `publishAt`: they go on seeing the row
 * as it is, and the database writes the changes into it at that minute
 * (private.publish_due_changes, 20261203200000), with the column each field goes to. The write is
 * tried on the row first and undone, so what the row would refuse then (a check, a link, a file
 * no longer in the library) is refused now, in the API's own words.
 */
async function scheduleChange(
  tx: Transaction,
  target: Target,
  id: number,
  changes: Record<string, unknown>,
  publishAt: string,
): Promise<string> {
  const columns = { ...toColumns(target.fields, changes), published_at: publishAt }
  try {
    await tx.savepoint(async (trial) => {
      await updateRow(trial, target, { column: 'id', value: id }, columns, undefined)
      throw TRIED
    })
  } catch (error) {
    if (error !== TRIED) throw error
  }
  await tx.unsafe(
    `insert into public.content_drafts (table_name, row_id, changes, publish_at, field_columns)
     values ($1, $2, $3::jsonb, $4, $5::jsonb)`,
    [
      target.table,
      id,
      changes as never,
      publishAt,
      fieldsByColumn(target.fields, changes) as never,
    ],
  )
  return readRow(tx, target, id)
}
