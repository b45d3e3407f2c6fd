/**
 * The bench's reference: the same SQL as the api function's public lists, through the same
 * `postgres` client, answered with no framework, no auth and no role switch. Runs under Deno.
 * Env: SUPABASE_DB_URL, PORT, API_DB_POOL_SIZE.
 */
import { activities } from '../edge-functions/_shared/resources/activities.ts'
import { books } from '../edge-functions/_shared/resources/books.ts'
import { services } from '../edge-functions/_shared/resources/services.ts'
import { connectDatabase } from '../edge-functions/api/db.ts'
import { listStatement } from '../edge-functions/api/sql.ts'

// Typed by hand: this file runs under Deno but is type-checked with the Node project.
type DenoNamespace = {
  env: { get(name: string): string | undefined }
  serve(
    options: { port: number; hostname: string; onListen: () => void },
    handler: (request: Request) => Promise<Response>,
  ): unknown
}
const Deno = (globalThis as unknown as { Deno: DenoNamespace }).Deno

const sql = connectDatabase(
  Deno.env.get('SUPABASE_DB_URL') ?? '',
  Number(Deno.env.get('API_DB_POOL_SIZE') ?? 10),
)

const statements: Record<string, string> = {
  '/api/services': listStatement(services, services.lists[0]),
  '/api/activities/featured': listStatement(activities, activities.lists[1]),
  '/api/books': listStatement(books, books.lists[0]),
}

Deno.serve(
  {
    port: Number(Deno.env.get('PORT')),
    hostname: '127.0.0.1',
    onListen: () => console.log('ready'),
  },
  async (request: Request) => {
    const statement = statements[new URL(request.url).pathname]
    if (!statement) return new Response('not found', { status: 404 })
    const [row] = await sql.unsafe(statement)
    return new Response(row.body as string, {
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    })
  },
)
