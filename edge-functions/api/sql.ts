import type { ListRoute, ResourceDefinition } from '../_shared/resource.ts'
import { quoteIdentifier } from './db.ts'

/**
 * `json_build_object('apiName', "table"."column", ...)`: Postgres writes the answer's JSON itself.
 * With the table's name as `alias`, a field may also name a computed field of the row (a function
 * taking the row, as PostgREST reads them: `public.is_upcoming(public.activities)`).
 */
export function jsonObject(
  fields: Readonly<Record<string, string>>,
  alias?: string,
  shownWhen: Readonly<Record<string, string>> = {},
): string {
  const prefix = alias ? `${quoteIdentifier(alias)}.` : ''
  const pairs = Object.entries(fields).map(([field, column]) => {
    const value = `${prefix}${quoteIdentifier(column)}`
    const condition = shownWhen[field]
    // Evaluated once per statement (an init plan), not once per row.
    return condition
      ? `'${field}', case when (select private.is_admin()) or (${condition}) then ${value} end`
      : `'${field}', ${value}`
  })
  return `json_build_object(${pairs.join(', ')})`
}

export function orderBy(columns: readonly string[]): string {
  return columns.map(quoteIdentifier).join(', ')
}

export function table(name: string): string {
  return `public.${quoteIdentifier(name)}`
}

/** A statement answering one column `body`: the JSON array text of the list. */
export function listStatement(
  definition: Pick<ResourceDefinition, 'fields' | 'table' | 'order' | 'shownWhen'>,
  list: Pick<ListRoute, 'onlyWhere'>,
  extraCondition?: string,
): string {
  const row = quoteIdentifier(definition.table)
  const conditions = [
    ...(list.onlyWhere ?? []).map((column) => `${row}.${quoteIdentifier(column)}`),
    extraCondition,
  ].filter(Boolean)
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : ''
  return `select coalesce(json_agg(${jsonObject(definition.fields, definition.table, definition.shownWhen)} order by ${orderBy(definition.order)}), '[]')::text as body from ${table(definition.table)}${where}`
}

/** Insert or update column lists and their $n parameters, starting after `offset` parameters. */
export function assignments(columns: Record<string, unknown>, offset = 0) {
  const names = Object.keys(columns)
  return {
    names: names.map(quoteIdentifier),
    placeholders: names.map((_, index) => `$${index + offset + 1}`),
    values: Object.values(columns),
  }
}
