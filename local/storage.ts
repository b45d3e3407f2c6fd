/**
 * The slice of Supabase Storage this app uses. Files live under `<dataDir>/storage/<bucket>/...`;
 * every write changes the `storage.objects` row as the caller (role + JWT claims set inside the
 * transaction), so the bucket policies decide exactly as they do on Supabase. Bucket size limits
 * and MIME types come from `storage.buckets`; unlike hosted Storage, every write also checks that
 * the bytes are what the declared type says (edge-functions/_shared/file-rule.ts). Errors keep
 * Storage's legacy shape: HTTP 400 with `{ statusCode: "<real status>", error, message }`.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, resolve, sep } from 'node:path'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { fileRefusal, notWhatItSays } from '../edge-functions/_shared/file-rule.ts'
import { isValidObjectName } from '../edge-functions/_shared/object-names.ts'
import { BodyTooLargeError, readBody, readJson, sendJson } from './http.ts'
import type { WireServer } from './wire.ts'

const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024
const MULTIPART_OVERHEAD = 64 * 1024
const DEFAULT_CACHE_CONTROL = 'max-age=3600'

export type Caller = { role: string; claims: Record<string, unknown> }

export type StorageService = {
  root: string
  withSession: WireServer['withSession']
}

export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
  ) {
    super(message)
  }
}

export const storageError = (statusCode: string, error: string, message: string) =>
  new StorageError(statusCode, error, message)

const objectNotFound = () => new StorageError('404', 'not_found', 'Object not found')
const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found')
const rowLevelSecurity = () =>
  new StorageError('403', 'Unauthorized', 'new row violates row-level security policy')
const tooLarge = () =>
  new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size')
const unsupportedType = (message: string) => new StorageError('415', 'invalid_mime_type', message)
const invalidKey = (key: string) => new StorageError('400', 'InvalidKey', `Invalid key: ${key}`)

type Bucket = {
  id: string
  public: boolean
  file_size_limit: string | number | null
  allowed_mime_types: string[] | null
}

type ObjectRow = {
  id: string
  name: string
  metadata: { mimetype?: string; eTag?: string; cacheControl?: string; size?: number } | null
  updated_at: Date
}

function decodeSegment(segment: string, raw: string[]) {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw invalidKey(raw.join('/'))
  }
}

/** The name itself when Storage accepts it; otherwise Storage's 400 InvalidKey. */
export function checkObjectName(name: string) {
  if (!isValidObjectName(name)) throw invalidKey(name)
  return name
}

function splitObjectPath(segments: string[]) {
  return checkObjectName(segments.map((segment) => decodeSegment(segment, segments)).join('/'))
}

function filePath(service: StorageService, bucket: string, name: string) {
  const root = resolve(service.root)
  const path = resolve(root, bucket, ...name.split('/'))
  if (!path.startsWith(root + sep)) throw invalidKey(name)
  return path
}

export async function findBucket(service: StorageService, bucketId: string) {
  if (!/^[A-Za-z0-9_.-]+$/.test(bucketId)) throw bucketNotFound()
  const { rows } = await service.withSession((db) =>
    db.query<Bucket>(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
      [bucketId],
    ),
  )
  if (!rows[0]) throw bucketNotFound()
  return rows[0]
}

function asCaller<T>(
  service: StorageService,
  caller: Caller,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return service.withSession((db: PGlite) =>
    db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [caller.role, JSON.stringify(caller.claims)],
      )
      return work(tx)
    }),
  )
}

function isRowLevelSecurityError(error: unknown) {
  return (error as { code?: string })?.code === '42501'
}

/** Postgres' class 22, "data exception": a value it cannot take, such as text with a NUL. */
function isDataException(error: unknown) {
  return /^22/.test(String((error as { code?: unknown })?.code ?? ''))
}

/** The refusals the request caused, in Storage's shape; anything else is a fault of ours. */
export function asStorageError(error: unknown) {
  if (error instanceof StorageError) return error
  if (error instanceof BodyTooLargeError) return tooLarge()
  if (isDataException(error)) {
    return new StorageError(
      '400',
      'InvalidRequest',
      'The request contains text that cannot be stored',
    )
  }
  return undefined
}

/** Refuses, as Storage does, a file the one rule for what a file is does not take. */
export async function checkFileRule(bucket: Bucket, mimeType: string, head: Uint8Array) {
  const refusal = await fileRefusal(bucket.allowed_mime_types, mimeType, head)
  if (refusal === 'type not allowed')
    throw unsupportedType(`mime type ${mimeType} is not supported`)
  if (refusal === 'not what it says') throw unsupportedType(notWhatItSays(mimeType))
}

/** Text a header may carry: no line break nor any other control character. */
function isHeaderText(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0)
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return false
  }
  return true
}

/**
 * The owner's own metadata of an object (Storage's `user_metadata`): a JSON object sent as the
 * form's `metadata` field or a resumable upload's `metadata` entry; none when absent.
 */
export function userMetadataOf(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string' || text === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new StorageError('400', 'InvalidRequest', 'El campo metadata debe ser un objeto JSON')
  }
  return parsed as Record<string, unknown>
}

async function uploadedFile(request: IncomingMessage, limit: number) {
  const contentType = request.headers['content-type'] ?? 'application/octet-stream'
  const isMultipart = contentType.startsWith('multipart/form-data')
  let body: Buffer
  try {
    body = await readBody(request, limit + (isMultipart ? MULTIPART_OVERHEAD : 0))
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge()
    throw error
  }
  if (!isMultipart) {
    return {
      bytes: body,
      mimeType: contentType,
      cacheControl: request.headers['cache-control'] ?? DEFAULT_CACHE_CONTROL,
      userMetadata: null,
    }
  }
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  })
    .formData()
    .catch(() => {
      throw new StorageError('400', 'InvalidRequest', 'The multipart form could not be read')
    })
  let file: File | undefined
  for (const value of form.values()) {
    if (typeof value !== 'string') {
      file = value
      break
    }
  }
  if (!file) throw new StorageError('400', 'Missing file', 'No file was provided in the form')
  const cacheControl = form.get('cacheControl')
  // The value is sent back as a header with the file: a line break there would make every
  // answer of the file fail (500), so it is refused with the upload.
  if (typeof cacheControl === 'string' && !isHeaderText(cacheControl)) {
    throw new StorageError(
      '400',
      'InvalidRequest',
      'El campo cacheControl no puede contener saltos de línea ni caracteres de control',
    )
  }
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimeType: file.type || 'application/octet-stream',
    cacheControl:
      typeof cacheControl === 'string' && cacheControl
        ? /^\d+$/.test(cacheControl)
          ? `max-age=${cacheControl}`
          : cacheControl
        : DEFAULT_CACHE_CONTROL,
    userMetadata: userMetadataOf(form.get('metadata')),
  }
}

export type ObjectWrite = {
  bucketId: string
  name: string
  mimeType: string
  cacheControl: string
  size: number
  eTag: string
  /** The uploader's own metadata (the owner's original file name), kept as `user_metadata`. */
  userMetadata?: Record<string, unknown> | null
  /** `upsert` replaces an object of that name (x-upsert); `update` requires one to exist (PUT). */
  mode: 'create' | 'upsert' | 'update'
}

function objectStatement(write: ObjectWrite, owner: string | null) {
  const metadata = {
    eTag: write.eTag,
    size: write.size,
    mimetype: write.mimeType,
    cacheControl: write.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: write.size,
    httpStatusCode: 200,
  }
  if (write.mode === 'update') {
    return {
      text: `update storage.objects set metadata = $3, owner = $4::uuid, owner_id = $5,
               user_metadata = $6, updated_at = now()
             where bucket_id = $1 and name = $2 returning id`,
      parameters: [write.bucketId, write.name, metadata, owner, owner, write.userMetadata ?? null],
    }
  }
  return {
    text: `insert into storage.objects (bucket_id, name, metadata, owner, owner_id, version,
             user_metadata)
           values ($1, $2, $3, $4::uuid, $5, $6, $7)
           ${
             write.mode === 'upsert'
               ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
                    user_metadata = excluded.user_metadata,
                    owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
                    updated_at = now()`
               : ''
           }
           returning id`,
    parameters: [
      write.bucketId,
      write.name,
      metadata,
      owner,
      owner,
      randomUUID(),
      write.userMetadata ?? null,
    ],
  }
}

/** Runs the object's row change as the caller; refusals become Storage's errors. */
async function writeObjectRow<T>(
  service: StorageService,
  caller: Caller,
  write: ObjectWrite,
  then: (tx: Transaction, row: { id: string }) => Promise<T>,
): Promise<T> {
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null
  const { text, parameters } = objectStatement(write, owner)
  try {
    return await asCaller(service, caller, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(text, parameters)
      if (!rows[0]) throw write.mode === 'update' ? objectNotFound() : rowLevelSecurity()
      return then(tx, rows[0])
    })
  } catch (error) {
    if (isRowLevelSecurityError(error)) throw rowLevelSecurity()
    if ((error as { code?: string })?.code === '23505') {
      throw new StorageError('409', 'Duplicate', 'The resource already exists')
    }
    throw error
  }
}

/**
 * Records an object as the caller, so the bucket policies decide, and only then has `place` put
 * its file at the path given, inside the same transaction: a refused write leaves nothing behind.
 */
export async function saveObject(
  service: StorageService,
  caller: Caller,
  write: ObjectWrite,
  place: (destination: string) => Promise<void>,
) {
  const destination = filePath(service, write.bucketId, write.name)
  const row = await writeObjectRow(service, caller, write, async (_tx, row) => {
    await mkdir(dirname(destination), { recursive: true })
    await place(destination)
    return row
  })
  return { Id: row.id, Key: `${write.bucketId}/${write.name}` }
}

/** Throws what `saveObject` would refuse with, without writing anything (a rolled-back try). */
export async function checkCanSave(service: StorageService, caller: Caller, write: ObjectWrite) {
  filePath(service, write.bucketId, write.name)
  await writeObjectRow(service, caller, write, (tx) => tx.rollback())
}

async function upload(
  service: StorageService,
  caller: Caller,
  request: IncomingMessage,
  bucketId: string,
  name: string,
  update: boolean,
) {
  const bucket = await findBucket(service, bucketId)
  const limit = Number(bucket.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT)
  const { bytes, mimeType, cacheControl, userMetadata } = await uploadedFile(request, limit)
  if (bytes.length > limit) throw tooLarge()
  await checkFileRule(bucket, mimeType, bytes)
  const upsert = update || request.headers['x-upsert'] === 'true'
  const staging = `${filePath(service, bucketId, name)}.${randomUUID()}.upload`
  const write: ObjectWrite = {
    bucketId,
    name,
    mimeType,
    cacheControl,
    userMetadata,
    size: bytes.length,
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    mode: update ? 'update' : upsert ? 'upsert' : 'create',
  }
  try {
    return await saveObject(service, caller, write, async (destination) => {
      await writeFile(staging, bytes)
      await rename(staging, destination)
    })
  } catch (error) {
    await rm(staging, { force: true })
    throw error
  }
}

async function serveObject(
  service: StorageService,
  request: IncomingMessage,
  response: ServerResponse,
  bucketId: string,
  row: ObjectRow,
) {
  const path = filePath(service, bucketId, row.name)
  const info = await stat(path).catch(() => undefined)
  if (!info) throw objectNotFound()
  const eTag = row.metadata?.eTag ?? `"${info.size}-${info.mtimeMs}"`
  const headers: Record<string, string | number> = {
    'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
    'Cache-Control': isHeaderText(row.metadata?.cacheControl ?? '')
      ? (row.metadata?.cacheControl ?? DEFAULT_CACHE_CONTROL)
      : DEFAULT_CACHE_CONTROL,
    ETag: eTag,
    'Last-Modified': info.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  }
  if (request.headers['if-none-match'] === eTag) {
    response.writeHead(304, headers)
    return response.end()
  }
  const range = parseRange(request.headers.range, info.size)
  if (range === 'unsatisfiable') {
    response.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}` })
    return response.end()
  }
  const [start, end] = range ?? [0, info.size - 1]
  const length = info.size === 0 ? 0 : end - start + 1
  response.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': length,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
  })
  if (request.method === 'HEAD' || length === 0) return response.end()
  createReadStream(path, { start, end }).pipe(response)
}

function parseRange(header: string | undefined, size: number) {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable' as const
    start = Math.max(size - suffix, 0)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable' as const
  return [start, end] as const
}

async function readPublic(
  service: StorageService,
  request: IncomingMessage,
  response: ServerResponse,
  bucketId: string,
  name: string,
) {
  const bucket = await findBucket(service, bucketId)
  if (!bucket.public) throw objectNotFound()
  const { rows } = await service.withSession((db) =>
    db.query<ObjectRow>(
      `select id, name, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    ),
  )
  if (!rows[0]) throw objectNotFound()
  return serveObject(service, request, response, bucketId, rows[0])
}

async function readAsCaller(
  service: StorageService,
  caller: Caller,
  request: IncomingMessage,
  response: ServerResponse,
  bucketId: string,
  name: string,
) {
  await findBucket(service, bucketId)
  const row = await asCaller(service, caller, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `select id, name, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    )
    return rows[0]
  })
  if (!row) throw objectNotFound()
  return serveObject(service, request, response, bucketId, row)
}

async function removeObjects(
  service: StorageService,
  caller: Caller,
  bucketId: string,
  names: string[],
) {
  await findBucket(service, bucketId)
  const deleted = await asCaller(service, caller, async (tx) => {
    // The database's delete guard lets only the Storage API delete, as on Supabase.
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`)
    const { rows } = await tx.query<Record<string, unknown> & { name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning id, name, bucket_id, owner, owner_id, version, created_at, updated_at,
         last_accessed_at, metadata, user_metadata`,
      [bucketId, names],
    )
    return rows
  })
  await Promise.all(
    deleted.map((row) => rm(filePath(service, bucketId, row.name), { force: true })),
  )
  return deleted
}

/**
 * Storage's `POST /object/move`: the object's row changes bucket and name as the caller (an
 * update, so the policies decide as they do on Supabase), and its bytes follow before the
 * transaction commits. A name already taken at the destination is refused.
 */
async function moveObject(service: StorageService, caller: Caller, body: unknown) {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = (body ?? {}) as Record<
    string,
    unknown
  >
  if (
    typeof bucketId !== 'string' ||
    typeof sourceKey !== 'string' ||
    typeof destinationKey !== 'string'
  ) {
    throw new StorageError('400', 'Error', 'body must have bucketId, sourceKey and destinationKey')
  }
  const toBucket = typeof destinationBucket === 'string' ? destinationBucket : bucketId
  await findBucket(service, bucketId)
  await findBucket(service, toBucket)
  const from = filePath(service, bucketId, checkObjectName(sourceKey))
  const to = filePath(service, toBucket, checkObjectName(destinationKey))
  await asCaller(service, caller, async (tx) => {
    const taken = await tx.query(
      'select 1 from storage.objects where bucket_id = $1 and name = $2',
      [toBucket, destinationKey],
    )
    if (taken.rows.length > 0) {
      throw new StorageError('409', 'Duplicate', 'The resource already exists')
    }
    const { rows } = await tx.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2 returning id`,
      [bucketId, sourceKey, toBucket, destinationKey],
    )
    if (rows.length === 0) throw objectNotFound()
    await mkdir(dirname(to), { recursive: true })
    await rename(from, to)
  })
}

type ListOptions = {
  prefix?: unknown
  limit?: unknown
  offset?: unknown
  search?: unknown
  sortBy?: { column?: unknown; order?: unknown }
}

async function listObjects(
  service: StorageService,
  caller: Caller,
  bucketId: string,
  options: ListOptions,
) {
  await findBucket(service, bucketId)
  const rawPrefix = typeof options.prefix === 'string' ? options.prefix : ''
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`
  const search = typeof options.search === 'string' ? options.search : ''
  const limit = Math.min(Math.max(Number(options.limit) || 100, 1), 1000)
  const offset = Math.max(Number(options.offset) || 0, 0)
  const rows = await asCaller(service, caller, async (tx) => {
    const result = await tx.query<ObjectRow & Record<string, unknown>>(
      `select id, name, updated_at, created_at, last_accessed_at, metadata
       from storage.objects
       where bucket_id = $1 and left(name, length($2)) = $2
       order by name`,
      [bucketId, prefix],
    )
    return result.rows
  })
  const entries = new Map<string, Record<string, unknown>>()
  for (const row of rows) {
    const rest = row.name.slice(prefix.length)
    const [first, ...deeper] = rest.split('/')
    if (search && !first.toLowerCase().startsWith(search.toLowerCase())) continue
    if (deeper.length > 0) {
      if (!entries.has(first)) {
        entries.set(first, {
          name: first,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        })
      }
    } else {
      entries.set(first, { ...row, name: first })
    }
  }
  const descending = options.sortBy?.order === 'desc'
  const sorted = [...entries.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)))
  if (descending) sorted.reverse()
  return sorted.slice(offset, offset + limit)
}

/** Handles `/storage/v1/<path>`; `path` has the prefix removed. */
export async function handleStorage(
  service: StorageService,
  caller: () => Promise<Caller>,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) {
  try {
    const segments = path.split('/').filter((_, index) => index > 0)
    const method = request.method ?? 'GET'
    if (segments[0] !== 'object' || segments.length < 2) {
      throw new StorageError('404', 'not_found', 'Route not found')
    }
    const [, first, second, ...rest] = segments
    if ((method === 'GET' || method === 'HEAD') && first === 'public' && second) {
      return await readPublic(service, request, response, second, splitObjectPath(rest))
    }
    if ((method === 'GET' || method === 'HEAD') && first === 'authenticated' && second) {
      const name = splitObjectPath(rest)
      return await readAsCaller(service, await caller(), request, response, second, name)
    }
    if (method === 'POST' && first === 'list' && second) {
      const options = ((await readJson(request)) ?? {}) as ListOptions
      return sendJson(response, 200, await listObjects(service, await caller(), second, options))
    }
    if (method === 'DELETE' && !second) {
      const body = (await readJson(request)) as { prefixes?: unknown } | undefined
      const prefixes = Array.isArray(body?.prefixes)
        ? body.prefixes.filter((prefix): prefix is string => typeof prefix === 'string')
        : []
      if (prefixes.length === 0) {
        throw new StorageError('400', 'Error', 'body must have required property prefixes')
      }
      const deleted = await removeObjects(service, await caller(), first, prefixes)
      return sendJson(response, 200, deleted)
    }
    if (method === 'POST' && first === 'move' && !second) {
      await moveObject(service, await caller(), await readJson(request))
      return sendJson(response, 200, { message: 'Successfully moved' })
    }
    if (!second) throw objectNotFound()
    const name = splitObjectPath([second, ...rest])
    if (method === 'POST' || method === 'PUT') {
      const result = await upload(service, await caller(), request, first, name, method === 'PUT')
      return sendJson(response, 200, result)
    }
    if (method === 'GET' || method === 'HEAD') {
      return await readAsCaller(service, await caller(), request, response, first, name)
    }
    if (method === 'DELETE') {
      const deleted = await removeObjects(service, await caller(), first, [name])
      if (deleted.length === 0) throw objectNotFound()
      return sendJson(response, 200, { message: 'Successfully deleted' })
    }
    throw new StorageError('404', 'not_found', 'Route not found')
  } catch (error) {
    const refusal = asStorageError(error)
    if (!refusal) throw error
    if (!request.readableEnded) request.resume()
    return sendJson(response, 400, {
      statusCode: refusal.statusCode,
      error: refusal.error,
      message: refusal.message,
    })
  }
}
