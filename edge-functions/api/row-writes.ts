/**
 * One statement on one row each, the bottom of every write: the routes and publication.ts call
 * these, and these know neither, so a write's path runs one way.
 */
import { quoteIdentifier, type Transaction } from './db.ts'
import { ApiError, MESSAGES, notFoundMessage } from './errors.ts'
import { assignments, jsonObject, table } from './sql.ts'

type Fields = Readonly<Record<string, string>>

export async function insertRow(
  tx: Transaction,
  target: { table: string; fields: Fields },
  columns: Record<string, unknown>,
): Promise<string> {
  const { names, placeholders, values } = assignments(columns)
  const [row] = await tx.unsafe(
    `insert into ${table(target.table)} (${names.join(', ')}) values (${placeholders.join(', ')}) returning ${jsonObject(target.fields, target.table)}::text as body`,
    values as never[],
  )
  return row.body as string
}

/**
 * Inserts one row or, when its `key` column's value is taken, sets the row that has it to the
 * same columns (a picture's one description).
 */
export async function upsertRow(
  tx: Transaction,
  target: { table: string; fields: Fields },
  key: string,
  columns: Record<string, unknown>,
): Promise<string> {
  const { names, placeholders, values } = assignments(columns)
  const setList = names
    .filter((name) => name !== quoteIdentifier(key))
    .map((name) => `${name} = excluded.${name}`)
  const [row] = await tx.unsafe(
    `insert into ${table(target.table)} (${names.join(', ')}) values (${placeholders.join(', ')})
     on conflict (${quoteIdentifier(key)}) do update set ${setList.join(', ')}
     returning ${jsonObject(target.fields, target.table)}::text as body`,
    values as never[],
  )
  return row.body as string
}

/**
 * Updates one row identified by `key` (a column and its value). When the editor sent the
 * `updatedAt` it loaded and the row has changed since, nothing is written and the answer is 409.
 */
export async function updateRow(
  tx: Transaction,
  target: { table: string; fields: Fields; noun: string },
  key: { column: string; value: string | number; extra?: { column: string; value: unknown } },
  columns: Record<string, unknown>,
  updatedAt: string | null | undefined,
): Promise<string> {
  if (Object.keys(columns).length === 0) throw new ApiError(400, MESSAGES.nothingToSave)
  const { names, placeholders, values } = assignments(columns)
  const keyValues = key.extra ? [key.value, key.extra.value] : [key.value]
  const keyWhere = (offset: number) =>
    [key.column, ...(key.extra ? [key.extra.column] : [])]
      .map((column, index) => `${column} = $${offset + index + 1}`)
      .join(' and ')
  const stamp = `$${values.length + keyValues.length + 1}::timestamptz`
  const setList = names.map((name, index) => `${name} = ${placeholders[index]}`).join(', ')
  const [row] = await tx.unsafe(
    `update ${table(target.table)} set ${setList} where ${keyWhere(values.length)} and (${stamp} is null or updated_at = ${stamp}) returning ${jsonObject(target.fields, target.table)}::text as body`,
    [...values, ...keyValues, updatedAt ?? null] as never[],
  )
  if (row) return row.body as string
  const [existing] = await tx.unsafe(
    `select 1 from ${table(target.table)} where ${keyWhere(0)}`,
    keyValues as never[],
  )
  if (existing) throw new ApiError(409, MESSAGES.stale)
  throw new ApiError(404, notFoundMessage(target.noun))
}

/** Moves one row (an album with its tracks) to the Papelera; answers its entry there. */
export async function deleteRow(
  tx: Transaction,
  target: { table: string; noun: string },
  id: number,
): Promise<number> {
  const [row] = await tx.unsafe('select private.move_to_trash($1, $2) as entry', [target.table, id])
  if (row.entry === null) throw new ApiError(404, notFoundMessage(target.noun))
  return Number(row.entry)
}
