import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { TOO_LARGE_MESSAGE } from '../_shared/body-limits.ts'
import { SCHEDULE_MESSAGES } from '../_shared/fields.ts'
import { MEDIA_MESSAGES } from '../_shared/media.ts'

export interface ErrorBody {
  message: string
  fieldErrors?: Record<string, string>
  requestId?: string
}

/** A refusal the client caused; its message is shown to the user, so it is Spanish. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message)
  }
}

export const MESSAGES = {
  notSignedIn: 'No has iniciado sesión',
  invalidSession: 'La sesión no es válida o ha caducado. Inicia sesión de nuevo.',
  notAdmin: 'No tienes permisos de administrador',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'No encontrado',
  routeNotFound: 'Ruta no encontrada',
  malformedJson: 'El cuerpo de la petición no es un JSON válido',
  tooLarge: TOO_LARGE_MESSAGE,
  invalidData: 'Los datos enviados no son válidos',
  invalidText: 'El texto contiene caracteres no válidos',
  duplicate: 'Ya existe un elemento con esos datos',
  nothingToSave: 'No se ha enviado ningún campo que guardar',
  stale: 'El elemento ha cambiado desde que lo abriste. Recarga y vuelve a intentarlo.',
  unexpected: 'Error interno del servidor',
  storageUnavailable: 'No se pudo guardar el archivo. Inténtalo de nuevo.',
} as const

/** A definition's noun carries its article (`la actividad`), so the 404 agrees with it. */
export function notFoundMessage(noun: string): string {
  const [article, ...rest] = noun.split(' ')
  const name = rest.join(' ')
  return `${article === 'la' ? 'La' : 'El'} ${name} no existe`
}

type IssuePath = StandardSchemaV1.Issue['path']

function fieldName(path: IssuePath): string | undefined {
  const first = path?.[0]
  if (first === undefined) return undefined
  const key = typeof first === 'object' ? first.key : first
  return typeof key === 'symbol' ? undefined : String(key)
}

export function validationError(issues: readonly StandardSchemaV1.Issue[]): ApiError {
  const fieldErrors: Record<string, string> = {}
  for (const issue of issues) {
    const field = fieldName(issue.path)
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message
  }
  const message = issues[0]?.message ?? MESSAGES.invalidData
  return new ApiError(400, message, Object.keys(fieldErrors).length ? fieldErrors : undefined)
}

/** Postgres refusals caused by the request's data or the caller's rights: never a 500. */
const POSTGRES_REFUSALS: Record<string, [ContentfulStatusCode, string]> = {
  '42501': [403, MESSAGES.forbidden],
  '23505': [409, MESSAGES.duplicate],
  '23503': [404, MESSAGES.notFound],
  '23502': [400, MESSAGES.invalidData],
  '23514': [400, MESSAGES.invalidData],
  '23P01': [400, MESSAGES.invalidData],
  P0001: [400, MESSAGES.invalidData],
  // A save that starts using a file deleted or being deleted (private.refuse_missing_media).
  MD404: [409, MEDIA_MESSAGES.gone],
}

/** Checks of the database whose refusal names the field at fault (by the constraint's name). */
const CONSTRAINT_REFUSALS: Record<string, ApiError> = {
  // 20261129200000_scheduled_publishing.sql: "Retirar el" after the publication.
  activities_retired_after_published: new ApiError(400, SCHEDULE_MESSAGES.retireBeforePublish, {
    unpublishedAt: SCHEDULE_MESSAGES.retireBeforePublish,
  }),
  promotions_retired_after_published: new ApiError(400, SCHEDULE_MESSAGES.retireBeforePublish, {
    unpublishedAt: SCHEDULE_MESSAGES.retireBeforePublish,
  }),
}

function constraintRefusal(error: unknown): ApiError | undefined {
  if (!error || typeof error !== 'object' || !('constraint_name' in error)) return undefined
  return CONSTRAINT_REFUSALS[String((error as { constraint_name: unknown }).constraint_name)]
}

function postgresRefusal(error: unknown): [ContentfulStatusCode, string] | undefined {
  if (!error || typeof error !== 'object' || !('code' in error)) return undefined
  const code = String((error as { code: unknown }).code)
  if (POSTGRES_REFUSALS[code]) return POSTGRES_REFUSALS[code]
  // Class 22 is "data exception": a value Postgres cannot take (too long, out of range, ...).
  if (code.startsWith('22')) return [400, MESSAGES.invalidData]
  return undefined
}

function httpExceptionMessage(error: HTTPException): string {
  if (error.status === 413) return MESSAGES.tooLarge
  if (error.status === 400) return MESSAGES.malformedJson
  if (error.status === 401) return MESSAGES.notSignedIn
  return error.message || MESSAGES.invalidData
}

export function errorResponse(thrown: unknown, c: Context, requestId: string): Response {
  const error = constraintRefusal(thrown) ?? thrown
  if (error instanceof ApiError) {
    const body: ErrorBody = { message: error.message }
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors
    return c.json(body, error.status)
  }
  if (error instanceof HTTPException) {
    return c.json({ message: httpExceptionMessage(error) }, error.status as ContentfulStatusCode)
  }
  const refusal = postgresRefusal(error)
  if (refusal) {
    console.warn(`[api] request ${requestId} refused by Postgres:`, (error as Error).message)
    return c.json({ message: refusal[1] }, refusal[0])
  }
  console.error(`[api] request ${requestId} ${c.req.method} ${c.req.path} failed:`, error)
  return c.json({ message: MESSAGES.unexpected, requestId }, 500)
}
