import { sValidator } from '@hono/standard-validator'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Caller } from './caller.ts'
import type { ApiConfig } from './config.ts'
import { readAs, type Sql } from './db.ts'
import { ApiError, MESSAGES, validationError } from './errors.ts'

export interface Services {
  config: ApiConfig
  sql: Sql
  resolveCaller: (authorization: string | undefined) => Promise<Caller>
}

export interface AppEnv {
  Variables: {
    requestId: string
    caller: Caller
  }
}

export type AppContext = Context<AppEnv>

const LONE_SURROGATE = /\p{Cs}/u

/**
 * Text Postgres cannot keep as sent: it refuses NUL, and would store a lone surrogate altered.
 * Walked with a list rather than recursion: a body may be nested 100 000 levels deep.
 */
function hasUnstorableText(value: unknown): boolean {
  const pending = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (next.includes('\u0000') || LONE_SURROGATE.test(next)) return true
    } else if (next && typeof next === 'object') {
      for (const item of Object.values(next)) pending.push(item)
    }
  }
  return false
}

/** Refuses a body holding such text, naming its field, before anything reaches the database. */
export function refuseUnstorableText(input: unknown) {
  if (!input || typeof input !== 'object') return
  const field = Object.entries(input).find(([, value]) => hasUnstorableText(value))?.[0]
  if (field !== undefined) {
    throw new ApiError(400, MESSAGES.invalidText, { [field]: MESSAGES.invalidText })
  }
}

/** Validates the JSON body with a shared schema; the first issue's Spanish message is the answer. */
export function jsonBody<T extends StandardSchemaV1>(schema: T) {
  return sValidator('json', schema, (result) => {
    if (!result.success) throw validationError(result.error)
    refuseUnstorableText(result.data)
  })
}

/** Validates a value assembled by the route (e.g. body plus a key from the path). */
export async function validate<T extends StandardSchemaV1>(
  schema: T,
  value: unknown,
): Promise<StandardSchemaV1.InferOutput<T>> {
  const result = await schema['~standard'].validate(value)
  if (result.issues) throw validationError(result.issues)
  refuseUnstorableText(value)
  return result.value
}

/** The request body as JSON, or a Spanish 400; a missing body reads as `{}`. */
export async function readJson(c: AppContext): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, MESSAGES.malformedJson)
  }
}

const ID_PATTERN = /^[1-9]\d{0,14}$/

/** A route id: a positive integer small enough to be exact; anything else is not a record. */
export function idParam(c: AppContext, name = 'id'): number {
  const raw = c.req.param(name) ?? ''
  if (!ID_PATTERN.test(raw)) throw new ApiError(404, MESSAGES.notFound)
  return Number(raw)
}

/**
 * Admin routes: 401 without a session or with one that was signed out, 403 for a signed-in
 * non-admin, decided as the caller.
 */
export function requireAdmin(services: Services): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller')
    if (caller.role !== 'authenticated') throw new ApiError(401, MESSAGES.notSignedIn)
    const row = await readAs<boolean>(
      services.sql,
      caller,
      `select private.session_is_live() as live,
         coalesce((select is_admin from public.profiles where id = auth.uid()), false) as admin`,
    )
    if (!row?.live) throw new ApiError(401, MESSAGES.invalidSession)
    if (!row.admin) throw new ApiError(403, MESSAGES.notAdmin)
    await next()
  })
}

export function jsonText(c: AppContext, body: string, status: 200 | 201 = 200): Response {
  return c.body(body, status, { 'content-type': 'application/json; charset=UTF-8' })
}
