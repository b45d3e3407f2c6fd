/**
 * One copy of everything (docs/backup.md): the site's rows and its library files in one tar
 * archive, written by the admin's "Descargar copia de seguridad" (routes/backup.ts, as the
 * signed-in admin) and by `npm run backup` (scripts/backup.ts, as the database owner), and read
 * back by restore.ts; its layout is _shared/backup-manifest.ts.
 *
 * Which tables is the database's answer (private.backup_state): the content tables of the
 * resource definitions plus every table the catalog lets the owner read, so a table or a column
 * added later comes along with no edit here. Every row and the file list are read in one
 * statement, so they are one snapshot; the files' bytes are then streamed one after another.
 */

import {
  BACKUP_FORMAT,
  type BackupObject,
  type BackupTable,
  MANIFEST_ENTRY,
  type Manifest,
  objectEntry,
  tableEntry,
  tableId,
} from '../_shared/backup-manifest.ts'
import { CONTENT_TABLES } from '../_shared/index.ts'
import { madridWallTime } from '../_shared/madrid-time.ts'
import { TAR_END, tarEntry, tarHeader, tarPadding } from '../_shared/tar.ts'
import { quoteIdentifier, sqlLiteral } from './db.ts'

export const BACKUP_MESSAGES = {
  notABackup:
    'Este archivo no es una copia de seguridad del sitio (no empieza por su índice, manifest.json): no se ha restaurado nada.',
  otherFormat: (format: unknown) =>
    `Esta copia tiene el formato ${String(format)} y el sitio lee el formato ${BACKUP_FORMAT}: no se ha restaurado nada.`,
  otherSchema: (copy: string, database: string) =>
    `Esta copia es de la versión del esquema ${copy} y esta base de datos está en la versión ${database}: no se ha restaurado nada. Restáurala en una base de datos con la versión ${copy}.`,
  fileChanged: (object: string) =>
    `El archivo ${object} cambió mientras se hacía la copia; vuelve a descargarla. / The file ${object} changed while the backup was being made; download it again.`,
  storageRefused: (object: string, status: number) =>
    `Storage no entregó ${object} (${status}). / Storage did not return ${object} (${status}).`,
} as const

export interface Snapshot {
  manifest: Manifest
  /** Each table's rows as a JSON array, by `schema.name`. */
  rows: Map<string, string>
}

export const qualifiedName = (table: { schema: string; name: string }) =>
  `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`

const STATE = `private.backup_state(array[${CONTENT_TABLES.map(({ table }) => sqlLiteral(table)).join(', ')}]::text[])`

/** The schema version and the tables a copy holds, as the database answers them. */
export const BACKUP_STATE_STATEMENT = `select ${STATE}::text as body`

const OBJECTS = `(select coalesce(json_agg(json_build_object(
    'bucket', o.bucket_id, 'name', o.name, 'size', (o.metadata ->> 'size')::bigint,
    'mimetype', o.metadata ->> 'mimetype', 'cacheControl', o.metadata ->> 'cacheControl',
    'createdAt', o.created_at, 'updatedAt', o.updated_at, 'userMetadata', o.user_metadata)
  order by o.bucket_id, o.name), '[]'::json)
  from storage.objects o where o.bucket_id = any (private.backup_buckets()))`

function rowsOf(table: BackupTable): string {
  const order = table.key.map((column) => `t.${quoteIdentifier(column)}`).join(', ')
  return `(select coalesce(json_agg(t${order ? ` order by ${order}` : ''}), '[]'::json)
    from ${qualifiedName(table)} t)`
}

/** Every row of `tables`, the file list and the state again, in one statement: one snapshot. */
function snapshotStatement(tables: readonly BackupTable[]): string {
  const rows = tables.map((table) => `${sqlLiteral(tableId(table))}, ${rowsOf(table)}`)
  return `select json_build_object('state', ${STATE}, 'objects', ${OBJECTS},
    'rows', json_build_object(${rows.join(',\n')}))::text as body`
}

/** Reads a snapshot with `run`, which answers a statement's `body` column as the caller. */
export async function readSnapshot(run: (statement: string) => Promise<string>): Promise<Snapshot> {
  const first = JSON.parse(await run(BACKUP_STATE_STATEMENT)) as { tables: BackupTable[] }
  const whole = JSON.parse(await run(snapshotStatement(first.tables))) as {
    state: { schemaVersion: string; tables: BackupTable[] }
    objects: BackupObject[]
    rows: Record<string, unknown[]>
  }
  const rows = new Map<string, string>()
  const tables = first.tables.map((table) => {
    const own = whole.rows[tableId(table)] ?? []
    rows.set(tableId(table), JSON.stringify(own))
    // The sequences as the same snapshot saw them.
    const state = whole.state.tables.find((other) => tableId(other) === tableId(table)) ?? table
    return { ...table, sequences: state.sequences, rows: own.length }
  })
  return {
    manifest: {
      format: BACKUP_FORMAT,
      schemaVersion: whole.state.schemaVersion,
      createdAt: new Date().toISOString(),
      tables,
      objects: whole.objects,
    },
    rows,
  }
}

const encoder = new TextEncoder()

/** Storage's download of a file, as whoever `key` and `token` name. */
export function storageDownloader(storageUrl: string, apiKey: string, token: string) {
  return async (object: BackupObject): Promise<ReadableStream<Uint8Array>> => {
    const path = object.name.split('/').map(encodeURIComponent).join('/')
    const response = await fetch(
      `${storageUrl}/storage/v1/object/authenticated/${encodeURIComponent(object.bucket)}/${path}`,
      { headers: { apikey: apiKey, authorization: `Bearer ${token}` } },
    )
    if (!response.ok || !response.body) {
      await response.body?.cancel()
      throw new Error(BACKUP_MESSAGES.storageRefused(objectEntry(object), response.status))
    }
    return response.body
  }
}

function entrySize(parts: Uint8Array[]): number {
  return parts.reduce((sum, part) => sum + part.length, 0)
}

/** Files whose downloads are under way at once while the archive is written. */
const DOWNLOADS_AHEAD = 4

/** The archive: its exact size up front (Content-Length) and its bytes as a stream. */
export function backupArchive(
  snapshot: Snapshot,
  download: (object: BackupObject) => Promise<ReadableStream<Uint8Array>>,
): { size: number; stream: ReadableStream<Uint8Array> } {
  const small = [
    tarEntry(MANIFEST_ENTRY, encoder.encode(JSON.stringify(snapshot.manifest, null, 1))),
    ...snapshot.manifest.tables.map((table) =>
      tarEntry(tableEntry(table), encoder.encode(snapshot.rows.get(tableId(table)) ?? '[]')),
    ),
  ]
  const objectHeaders = snapshot.manifest.objects.map((object) =>
    tarHeader(objectEntry(object), object.size),
  )
  const size =
    small.reduce((sum, parts) => sum + entrySize(parts), 0) +
    snapshot.manifest.objects.reduce(
      (sum, object, index) =>
        sum + entrySize(objectHeaders[index]) + object.size + tarPadding(object.size).length,
      0,
    ) +
    TAR_END.length

  const { objects } = snapshot.manifest
  // The next few files' downloads are asked for while one is written: with 2,000 small pictures
  // the round trips, not the bytes, are what takes the time.
  const asked = new Map<number, Promise<ReadableStream<Uint8Array>>>()
  const askFor = (index: number) => {
    if (index >= objects.length || asked.has(index)) return
    const answer = download(objects[index])
    answer.catch(() => {})
    asked.set(index, answer)
  }

  const dropAsked = () => {
    for (const answer of asked.values()) answer.then((body) => body.cancel()).catch(() => {})
    asked.clear()
  }

  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const parts of small) yield* parts
    for (const [index, object] of objects.entries()) {
      yield* objectHeaders[index]
      for (let ahead = 0; ahead < DOWNLOADS_AHEAD; ahead++) askFor(index + ahead)
      const answer = asked.get(index) as Promise<ReadableStream<Uint8Array>>
      asked.delete(index)
      const reader = (await answer).getReader()
      let sent = 0
      while (true) {
        const { done, value } = await reader.read()
        if (done) break
        sent += value.length
        if (sent > object.size) break
        yield value
      }
      if (sent !== object.size) {
        await reader.cancel().catch(() => {})
        throw new Error(BACKUP_MESSAGES.fileChanged(objectEntry(object)))
      }
      yield tarPadding(object.size)
    }
    yield TAR_END
  }

  const source = chunks()
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await source.next()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      } catch (error) {
        dropAsked()
        controller.error(error)
      }
    },
    async cancel() {
      await source.return(undefined)
      dropAsked()
    },
  })
  return { size, stream }
}

/** The file name the owner's download gets: the site's copy of that day, on the centre's clock. */
export function backupFileName(now = new Date()): string {
  return `copia-de-seguridad-${madridWallTime(now).replace(/[:T]/g, '-')}.tar`
}
