/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts): the archive of
 * edge-functions/api/backup.ts written to a file as the database owner, and read back into a
 * project at the same schema version.
 *
 * The project is the one SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL name (a
 * hosted project: its API URL, its service-role key, its database's connection string), or, with
 * none of them set, the embedded stack of `npm run dev` (`.local/`): the running one, or one
 * started for the command.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import postgres from 'postgres'
import * as v from 'valibot'
import { readTar } from '../edge-functions/_shared/tar.ts'
import {
  BACKUP_FORMAT,
  BACKUP_MESSAGES,
  type BackupObject,
  backupArchive,
  MANIFEST_ENTRY,
  type Manifest,
  objectEntry,
  qualifiedName,
  readSnapshot,
  storageDownloader,
  tableEntry,
  tableId,
} from '../edge-functions/api/backup.ts'
import { loadSigningKeys, TokenIssuer } from '../local/keys.ts'
import { localDataDir, STANDARD_API_PORT, STANDARD_DB_PORT } from '../local/session.ts'
import { startStack } from '../local/stack.ts'

/** A project to copy from or restore into: its API, its service key, its database as owner. */
export interface BackupTarget {
  apiUrl: string
  serviceRoleKey: string
  sql: postgres.Sql
  close(): Promise<void>
}

export class BackupRefusal extends Error {}

export function connectTarget(apiUrl: string, serviceRoleKey: string, dbUrl: string): BackupTarget {
  const sql = postgres(dbUrl, { max: 2, prepare: false, onnotice: () => {} })
  return { apiUrl, serviceRoleKey, sql, close: () => sql.end({ timeout: 5 }) }
}

const HostedProject = v.object({
  SUPABASE_URL: v.pipe(v.string('Falta SUPABASE_URL'), v.url('SUPABASE_URL no es una URL')),
  SUPABASE_SERVICE_ROLE_KEY: v.pipe(
    v.string('Falta SUPABASE_SERVICE_ROLE_KEY'),
    v.minLength(20, 'SUPABASE_SERVICE_ROLE_KEY no parece una clave'),
  ),
  SUPABASE_DB_URL: v.pipe(
    v.string('Falta SUPABASE_DB_URL'),
    v.startsWith('postgres', 'SUPABASE_DB_URL debe ser una cadena de conexión postgresql://'),
  ),
})

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}

/** The project the environment names, else the embedded stack (running, or started here). */
export async function targetFromEnvironment(
  environment: Record<string, string | undefined> = process.env,
): Promise<BackupTarget> {
  const named = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL'].some(
    (name) => environment[name],
  )
  if (named) {
    // Each name present, even unset, so a missing one reads "Falta ..." rather than an invalid key.
    const parsed = v.safeParse(HostedProject, {
      SUPABASE_URL: environment.SUPABASE_URL,
      SUPABASE_SERVICE_ROLE_KEY: environment.SUPABASE_SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: environment.SUPABASE_DB_URL,
    })
    if (!parsed.success) throw new BackupRefusal(parsed.issues.map((i) => i.message).join('\n'))
    const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL } = parsed.output
    return connectTarget(
      SUPABASE_URL.replace(/\/$/, ''),
      SUPABASE_SERVICE_ROLE_KEY,
      SUPABASE_DB_URL,
    )
  }
  const apiUrl = `http://127.0.0.1:${STANDARD_API_PORT}`
  if (await answers(`${apiUrl}/functions/v1/api/health`)) {
    // `npm run dev` is running: its keys are signed with `.local/`'s key.
    const issuer = new TokenIssuer(await loadSigningKeys(localDataDir), `${apiUrl}/auth/v1`)
    return connectTarget(
      apiUrl,
      await issuer.apiKey('service_role'),
      `postgresql://postgres:postgres@127.0.0.1:${STANDARD_DB_PORT}/postgres`,
    )
  }
  const stack = await startStack({
    dataDir: localDataDir,
    apiPort: 0,
    dbPort: 0,
    mailboxPort: 0,
    quiet: true,
    watch: false,
  })
  const target = connectTarget(stack.apiUrl, stack.serviceRoleKey, stack.dbUrl)
  return {
    ...target,
    close: async () => {
      await target.close()
      await stack.stop()
    },
  }
}

export interface Outcome {
  bytes: number
  files: number
  rows: number
  milliseconds: number
}

/** Writes the whole site of `target` to `file`, as its owner. */
export async function writeBackup(target: BackupTarget, file: string): Promise<Outcome> {
  const started = performance.now()
  const snapshot = await readSnapshot(
    async (statement) => ((await target.sql.unsafe(statement))[0]?.body as string) ?? '',
  )
  const { stream } = backupArchive(
    snapshot,
    storageDownloader(target.apiUrl, target.serviceRoleKey, target.serviceRoleKey),
  )
  await pipeline(Readable.fromWeb(stream as never), createWriteStream(file))
  return {
    bytes: (await stat(file)).size,
    files: snapshot.manifest.objects.length,
    rows: snapshot.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    milliseconds: Math.round(performance.now() - started),
  }
}

/** The newest migration the database has, `<version>_<name>` as a copy's manifest records it. */
async function schemaVersionOf(sql: postgres.Sql): Promise<string> {
  const [row] = await sql`
    select version || '_' || name as version from supabase_migrations.schema_migrations
    order by version desc limit 1`
  return row?.version ?? '(ninguna / none)'
}

/** Tables in an order where each comes after the tables it references. */
function referencedFirst(tables: Manifest['tables']): Manifest['tables'] {
  const ordered: Manifest['tables'] = []
  const placed = new Set<string>()
  const pending = [...tables]
  while (pending.length > 0) {
    const index = pending.findIndex((table) =>
      table.dependsOn.every(
        (other) => placed.has(other) || !pending.some((t) => tableId(t) === other),
      ),
    )
    const [next] = pending.splice(index === -1 ? 0 : index, 1)
    ordered.push(next)
    placed.add(tableId(next))
  }
  return ordered
}

/**
 * Puts every table's rows back as they were: in one transaction, with the tables' own triggers
 * off (a restored row is not an edit: no version, no new `updated_at`, no recount), the rows
 * inserted with their ids, and each id sequence set where the copy's stood. A statement per table
 * then fires its statement triggers, so the site is marked changed and rebuilt.
 */
async function restoreRows(sql: postgres.Sql, manifest: Manifest, rows: Map<string, string>) {
  const tables = referencedFirst(manifest.tables)
  await sql.begin(async (tx) => {
    for (const table of tables) {
      await tx.unsafe(`alter table ${qualifiedName(table)} disable trigger user`)
    }
    for (const table of [...tables].reverse())
      await tx.unsafe(`delete from ${qualifiedName(table)}`)
    for (const table of tables) {
      const columns = await tx<{ name: string }[]>`
        select quote_ident(attname) as name from pg_attribute
        where attrelid = ${qualifiedName(table)}::regclass and attnum > 0
          and not attisdropped and attgenerated = ''
        order by attnum`
      const list = columns.map((column) => column.name).join(', ')
      await tx.unsafe(
        `insert into ${qualifiedName(table)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${qualifiedName(table)}, $1::text::json)`,
        [rows.get(tableId(table)) ?? '[]'],
      )
      for (const sequence of table.sequences) {
        await tx.unsafe('select setval($1::regclass, $2::bigint, $3)', [
          sequence.sequence,
          String(sequence.lastValue),
          sequence.isCalled,
        ])
      }
    }
    for (const table of tables) {
      await tx.unsafe(`alter table ${qualifiedName(table)} enable trigger user`)
    }
    for (const table of tables) await tx.unsafe(`delete from ${qualifiedName(table)} where false`)
  })
}

function objectPath(object: { bucket: string; name: string }) {
  return `${encodeURIComponent(object.bucket)}/${object.name.split('/').map(encodeURIComponent).join('/')}`
}

/** Removes the files the copy does not have, so the library lists exactly the copy's. */
async function removeOtherFiles(target: BackupTarget, objects: BackupObject[]) {
  const kept = new Set(objects.map(objectEntry))
  const present = await target.sql<{ bucket: string; name: string }[]>`
    select bucket_id as bucket, name from storage.objects`
  const byBucket = new Map<string, string[]>()
  for (const object of present) {
    if (kept.has(objectEntry(object))) continue
    byBucket.set(object.bucket, [...(byBucket.get(object.bucket) ?? []), object.name])
  }
  for (const [bucket, names] of byBucket) {
    const response = await fetch(
      `${target.apiUrl}/storage/v1/object/${encodeURIComponent(bucket)}`,
      {
        method: 'DELETE',
        headers: storageHeaders(target, { 'content-type': 'application/json' }),
        body: JSON.stringify({ prefixes: names }),
      },
    )
    if (!response.ok) throw new Error(`Storage: ${response.status} ${await response.text()}`)
    await response.body?.cancel()
  }
}

function storageHeaders(target: BackupTarget, extra: Record<string, string>) {
  return {
    apikey: target.serviceRoleKey,
    authorization: `Bearer ${target.serviceRoleKey}`,
    ...extra,
  }
}

async function uploadFile(target: BackupTarget, object: BackupObject, bytes: Uint8Array) {
  const response = await fetch(`${target.apiUrl}/storage/v1/object/${objectPath(object)}`, {
    method: 'POST',
    headers: storageHeaders(target, {
      'content-type': object.mimetype ?? 'application/octet-stream',
      'cache-control': object.cacheControl ?? 'max-age=3600',
      'x-upsert': 'true',
    }),
    body: bytes as BodyInit,
  })
  if (!response.ok) {
    throw new Error(`Storage: ${objectEntry(object)}: ${response.status} ${await response.text()}`)
  }
  await response.body?.cancel()
}

/** Files are uploaded a few at a time while the archive is read on. */
const UPLOADS_AT_ONCE = 4

/**
 * Restores `file` into `target`: refused, with nothing changed, unless the copy is of the
 * target's schema version. The rows go back in one transaction, then the files, each with its
 * type and its dates.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<Outcome> {
  const started = performance.now()
  const entries = readTar(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>)
  const first = await entries.next()
  if (first.done || first.value.name !== MANIFEST_ENTRY) {
    throw new BackupRefusal(BACKUP_MESSAGES.notABackup)
  }
  const manifest = JSON.parse(new TextDecoder().decode(first.value.bytes)) as Manifest
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupRefusal(BACKUP_MESSAGES.otherFormat(manifest.format))
  }
  const version = await schemaVersionOf(target.sql)
  if (manifest.schemaVersion !== version) {
    throw new BackupRefusal(BACKUP_MESSAGES.otherSchema(manifest.schemaVersion, version))
  }

  const rows = new Map<string, string>()
  const tableEntries = new Map(manifest.tables.map((table) => [tableEntry(table), tableId(table)]))
  const objects = new Map(manifest.objects.map((object) => [objectEntry(object), object]))
  const uploads = new Set<Promise<void>>()
  let rowsRestored = false
  for await (const entry of entries) {
    const table = tableEntries.get(entry.name)
    if (table) {
      rows.set(table, new TextDecoder().decode(entry.bytes))
      continue
    }
    const object = objects.get(entry.name)
    if (!object) continue
    if (!rowsRestored) {
      await restoreRows(target.sql, manifest, rows)
      await removeOtherFiles(target, manifest.objects)
      rowsRestored = true
    }
    const upload = uploadFile(target, object, entry.bytes).finally(() => uploads.delete(upload))
    uploads.add(upload)
    if (uploads.size >= UPLOADS_AT_ONCE) await Promise.race(uploads)
  }
  if (!rowsRestored) {
    await restoreRows(target.sql, manifest, rows)
    await removeOtherFiles(target, manifest.objects)
  }
  await Promise.all(uploads)
  // Storage stamps an upload with now; the library lists files newest first, so each gets its
  // own dates back, and its own metadata (the name the library shows it by).
  await target.sql.unsafe(
    `update storage.objects o set created_at = m."createdAt", updated_at = m."updatedAt",
       user_metadata = m."userMetadata"
     from json_to_recordset($1::text::json) as m(bucket text, name text, "createdAt" timestamptz,
       "updatedAt" timestamptz, "userMetadata" jsonb)
     where o.bucket_id = m.bucket and o.name = m.name`,
    [JSON.stringify(manifest.objects)],
  )
  return {
    bytes: (await stat(file)).size,
    files: manifest.objects.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    milliseconds: Math.round(performance.now() - started),
  }
}

/** What the scripts print: size in MB, rows, files, seconds. */
export function describe(outcome: Outcome): string {
  return `${(outcome.bytes / 1024 / 1024).toFixed(2)} MB, ${outcome.rows} filas / rows, ${outcome.files} archivos / files, ${(outcome.milliseconds / 1000).toFixed(1)} s`
}
