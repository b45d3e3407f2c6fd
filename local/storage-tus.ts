/**
 * Storage's resumable uploads: TUS 1.0.0 at `/storage/v1/upload/resumable`, on `@tus/server` and
 * `@tus/file-store` as Supabase Storage builds them. The parts wait in `uploadsDir`. As on
 * Supabase: the metadata names the target (`bucketName`, `objectName`, `contentType`,
 * `cacheControl`); the bucket's size limit and MIME types are checked when the upload is created,
 * and, unlike hosted Storage, whether the bytes are what the type says when the last one arrives
 * (edge-functions/_shared/file-rule.ts; a refused file is dropped whole);
 * every request but HEAD and OPTIONS checks, as the caller, that the policies would let the object
 * be written (created, or replaced with `x-upsert: true`); the finished file is recorded in
 * `storage.objects` as the caller and lands exactly where a standard upload puts it. Errors keep
 * their real status with a plain-text body. Unlike hosted Storage, whose HEAD needs no token, an
 * upload answers HEAD, PATCH and DELETE only to the user who created it. A refused request changes
 * nothing (local/storage-tus-fuzz.test.ts): a PATCH must say how many bytes it carries, and a
 * creation refused after its upload was stored takes the upload with it.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open, readdir, rename, rm, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { FileStore } from '@tus/file-store'
import {
  ERRORS,
  MemoryLocker,
  Metadata,
  Server,
  type ServerOptions,
  type Upload,
} from '@tus/server'
import { SNIFF_BYTES, typeAllowed } from '../edge-functions/_shared/file-rule.ts'
import {
  asStorageError,
  type Caller,
  checkCanSave,
  checkFileRule,
  checkObjectName,
  findBucket,
  type ObjectWrite,
  type StorageService,
  saveObject,
  userMetadataOf,
} from './storage.ts'

export const RESUMABLE_PATH = '/storage/v1/upload/resumable'

/** Storage's own upper limit when a bucket sets none (Supabase's default global limit). */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Unfinished uploads are forgotten after a day, like Storage's upload URLs. */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000
/** How often unfinished uploads are looked for: none outlives its day by more than this. */
const SWEEP_EVERY_MS = 60 * 60 * 1000

/**
 * Drops the parts of uploads left unfinished for a day; it runs at start and then every hour.
 * (The store's own expiry is off: with it, a POST that carries the whole file reads the upload
 * back after it was stored and moved away, and answers 404.)
 */
async function forgetStaleUploads(uploadsDir: string) {
  const names = await readdir(uploadsDir).catch(() => [] as string[])
  const oldest = Date.now() - UPLOAD_EXPIRY_MS
  for (const name of names) {
    const path = join(uploadsDir, name)
    const info = await stat(path).catch(() => undefined)
    if (info?.isFile() && info.mtimeMs < oldest) await rm(path, { force: true })
  }
}

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0]
type TusError = { status_code: number; body: string }

const tusError = (status_code: number, body: string): TusError => ({ status_code, body })

/** The methods Storage routes here; GET would hand out unfinished files, so it is not one. */
const TUS_METHODS = new Set(['OPTIONS', 'POST', 'HEAD', 'PATCH', 'DELETE'])

/**
 * A PATCH must say how many bytes it carries, and a length it declares must hold them: otherwise
 * the TUS server records the length, or writes some of the bytes, before it refuses the request.
 */
function checkPatchFits(request: TusRequest) {
  const carried = request.headers.get('content-length')
  if (carried === null) throw tusError(411, 'Content-Length required\n')
  const declared = request.headers.get('upload-length')
  if (declared === null) return
  const offset = Number.parseInt(request.headers.get('upload-offset') ?? '', 10)
  if (offset + Number.parseInt(carried, 10) > Number.parseInt(declared, 10)) {
    throw ERRORS.ERR_SIZE_EXCEEDED
  }
}

/** Who an upload belongs to: the signed-in user, or the role of a caller who is none. */
const creatorOf = (caller: Caller) =>
  typeof caller.claims.sub === 'string' ? caller.claims.sub : caller.role

type Target = {
  bucketId: string
  name: string
  contentType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

function targetOf(metadata: Upload['metadata'] | undefined): Target {
  const bucketId = metadata?.bucketName ?? ''
  const name = metadata?.objectName ?? ''
  if (!bucketId) throw tusError(400, 'Invalid bucket name: bucketName metadata is required')
  if (!name) throw tusError(400, 'Invalid key: objectName metadata is required')
  checkObjectName(name)
  return {
    bucketId,
    name,
    contentType: metadata?.contentType || 'application/octet-stream',
    cacheControl: metadata?.cacheControl || 'no-cache',
    userMetadata: tusUserMetadataOf(metadata?.metadata),
  }
}

/** The upload's own metadata, refused as a resumable upload's bad request when not an object. */
function tusUserMetadataOf(text: string | null | undefined) {
  try {
    return userMetadataOf(text)
  } catch (error) {
    throw tusError(400, (error as Error).message)
  }
}

/** Storage turns a number of seconds into `max-age=N`; anything else becomes `no-cache`. */
function normalisedCacheControl(value: string | null | undefined) {
  return /^\d+$/.test(value ?? '') ? `max-age=${value}` : 'no-cache'
}

/** The first bytes of a file, as many as the type is read from. */
async function headOf(path: string) {
  const file = await open(path)
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

function md5OfFile(path: string) {
  return new Promise<string>((resolve, reject) => {
    const hash = createHash('md5')
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(`"${hash.digest('hex')}"`))
  })
}

export type ResumableUploads = {
  handle(
    caller: () => Promise<Caller>,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void>
  /** Stops sweeping unfinished uploads. */
  close(): void
}

export function createResumableUploads(
  storage: StorageService,
  uploadsDir: string,
  { sweepEveryMs = SWEEP_EVERY_MS } = {},
) {
  const callers = new WeakMap<object, () => Promise<Caller>>()
  /** The id each creation request gave its upload, so that a refused one leaves nothing. */
  const createdBy = new WeakMap<object, string>()
  const datastore = new FileStore({ directory: uploadsDir })
  const locker = new MemoryLocker()

  const nodeRequestOf = (request: TusRequest) => {
    const node = request.runtime?.node?.req
    if (!node) throw tusError(500, 'Request object is missing')
    return node
  }

  const callerOf = (request: TusRequest) => {
    const caller = callers.get(nodeRequestOf(request))
    if (!caller) throw tusError(500, 'Request object is missing')
    return caller()
  }

  /**
   * Only the user who created an upload may learn its offset, continue or cancel it; to anyone
   * else it does not exist, as Storage answers for an upload it never had.
   */
  const checkCreator = async (id: string, caller: Caller) => {
    const upload = await datastore.configstore.get(id)
    if (upload?.metadata?.creator !== creatorOf(caller)) throw ERRORS.FILE_NOT_FOUND
  }

  const isUpsert = (request: TusRequest) => request.headers.get('x-upsert') === 'true'

  /** The target of the upload a request is about: its creation headers, or the stored upload. */
  const requestTarget = async (request: TusRequest, id: string | null) => {
    if (request.method === 'POST') {
      let metadata: Upload['metadata']
      try {
        metadata = Metadata.parse(request.headers.get('upload-metadata') ?? undefined)
      } catch {
        throw tusError(400, 'Upload-Metadata is invalid')
      }
      return targetOf(metadata)
    }
    if (!id) throw ERRORS.FILE_NOT_FOUND
    return targetOf((await datastore.getUpload(id)).metadata)
  }

  const writeOf = (target: Target, upsert: boolean, size = 0, eTag = ''): ObjectWrite => ({
    bucketId: target.bucketId,
    name: target.name,
    mimeType: target.contentType,
    cacheControl: target.cacheControl,
    userMetadata: target.userMetadata,
    size,
    eTag,
    mode: upsert ? 'upsert' : 'create',
  })

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore,
    locker,
    disableTerminationForFinishedUploads: true,
    allowedHeaders: ['apikey', 'x-upsert', 'x-client-info'],
    namingFunction: (request, metadata) => {
      targetOf(metadata)
      const id = randomUUID()
      createdBy.set(nodeRequestOf(request), id)
      return id
    },
    maxSize: async (request, id) => {
      if (request.method === 'OPTIONS' || id === null) return GLOBAL_FILE_SIZE_LIMIT
      const bucket = await findBucket(storage, (await requestTarget(request, id)).bucketId)
      return Math.min(Number(bucket.file_size_limit ?? Infinity), GLOBAL_FILE_SIZE_LIMIT)
    },
    onIncomingRequest: async (request, id) => {
      if (request.method === 'OPTIONS') return
      const caller = await callerOf(request)
      if (request.method !== 'POST') await checkCreator(id, caller)
      if (request.method === 'HEAD') return
      if (request.method === 'PATCH') checkPatchFits(request)
      const target = await requestTarget(request, id)
      await checkCanSave(storage, caller, writeOf(target, isUpsert(request)))
    },
    onUploadCreate: async (request, upload) => {
      const metadata = { ...upload.metadata }
      metadata.cacheControl = normalisedCacheControl(metadata.cacheControl)
      metadata.creator = creatorOf(await callerOf(request))
      const target = targetOf(metadata)
      const bucket = await findBucket(storage, target.bucketId)
      if (!typeAllowed(bucket.allowed_mime_types, target.contentType)) {
        throw tusError(415, `mime type ${target.contentType} is not supported`)
      }
      return { metadata }
    },
    onUploadFinish: async (request, upload) => {
      // The server releases the upload's lock before this runs: it is taken again, and not given
      // up on request, so no other request writes to the parts while they are moved away, and a
      // second PATCH of no bytes at the end finds the upload gone instead of finishing it again.
      const lock = locker.newLock(upload.id)
      await lock.lock(new AbortController().signal, async () => {})
      const target = targetOf(upload.metadata)
      const source = upload.storage?.path ?? join(uploadsDir, upload.id)
      try {
        if (!(await datastore.configstore.get(upload.id))) throw ERRORS.FILE_NOT_FOUND
        const bucket = await findBucket(storage, target.bucketId)
        await checkFileRule(bucket, target.contentType, await headOf(source))
        const eTag = await md5OfFile(source)
        const write = writeOf(target, isUpsert(request), upload.offset, eTag)
        await saveObject(storage, await callerOf(request), write, (destination) =>
          rename(source, destination),
        )
        await datastore.configstore.delete(upload.id)
      } catch (error) {
        // A finished upload that cannot be stored is dropped, so nothing of a refused file is
        // kept, and a retry starts afresh instead of finding a complete upload and reporting
        // success.
        await datastore.remove(upload.id).catch(() => {})
        throw error
      } finally {
        await lock.unlock()
      }
      return { headers: { 'Tus-Complete': '1' } }
    },
    onResponseError: async (request, error) => {
      // The server stores a new upload before it reads the bytes sent with it: if it then
      // refuses them, the upload goes too (nobody was told its address, nobody is using it).
      const created = createdBy.get(nodeRequestOf(request))
      if (created) await datastore.remove(created).catch(() => {})
      const refusal = asStorageError(error)
      if (refusal) return { status_code: Number(refusal.statusCode), body: refusal.message }
      return undefined
    },
  })
  void forgetStaleUploads(uploadsDir)
  const sweeper = setInterval(() => void forgetStaleUploads(uploadsDir), sweepEveryMs)
  sweeper.unref()

  const uploads: ResumableUploads = {
    async handle(caller, request, response) {
      if (!TUS_METHODS.has(request.method ?? '')) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        response.end('Route not found')
        return
      }
      let resolved: Promise<Caller> | undefined
      callers.set(request, () => {
        resolved ??= caller()
        return resolved
      })
      await server.handle(request, response)
    },
    close: () => clearInterval(sweeper),
  }
  return uploads
}
