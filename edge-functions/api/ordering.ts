import { ORDER_MESSAGES } from '../_shared/ordering.ts'
import type { ResourceDefinition } from '../_shared/resource.ts'
import { quoteIdentifier, type Transaction } from './db.ts'
import { ApiError, MESSAGES } from './errors.ts'
import { listStatement, table } from './sql.ts'

const idsOf = (rows: readonly { id: string }[]) => new Set(rows.map((row) => Number(row.id)))

/** A `bigint[]` parameter as Postgres' array text: the ids are checked integers. */
const arrayText = (ids: readonly number[]) => `{${ids.join(',')}}`

/**
 * Numbers the list's rows 1..n in the order of `ids` (already checked: positive integers, none
 * twice) and answers the list as its read does. The list is the whole table, or the rows of
 * `parent` when the rows are ordered within a parent. Refused, nothing is written:
 * - 400 when an id names another parent's row, or was never issued by the table's identity;
 * - 409 when the list is no longer the one the owner ordered: a row added since (its id is
 *   missing) or deleted since (an issued id no row has).
 */
export async function putInOrder(
  tx: Transaction,
  definition: ResourceDefinition,
  ids: readonly number[],
  parent?: number,
): Promise<string> {
  const { ordering } = definition
  if (!ordering) throw new Error(`${definition.path} is not ordered by hand`)
  const target = table(definition.table)
  const within = ordering.within
  const inList = within ? `${quoteIdentifier(within.column)} = ${Number(parent)}` : 'true'
  // Against every other write to the table (reads go on), so the list compared is the one
  // renumbered, and two orderings of one list take turns.
  await tx.unsafe(`lock table ${target} in share row exclusive mode`)

  const listed = idsOf(await tx.unsafe(`select id::text as id from ${target} where ${inList}`))
  const strangers = ids.filter((id) => !listed.has(id))
  if (within && strangers.length > 0) {
    const [elsewhere] = await tx.unsafe(
      `select 1 from ${target} where id = any($1::bigint[]) and not (${inList}) limit 1`,
      [arrayText(strangers)],
    )
    if (elsewhere) throw new ApiError(400, within.elsewhere, { ids: within.elsewhere })
  }
  if (strangers.length > 0) {
    const [sequence] = await tx.unsafe(
      `select coalesce(pg_sequence_last_value(pg_get_serial_sequence($1, 'id')::regclass), 0)::text as last`,
      [target],
    )
    if (strangers.some((id) => id > Number(sequence.last))) {
      throw new ApiError(400, ORDER_MESSAGES.unknown, { ids: ORDER_MESSAGES.unknown })
    }
  }
  if (strangers.length > 0 || ids.length !== listed.size) throw new ApiError(409, MESSAGES.stale)

  const column = quoteIdentifier(ordering.column)
  await tx.unsafe(
    `update ${target} as t set ${column} = o.position
     from unnest($1::bigint[]) with ordinality as o(id, position)
     where t.id = o.id and t.${column} is distinct from o.position`,
    [arrayText(ids)],
  )
  const [answer] = await tx.unsafe(listStatement(definition, {}, within ? inList : undefined))
  return answer.body as string
}
