/**
 * What a backup archive is made of (edge-functions/api/backup.ts writes it, restore.ts reads it
 * back, and the admin's "Restaurar una copia" reads its manifest in the browser to show what it
 * holds before it is sent): its entries' names and its manifest's shape.
 *
 *   manifest.json                     format, schema version, tables (key, sequences, row counts)
 *                                     and every file's bucket, name, size, type and dates
 *   tables/<schema>.<table>.json      the table's whole rows, in primary-key order
 *   objects/<bucket>/<name>           each file's bytes
 */

/** Bumped when the archive's layout changes (not the schema: that is `schemaVersion`). */
export const BACKUP_FORMAT = 1

export interface BackupSequence {
  column: string
  sequence: string
  lastValue: number | string
  isCalled: boolean
}

export interface BackupTable {
  schema: string
  name: string
  /** The primary key's columns: rows are copied in its order. */
  key: string[]
  /** Tables (`schema.name`) this one references: restored before it. */
  dependsOn: string[]
  sequences: BackupSequence[]
}

export interface BackupObject {
  bucket: string
  name: string
  size: number
  mimetype: string | null
  cacheControl: string | null
  createdAt: string
  updatedAt: string
  /** The uploader's own metadata (the name the file had); absent in copies made before it. */
  userMetadata?: Record<string, unknown> | null
}

export interface Manifest {
  format: number
  schemaVersion: string
  createdAt: string
  tables: (BackupTable & { rows: number })[]
  objects: BackupObject[]
}

export const tableId = (table: { schema: string; name: string }) => `${table.schema}.${table.name}`

export const MANIFEST_ENTRY = 'manifest.json'
export const tableEntry = (table: { schema: string; name: string }) =>
  `tables/${tableId(table)}.json`
export const objectEntry = (object: { bucket: string; name: string }) =>
  `objects/${object.bucket}/${object.name}`
