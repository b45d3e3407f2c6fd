/**
 * Putting a copy back (docs/backup.md, "Restore"): the admin's "Restaurar una copia"
 * (routes/backup.ts, as her) and `npm run restore` (scripts/backup-copy.ts, as the database owner)
 * run this same code, each with its own database and Storage credentials.
 *
 * All or nothing, and only what a backup may hold:
 *  1. The database says what may be written (private.restore_plan): its schema version, the
 *     tables and sequences a backup holds, the project's buckets with their limits. The file's
 *     manifest is checked against that before anything is read further.
 *  2. The restore is journalled ('staging', private.begin_restore) with the files it will create,
 *     then the archive is read as a stream. Each table's rows are kept; each file, refused by its
 *     declared size before a byte of it is read and checked against its bucket's rules, goes
 *     where nothing visitors see changes: a name the site lacks is uploaded to its place (no row
 *     names it yet), a name the site holds with other bytes is staged in the private restore
 *     bucket, and a file the site holds as it is stays. Anything wrong (an entry the manifest does
 *     not declare, a truncated archive, a file Storage refuses) refuses the copy whole and undoes
 *     the journalled files: the site is as it was. A restore stopped here is undone by the next.
 *  3. The rows swap in one transaction (private.restore_rows), which marks the journal
 *     'committed'. From that commit the copy is the site: the staged files are moved into place,
 *     the files the copy does not hold removed, and the journal closed; a restore stopped there
 *     is finished by the next one (placeFiles is idempotent).
 */
import { md5 } from '@noble/hashes/legacy'
import { bytesToHex } from '@noble/hashes/utils'
import * as v from 'valibot'
import {
  BACKUP_FORMAT,
  type BackupTable,
  MANIFEST_ENTRY,
  objectEntry,
  tableEntry,
  tableId,
} from '../_shared/backup-manifest.ts'
import { fileRefusal, SNIFF_BYTES } from '../_shared/file-rule.ts'
import { isValidObjectName } from '../_shared/object-names.ts'
import { readTar, TarFormatError } from '../_shared/tar.ts'
import { BACKUP_MESSAGES } from './backup.ts'

/** A manifest lists rows' counts and files' names: one larger than this is no backup's. */
const MANIFEST_LIMIT = 32 * 1024 * 1024
/** One table's rows as JSON. */
const TABLE_ENTRY_LIMIT = 256 * 1024 * 1024
/** Storage's own default when a bucket sets no limit. */
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Files staged at once while the archive is read on, and moved into place at once. */
const STORAGE_CALLS_AT_ONCE = 4
/** Names per Storage delete request. */
const DELETE_BATCH = 500

export const RESTORE_MESSAGES = {
  notABackup: BACKUP_MESSAGES.notABackup,
  damaged: (reason: string) =>
    `La copia está incompleta o dañada (${reason}): no se ha restaurado nada.`,
  badManifest: (where: string) =>
    `El índice de la copia (manifest.json) no es válido en ${where}: no se ha restaurado nada.`,
  undeclaredTable: (table: string) =>
    `La copia trae la tabla ${table}, que una copia de seguridad no puede traer: no se ha restaurado nada.`,
  missingTable: (table: string) =>
    `A la copia le falta la tabla ${table}: no se ha restaurado nada.`,
  otherBucket: (entry: string) =>
    `El archivo ${entry} va a un espacio de archivos que este sitio no tiene: no se ha restaurado nada.`,
  badName: (entry: string) =>
    `El nombre del archivo ${JSON.stringify(entry)} no es válido (no puede tener «..», empezar por «/» ni llevar caracteres de control): no se ha restaurado nada.`,
  badType: (entry: string, type: string) =>
    `El archivo ${entry} es de un tipo (${type}) que su espacio de archivos no admite: no se ha restaurado nada.`,
  notWhatItSays: (entry: string, type: string) =>
    `El contenido del archivo ${entry} no corresponde a su tipo (${type}): no se ha restaurado nada.`,
  tooLarge: (entry: string, limit: number) =>
    `El archivo ${entry} pasa del tamaño máximo de su espacio (${Math.round(limit / 1024 / 1024)} MB): no se ha restaurado nada.`,
  sizeMismatch: (entry: string) =>
    `El archivo ${entry} no tiene el tamaño que dice el índice de la copia: no se ha restaurado nada.`,
  undeclaredEntry: (entry: string) =>
    `La copia trae ${JSON.stringify(entry)}, que su índice no declara: no se ha restaurado nada.`,
  twice: (entry: string) => `La copia trae ${entry} dos veces: no se ha restaurado nada.`,
  missingEntry: (entry: string) =>
    `A la copia le falta ${entry}, que su índice declara: no se ha restaurado nada.`,
  badRows: (table: string) =>
    `Las filas de ${table} en la copia no son una lista JSON: no se ha restaurado nada.`,
  rowsRefused: (detail: string) =>
    `La base de datos no acepta las filas de la copia (${detail}): no se ha restaurado nada.`,
  storageRefused: (entry: string, status: number) =>
    `El almacenamiento de archivos no aceptó ${entry} (${status}): no se ha restaurado nada.`,
  notRemoved: (status: number) =>
    `El almacenamiento no quitó unos archivos (${status}). Vuelve a restaurar la copia: una restauración a medias se termina, o se deshace, al restaurar de nuevo.`,
  placing: (status: number) =>
    `Las filas de la copia ya están restauradas, pero el almacenamiento no terminó de colocar los archivos (${status}). Vuelve a restaurar la copia para terminar.`,
} as const

/** The copy was refused with nothing changed; the message says why, in Spanish. */
export class RestoreRefusal extends Error {}

/**
 * How a restore reaches its project: `run` answers a statement's `body` column as the restorer
 * (the admin, through RLS, or the database owner), each call its own transaction; `storage`
 * is Storage's URL and the key and token it is called with.
 */
export interface Restorer {
  run(statement: string, params?: string[]): Promise<string>
  storage: { url: string; apiKey: string; token: string }
}

interface Bucket {
  id: string
  fileSizeLimit: number | null
  allowedMimeTypes: string[] | null
}

type StoredFile = { bucket: string; name: string }

interface Plan {
  schemaVersion: string
  tables: BackupTable[]
  buckets: Bucket[]
  stagingBucket: string
  /** Restores whose rows committed and whose files may still be staged. */
  committed: string[]
  /** Restores that stopped before their rows: the files they created are still to remove. */
  abandoned: { id: string; created: StoredFile[] }[]
}

/** A file of the site as Storage describes it, to tell whether the copy's is the same. */
type SiteFile = StoredFile & {
  size: number | null
  mimetype: string | null
  cacheControl: string | null
  eTag: string | null
}

export interface RestoreProgress {
  /** Files of the copy written (or found already there) so far, of `files`. */
  written: number
  files: number
  phase: 'reading' | 'rows' | 'placing' | 'done'
}

export interface RestoreOutcome {
  /** The copy's date, as its manifest says. */
  createdAt: string
  /** Rows restored, by table (`schema.table`). */
  rows: Record<string, number>
  files: number
  fileBytes: number
}

const text = v.string()
const Sequence = v.object({
  column: text,
  lastValue: v.union([v.pipe(v.number(), v.integer()), v.pipe(text, v.regex(/^-?\d{1,19}$/))]),
  isCalled: v.boolean(),
})
const ManifestSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  schemaVersion: text,
  createdAt: v.pipe(text, v.isoTimestamp()),
  tables: v.array(
    v.object({
      schema: text,
      name: text,
      rows: v.pipe(v.number(), v.integer(), v.minValue(0)),
      sequences: v.array(Sequence),
    }),
  ),
  objects: v.array(
    v.object({
      bucket: text,
      name: text,
      size: v.pipe(v.number(), v.integer(), v.minValue(0)),
      mimetype: v.nullable(text),
      cacheControl: v.nullable(text),
      createdAt: v.pipe(text, v.isoTimestamp()),
      updatedAt: v.pipe(text, v.isoTimestamp()),
      userMetadata: v.optional(v.nullable(v.record(text, v.unknown()))),
    }),
  ),
})
type CopiedManifest = v.InferOutput<typeof ManifestSchema>
type CopiedObject = CopiedManifest['objects'][number]

const decoder = new TextDecoder()

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes))
  } catch {
    return undefined
  }
}

async function readPlan(restorer: Restorer): Promise<Plan> {
  return JSON.parse(await restorer.run('select private.restore_plan()::text as body')) as Plan
}

/** The manifest, checked against what the database says a copy may hold. */
function checkManifest(raw: unknown, plan: Plan): CopiedManifest {
  const format = (raw as { format?: unknown } | undefined)?.format
  if (raw && typeof raw === 'object' && format !== BACKUP_FORMAT) {
    throw new RestoreRefusal(BACKUP_MESSAGES.otherFormat(format))
  }
  const parsed = v.safeParse(ManifestSchema, raw)
  if (!parsed.success) {
    throw new RestoreRefusal(
      RESTORE_MESSAGES.badManifest(v.getDotPath(parsed.issues[0]) ?? 'su raíz'),
    )
  }
  const manifest = parsed.output
  if (manifest.schemaVersion !== plan.schemaVersion) {
    throw new RestoreRefusal(
      BACKUP_MESSAGES.otherSchema(manifest.schemaVersion, plan.schemaVersion),
    )
  }
  const declared = new Set(plan.tables.map(tableId))
  const named = new Set<string>()
  for (const table of manifest.tables) {
    const id = tableId(table)
    if (!declared.has(id)) throw new RestoreRefusal(RESTORE_MESSAGES.undeclaredTable(id))
    if (named.has(id)) throw new RestoreRefusal(RESTORE_MESSAGES.twice(tableEntry(table)))
    named.add(id)
  }
  for (const id of declared) {
    if (!named.has(id)) throw new RestoreRefusal(RESTORE_MESSAGES.missingTable(id))
  }
  const buckets = new Map(plan.buckets.map((bucket) => [bucket.id, bucket]))
  const entries = new Set<string>()
  for (const object of manifest.objects) {
    const entry = objectEntry(object)
    const bucket = buckets.get(object.bucket)
    if (!bucket) throw new RestoreRefusal(RESTORE_MESSAGES.otherBucket(entry))
    if (!isValidObjectName(object.name)) throw new RestoreRefusal(RESTORE_MESSAGES.badName(entry))
    if (entries.has(entry)) throw new RestoreRefusal(RESTORE_MESSAGES.twice(entry))
    entries.add(entry)
    const limit = bucket.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT
    if (object.size > limit) throw new RestoreRefusal(RESTORE_MESSAGES.tooLarge(entry, limit))
    const type = object.mimetype ?? ''
    if (bucket.allowedMimeTypes?.length && !bucket.allowedMimeTypes.includes(type)) {
      throw new RestoreRefusal(RESTORE_MESSAGES.badType(entry, type || '—'))
    }
  }
  return manifest
}

function storagePath(...parts: string[]): string {
  return parts.join('/').split('/').map(encodeURIComponent).join('/')
}

async function storageCall(
  restorer: Restorer,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Response> {
  return fetch(`${restorer.storage.url}/storage/v1/object/${path}`, {
    method,
    headers: {
      apikey: restorer.storage.apiKey,
      authorization: `Bearer ${restorer.storage.token}`,
      ...init.headers,
    },
    body: init.body,
  })
}

/** Storage's legacy errors answer 400 with the real status in the body. */
async function statusOf(response: Response): Promise<number> {
  const body = (await response.json().catch(() => undefined)) as
    | { statusCode?: string | number }
    | undefined
  return Number(body?.statusCode ?? response.status) || response.status
}

async function removeObjects(restorer: Restorer, bucket: string, names: string[]) {
  for (let start = 0; start < names.length; start += DELETE_BATCH) {
    const response = await storageCall(restorer, 'DELETE', storagePath(bucket), {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: names.slice(start, start + DELETE_BATCH) }),
    })
    if (!response.ok) throw new Error(RESTORE_MESSAGES.notRemoved(await statusOf(response)))
    await response.body?.cancel()
  }
}

/** Runs `work` on each item, `atOnce` at a time; the first failure stops taking new ones. */
async function eachAtOnce<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>) {
  let next = 0
  const workers = Array.from({ length: Math.min(atOnce, items.length) }, async () => {
    while (next < items.length) await work(items[next++])
  })
  await Promise.all(workers)
}

const stagedName = (restoreId: string, object: { bucket: string; name: string }) =>
  `${restoreId}/${object.bucket}/${object.name}`

async function objectsIn(restorer: Restorer, where: string, params: string[] = []) {
  return JSON.parse(
    await restorer.run(
      `select coalesce(json_agg(json_build_object('bucket', o.bucket_id, 'name', o.name,
          'size', (o.metadata ->> 'size')::bigint, 'mimetype', o.metadata ->> 'mimetype',
          'cacheControl', o.metadata ->> 'cacheControl', 'eTag', o.metadata ->> 'eTag')), '[]')::text
         as body from storage.objects o where ${where}`,
      params,
    ),
  ) as SiteFile[]
}

/** Removes `files` (any buckets), a Storage request per bucket and batch. */
async function removeFiles(restorer: Restorer, files: StoredFile[]) {
  const byBucket = new Map<string, string[]>()
  for (const file of files) {
    const names = byBucket.get(file.bucket) ?? []
    names.push(file.name)
    byBucket.set(file.bucket, names)
  }
  for (const [bucket, names] of byBucket) await removeObjects(restorer, bucket, names)
}

/** A committed restore's files, or null for a restore that never committed. */
async function journalOf(restorer: Restorer, restoreId: string) {
  return JSON.parse(
    await restorer.run(
      "select coalesce(private.restore_journal_objects($1::uuid)::text, 'null') as body",
      [restoreId],
    ),
  ) as { bucket: string; name: string }[] | null
}

/**
 * Puts a committed restore's files in place: each staged file replaces the site's of that name,
 * the site's files the copy does not hold are removed, and the journal is closed. Run again after
 * a stop, it does what is left.
 */
async function placeFiles(restorer: Restorer, plan: Plan, restoreId: string) {
  const copied = await journalOf(restorer, restoreId)
  if (!copied) return
  const staging = plan.stagingBucket
  const staged = new Set(
    (
      await objectsIn(restorer, `o.bucket_id = $1 and o.name like $2`, [staging, `${restoreId}/%`])
    ).map((object) => object.name),
  )
  const kept = new Set(copied.map(objectEntry))
  const present = await objectsIn(restorer, 'o.bucket_id = any (private.backup_buckets())')
  await removeFiles(
    restorer,
    present.filter(
      (object) => !kept.has(objectEntry(object)) || staged.has(stagedName(restoreId, object)),
    ),
  )
  const toMove = copied.filter((object) => staged.has(stagedName(restoreId, object)))
  await eachAtOnce(toMove, STORAGE_CALLS_AT_ONCE, async (object) => {
    const response = await fetch(`${restorer.storage.url}/storage/v1/object/move`, {
      method: 'POST',
      headers: {
        apikey: restorer.storage.apiKey,
        authorization: `Bearer ${restorer.storage.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        bucketId: staging,
        sourceKey: stagedName(restoreId, object),
        destinationBucket: object.bucket,
        destinationKey: object.name,
      }),
    })
    if (!response.ok) throw new Error(RESTORE_MESSAGES.placing(await statusOf(response)))
    await response.body?.cancel()
  })
  await restorer.run('select private.finish_restore($1::uuid)::text as body', [restoreId])
}

/**
 * Undoes a restore that never committed: the files it created where the site had none and the
 * files it staged are removed, then its record.
 */
async function undoRestore(
  restorer: Restorer,
  plan: Plan,
  restoreId: string,
  created: StoredFile[],
) {
  const present = new Set(
    (await objectsIn(restorer, 'o.bucket_id = any (private.backup_buckets())')).map(objectEntry),
  )
  await removeFiles(
    restorer,
    created.filter((file) => present.has(objectEntry(file))),
  )
  const staged = await objectsIn(restorer, 'o.bucket_id = $1 and o.name like $2', [
    plan.stagingBucket,
    `${restoreId}/%`,
  ])
  await removeFiles(restorer, staged)
  await restorer.run('select private.forget_restore($1::uuid)::text as body', [restoreId])
}

/** Staged files no journal names (a restore stopped between its staging and its record). */
async function removeStrayStaging(restorer: Restorer, plan: Plan) {
  const journalled = new Set([...plan.committed, ...plan.abandoned.map((restore) => restore.id)])
  const stray = (await objectsIn(restorer, 'o.bucket_id = $1', [plan.stagingBucket])).filter(
    (object) => !journalled.has(object.name.split('/', 1)[0]),
  )
  await removeFiles(restorer, stray)
}

/** Whether the site's file of that name is the copy's, byte for byte, with its type and cache. */
function isSameFile(site: SiteFile | undefined, object: CopiedObject, md5: string): boolean {
  return (
    site !== undefined &&
    Number(site.size) === object.size &&
    site.mimetype === object.mimetype &&
    (site.cacheControl ?? null) === (object.cacheControl ?? null) &&
    site.eTag?.replaceAll('"', '') === md5
  )
}

/**
 * Puts one file of the copy where nothing visitors see changes: kept when the site has it as it
 * is, uploaded to its place when the site has no file of that name, else staged.
 */
async function writeFile(
  restorer: Restorer,
  plan: Plan,
  restoreId: string,
  site: Map<string, SiteFile>,
  object: CopiedObject,
  bytes: Uint8Array,
) {
  const entry = objectEntry(object)
  const bucket = plan.buckets.find((candidate) => candidate.id === object.bucket) as Bucket
  const type = object.mimetype ?? ''
  const refusal = await fileRefusal(bucket.allowedMimeTypes, type, bytes.subarray(0, SNIFF_BYTES))
  if (refusal === 'type not allowed') {
    throw new RestoreRefusal(RESTORE_MESSAGES.badType(entry, type || '—'))
  }
  if (refusal) throw new RestoreRefusal(RESTORE_MESSAGES.notWhatItSays(entry, type))
  const present = site.get(entry)
  if (isSameFile(present, object, bytesToHex(md5(bytes)))) return
  const path = present
    ? storagePath(plan.stagingBucket, stagedName(restoreId, object))
    : storagePath(object.bucket, object.name)
  const response = await storageCall(restorer, 'POST', path, {
    headers: {
      'content-type': type,
      'cache-control': object.cacheControl ?? 'max-age=3600',
      // A name the site lacked is never written over: a file uploaded meanwhile stays.
      'x-upsert': present ? 'true' : 'false',
    },
    body: bytes as BodyInit,
  })
  if (!response.ok) {
    throw new RestoreRefusal(RESTORE_MESSAGES.storageRefused(entry, await statusOf(response)))
  }
  await response.body?.cancel()
}

/** What a failed restore_rows says, for the owner: the database's words are a developer's. */
function rowsRefusal(error: unknown): RestoreRefusal {
  const message = error instanceof Error ? error.message : String(error)
  const undeclared = /restore: undeclared table (\S+)/.exec(message)?.[1]
  if (undeclared) return new RestoreRefusal(RESTORE_MESSAGES.undeclaredTable(undeclared))
  const missing = /restore: missing table (\S+)/.exec(message)?.[1]
  if (missing) return new RestoreRefusal(RESTORE_MESSAGES.missingTable(missing))
  return new RestoreRefusal(RESTORE_MESSAGES.rowsRefused(message))
}

/** Database errors a bad row causes: data (22), integrity (23), a wrong cast or name (42). */
function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && /^(22|23|42)/.test(code)
}

/**
 * Restores the archive `stream` holds, all or nothing (see above). A refusal throws
 * RestoreRefusal once whatever it had written is undone.
 */
export async function restoreArchive(
  restorer: Restorer,
  stream: ReadableStream<Uint8Array>,
  onProgress: (progress: RestoreProgress) => void = () => {},
): Promise<RestoreOutcome> {
  let plan = await readPlan(restorer)
  // Earlier restores that stopped: one past its commit is finished (the site is the copy it
  // restored), one before it is undone.
  for (const restoreId of plan.committed) await placeFiles(restorer, plan, restoreId)
  for (const { id, created } of plan.abandoned) await undoRestore(restorer, plan, id, created)
  if (plan.committed.length + plan.abandoned.length > 0) plan = await readPlan(restorer)
  await removeStrayStaging(restorer, plan)

  const restoreId = crypto.randomUUID()
  const writing = new Set<Promise<void>>()
  let begun: StoredFile[] | undefined
  let committed = false
  let failure: unknown
  let written = 0
  try {
    const entries = readTar(stream)
    const first = await entries.next()
    if (first.done || first.value.name !== MANIFEST_ENTRY || first.value.size > MANIFEST_LIMIT) {
      throw new RestoreRefusal(RESTORE_MESSAGES.notABackup)
    }
    const manifest = checkManifest(parseJson(await first.value.read()), plan)
    const tables = new Map(manifest.tables.map((table) => [tableEntry(table), tableId(table)]))
    const objects = new Map(manifest.objects.map((object) => [objectEntry(object), object]))
    const site = new Map(
      (await objectsIn(restorer, 'o.bucket_id = any (private.backup_buckets())')).map((file) => [
        objectEntry(file),
        file,
      ]),
    )
    begun = manifest.objects
      .filter((object) => !site.has(objectEntry(object)))
      .map(({ bucket, name }) => ({ bucket, name }))
    await restorer.run('select private.begin_restore($1::uuid, $2::text::jsonb)::text as body', [
      restoreId,
      JSON.stringify(begun),
    ])
    const rows: Record<string, unknown[]> = {}
    const seen = new Set<string>()
    const progress = (phase: RestoreProgress['phase']) =>
      onProgress({ written, files: manifest.objects.length, phase })
    progress('reading')

    for await (const entry of entries) {
      if (failure) break
      if (seen.has(entry.name)) throw new RestoreRefusal(RESTORE_MESSAGES.twice(entry.name))
      seen.add(entry.name)
      const table = tables.get(entry.name)
      if (table) {
        if (entry.size > TABLE_ENTRY_LIMIT) {
          throw new RestoreRefusal(RESTORE_MESSAGES.badRows(table))
        }
        const parsed = parseJson(await entry.read())
        if (!Array.isArray(parsed)) throw new RestoreRefusal(RESTORE_MESSAGES.badRows(table))
        rows[table] = parsed
        continue
      }
      const object = objects.get(entry.name)
      if (!object) throw new RestoreRefusal(RESTORE_MESSAGES.undeclaredEntry(entry.name))
      // Refused by what its header says, before any of it is read.
      if (entry.size !== object.size) {
        throw new RestoreRefusal(RESTORE_MESSAGES.sizeMismatch(entry.name))
      }
      const bytes = await entry.read()
      const write = writeFile(restorer, plan, restoreId, site, object, bytes)
        .then(() => {
          written++
          progress('reading')
        })
        .catch((error) => {
          failure ??= error
        })
        .finally(() => writing.delete(write))
      writing.add(write)
      if (writing.size >= STORAGE_CALLS_AT_ONCE) await Promise.race(writing)
    }
    await Promise.all(writing)
    if (failure) throw failure
    for (const name of [...tables.keys(), ...objects.keys()]) {
      if (!seen.has(name)) throw new RestoreRefusal(RESTORE_MESSAGES.missingEntry(name))
    }

    progress('rows')
    const copy = {
      tables: rows,
      sequences: Object.fromEntries(
        manifest.tables.map((table) => [tableId(table), table.sequences]),
      ),
    }
    const journal = manifest.objects.map(
      ({ bucket, name, createdAt, updatedAt, userMetadata }) => ({
        bucket,
        name,
        createdAt,
        updatedAt,
        userMetadata: userMetadata ?? null,
      }),
    )
    let restored: Record<string, number>
    try {
      restored = JSON.parse(
        await restorer.run(
          'select private.restore_rows($1::text::jsonb, $2::uuid, $3::text::jsonb)::text as body',
          [JSON.stringify(copy), restoreId, JSON.stringify(journal)],
        ),
      )
    } catch (error) {
      throw isRowError(error) ? rowsRefusal(error) : error
    }
    committed = true
    progress('placing')
    await placeFiles(restorer, plan, restoreId)
    progress('done')
    return {
      createdAt: manifest.createdAt,
      rows: restored,
      files: manifest.objects.length,
      fileBytes: manifest.objects.reduce((sum, object) => sum + object.size, 0),
    }
  } catch (error) {
    await Promise.allSettled(writing)
    // A commit whose answer was lost (a dropped connection) is still a commit, and a restore
    // whose undo fails here is undone by the next: either way the journal says what to do.
    const mayHaveCommitted =
      committed ||
      (await journalOf(restorer, restoreId).then(
        (objects) => objects !== null,
        () => true,
      ))
    if (begun && !mayHaveCommitted) {
      await undoRestore(restorer, plan, restoreId, begun).catch(() => {})
    }
    if (error instanceof TarFormatError) {
      throw new RestoreRefusal(RESTORE_MESSAGES.damaged(error.message))
    }
    throw error
  }
}
