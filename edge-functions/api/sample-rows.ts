import type { ResourceDefinition } from '../_shared/resource.ts'

/**
 * The insert of a definition's sample as a row of its table, for tests that need one of its
 * records without going through the API (a record to edit or delete, RLS's rows, a list to
 * order): each field of the sample written to its column.
 */
export function sampleInsert(
  resource: Pick<ResourceDefinition, 'table' | 'fields' | 'sample'>,
  columns: Readonly<Record<string, unknown>> = {},
): { sql: string; params: unknown[] } {
  const values = new Map<string, unknown>()
  for (const [field, value] of Object.entries(resource.sample)) {
    const column = resource.fields[field]
    if (!column)
      throw new Error(`${resource.table}: its sample's '${field}' is not one of its fields`)
    values.set(column, typeof value === 'object' && value !== null ? JSON.stringify(value) : value)
  }
  for (const [column, value] of Object.entries(columns)) values.set(column, value)
  const names = [...values.keys()]
  return {
    sql: `insert into public.${resource.table} (${names.join(', ')}) values (${names.map((_, index) => `$${index + 1}`).join(', ')})`,
    params: [...values.values()],
  }
}
