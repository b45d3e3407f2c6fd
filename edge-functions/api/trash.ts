import type { AddressColumn } from '../_shared/media.ts'
import type { Caller } from './caller.ts'
import type { Services } from './context.ts'
import { sqlLiteral, type Transaction, writeAs } from './db.ts'
import { ApiError } from './errors.ts'

/** The private bucket trashed library files wait in (20261128100000_trash.sql). */
export const TRASH_BUCKET = 'trash'

export const TRASH_MESSAGES = {
  notFound: 'Ese elemento ya no está en la papelera',
  storageRefused: 'No se pudo mover el archivo en el almacenamiento. Inténtalo de nuevo.',
  nameTaken:
    'Ya hay en la biblioteca un archivo con ese nombre. Elimínalo o cámbiale el nombre y vuelve a intentarlo.',
  parentGone:
    'No se puede restaurar: el álbum de esta pista ya no existe. Restaura primero el álbum.',
  invalid: 'No se puede restaurar: sus datos ya no son válidos para la tabla.',
  fileGone: 'No se puede restaurar: usa un archivo que ya no está en la biblioteca.',
} as const

/** Where a library file waits in the trash bucket: its bucket, then its name. */
export function trashNameOf(bucket: string, name: string): string {
  return `${bucket}/${name}`
}

/**
 * One row per address a trashed item (and the rows trashed with it) holds, in the columns the
 * media library reads: a file a restorable item points at is still in use ("Papelera «…»").
 */
export function trashUsesStatement(
  columns: readonly AddressColumn[],
  fileOf: (expression: string) => string,
): string {
  const pairs = columns.map(
    (column) => `(${sqlLiteral(column.table)}, ${sqlLiteral(column.column)})`,
  )
  return `select 'trash' as type, t.id, held.key as field, t.label, null::bigint as parent_id,
       ${fileOf('held.value')} as object
     from private.trash t
     cross join lateral (
       select t.kind as source, e.key, e.value from jsonb_each_text(t.item) e
       union all
       select c ->> 'table', e.key, e.value
       from jsonb_array_elements(t.children) c
       cross join lateral jsonb_array_elements(c -> 'rows') r
       cross join lateral jsonb_each_text(r) e
     ) held
     where t.kind <> 'file' and (held.source, held.key) in (${pairs.join(', ')})`
}

/** Moves objects between buckets through the Storage API, with the admin's own token. */
async function moveObject(
  { config }: Services,
  caller: Caller,
  from: Place,
  to: Place,
): Promise<boolean> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/move`, {
    method: 'POST',
    headers: {
      apikey: config.publicKeys[0],
      authorization: `Bearer ${caller.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      bucketId: from.bucket,
      sourceKey: from.name,
      destinationBucket: to.bucket,
      destinationKey: to.name,
    }),
  })
  await response.body?.cancel()
  return response.ok
}

/**
 * Moves each pair; if one fails, moves back those already moved and throws: the files end up
 * all moved or all where they were.
 */
type Place = { bucket: string; name: string }

async function moveAll(
  services: Services,
  caller: Caller,
  moves: readonly { from: Place; to: Place }[],
) {
  const done: { from: Place; to: Place }[] = []
  for (const move of moves) {
    if (await moveObject(services, caller, move.from, move.to)) {
      done.push(move)
      continue
    }
    for (const back of done.toReversed()) await moveObject(services, caller, back.to, back.from)
    throw new ApiError(502, TRASH_MESSAGES.storageRefused)
  }
}

/** A list of texts passed as one JSON parameter (postgres.js sends a bare array as text). */
function textArray(parameter: string): string {
  return `array(select jsonb_array_elements_text(${parameter}::text::jsonb))`
}

/**
 * In the transaction that claimed a file for removal and found it unused: records it (and its
 * 800 px copy) as one entry of the Papelera. The move follows the commit (`moveFileToTrash`).
 */
export async function recordTrashedFile(
  tx: Transaction,
  bucket: string,
  names: readonly string[],
): Promise<number> {
  const [row] = await tx.unsafe(
    `select private.record_trashed_file($1, ${textArray('$2')}) as entry`,
    [bucket, JSON.stringify(names)],
  )
  return Number(row.entry)
}

/**
 * Moves a recorded file to the trash bucket, where no public address serves it. If Storage
 * refuses, the entry is forgotten and the file stays in the library.
 */
export async function moveFileToTrash(
  services: Services,
  caller: Caller,
  file: { bucket: string; names: readonly string[]; trashId: number },
) {
  try {
    await moveAll(
      services,
      caller,
      file.names.map((name) => ({
        from: { bucket: file.bucket, name },
        to: { bucket: TRASH_BUCKET, name: trashNameOf(file.bucket, name) },
      })),
    )
  } catch (error) {
    await writeAs(services.sql, caller, (tx) =>
      tx.unsafe('select private.forget_trash_entry($1)', [file.trashId]),
    )
    throw error
  }
}

/**
 * Puts a trashed file back where it was. The database first checks, under the file's lock, that
 * no file of that name has been uploaded since; Storage is called after that transaction, as
 * every Storage call of this function is (the embedded stack's database takes one transaction at
 * a time). Once the file is back, the entry is forgotten.
 */
export async function restoreFile(services: Services, caller: Caller, trashId: number) {
  const item = await writeAs(services.sql, caller, async (tx) => {
    const [row] = await tx.unsafe('select private.begin_file_restore($1)::text as item', [trashId])
    if (row.item === null) throw new ApiError(404, TRASH_MESSAGES.notFound)
    return JSON.parse(row.item as string) as { bucket: string; names: string[] }
  })
  await moveAll(
    services,
    caller,
    item.names.map((name) => ({
      from: { bucket: TRASH_BUCKET, name: trashNameOf(item.bucket, name) },
      to: { bucket: item.bucket, name },
    })),
  )
  await writeAs(services.sql, caller, (tx) =>
    tx.unsafe('select private.forget_trash_entry($1)', [trashId]),
  )
}

/** Deletes emptied files' objects from the trash bucket (`names` as they are there). */
export async function deleteTrashedObjects(
  { config }: Services,
  caller: Caller,
  names: readonly string[],
) {
  if (names.length === 0) return
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/${TRASH_BUCKET}`, {
    method: 'DELETE',
    headers: {
      apikey: config.publicKeys[0],
      authorization: `Bearer ${caller.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ prefixes: names }),
  })
  await response.body?.cancel()
  if (!response.ok) throw new ApiError(502, TRASH_MESSAGES.storageRefused)
}
