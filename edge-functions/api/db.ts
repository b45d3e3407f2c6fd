import postgres from 'postgres'
import { ApiError, MESSAGES } from './errors.ts'

export type Sql = postgres.Sql
export type Transaction = postgres.TransactionSql

/** The database roles a request can act as; RLS policies are written for the first two. */
export type DatabaseRole = 'anon' | 'authenticated' | 'service_role'

export interface Acting {
  role: DatabaseRole
  claims: Readonly<Record<string, unknown>>
}

export function connectDatabase(url: string, max: number): Sql {
  return postgres(url, {
    // Poolers in transaction mode (Supabase's) reject named prepared statements.
    prepare: false,
    max,
    idle_timeout: 30,
    connect_timeout: 10,
    fetch_types: false,
    onnotice: () => {},
  })
}

/** A SQL string literal; Postgres keeps standard_conforming_strings on, so only quotes double. */
export function sqlLiteral(value: string): string {
  if (value.includes('\u0000')) throw new Error('NUL character in SQL literal')
  return `'${value.replaceAll("'", "''")}'`
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function actingStatement(acting: Acting): string {
  return `select set_config('role', ${sqlLiteral(acting.role)}, true), set_config('request.jwt.claims', ${sqlLiteral(JSON.stringify(acting.claims))}, true)`
}

/**
 * Runs one read as the caller in a single round trip: a simple-protocol query holding two
 * statements runs in one implicit transaction, so the role and claims set by the first apply
 * to the second and vanish at its end, as PostgREST's `set local` does. The statement must have
 * no parameters: only validated integers and enumerations may be inlined into it.
 * Returns the first column of the first row of the statement, or undefined when it has no row.
 */
export async function readAs<T = string>(
  sql: Sql,
  acting: Acting,
  statement: string,
): Promise<Record<string, T> | undefined> {
  const results = (await sql.unsafe(
    `${actingStatement(acting)};\n${statement}`,
  )) as unknown as Record<string, T>[][]
  return results.at(-1)?.[0]
}

/**
 * Runs work in one transaction as the caller (role and claims set first, like PostgREST). A
 * signed-in caller's session must still exist in Auth (a token outlives its sign-out until it
 * expires); checking inside the write's own transaction, not in an earlier request, means a
 * committed sign-out stops every write that has not yet begun.
 */
export function writeAs<T>(sql: Sql, acting: Acting, work: (tx: Transaction) => Promise<T>) {
  return sql.begin(async (tx) => {
    await tx.unsafe(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
      [acting.role, JSON.stringify(acting.claims)],
    )
    if (acting.role === 'authenticated') {
      const [session] = await tx.unsafe('select private.session_is_live() as live')
      if (!session.live) throw new ApiError(401, MESSAGES.invalidSession)
    }
    return work(tx)
  }) as Promise<T>
}
