import {
  BACKUP_FORMAT,
  MANIFEST_ENTRY,
  type Manifest,
  tableId,
} from '../../../../edge-functions/_shared/backup-manifest.ts'
import { readTar } from '../../../../edge-functions/_shared/tar.ts'
import { COUNTED_LISTS } from '../dashboard/counts.ts'

/**
 * What the owner reads of each table a backup holds. The content types are named as the
 * dashboard counts them; backup-contents.test.ts fails, naming this file, for a table a backup
 * holds that has no name here.
 */
export const TABLE_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    COUNTED_LISTS.map((list) => [`public.${list.resource.replaceAll('-', '_')}`, list.title]),
  ),
  'public.tracks': 'Pistas de los álbumes',
  'public.site_settings': 'Configuración',
  'public.carousel_backgrounds': 'Fondos de las secciones',
  'public.media_descriptions': 'Textos alternativos de las imágenes',
  'public.content_drafts': 'Borradores',
  'private.content_versions': 'Historial',
  'private.trash': 'Papelera',
}

export interface BackupContents {
  createdAt: Date
  schemaVersion: string
  /** Each table with rows, by its name for the owner, in her alphabet's order. */
  types: { name: string; rows: number }[]
  files: number
  fileBytes: number
}

export const CONTENTS_MESSAGES = {
  notABackup:
    'Este archivo no es una copia de seguridad del sitio. Elige el archivo .tar que descargaste con «Descargar copia de seguridad».',
  otherFormat: 'Esta copia es de un formato que este sitio no lee.',
} as const

export class NotABackup extends Error {}

/**
 * Reads what a chosen copy holds from its manifest, the archive's first entry, without reading
 * the rest of the file. The server checks all of it again when the copy is sent: this is what the
 * owner sees before she decides.
 */
export async function readBackupContents(file: Blob): Promise<BackupContents> {
  const entries = readTar(file.stream())
  let manifest: Manifest
  try {
    const first = await entries.next()
    if (first.done || first.value.name !== MANIFEST_ENTRY) throw new Error(MANIFEST_ENTRY)
    manifest = JSON.parse(new TextDecoder().decode(await first.value.read())) as Manifest
    if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.objects)) throw new Error()
  } catch {
    throw new NotABackup(CONTENTS_MESSAGES.notABackup)
  } finally {
    await entries.return(undefined)
  }
  if (manifest.format !== BACKUP_FORMAT) throw new NotABackup(CONTENTS_MESSAGES.otherFormat)
  const types = manifest.tables
    .filter((table) => table.rows > 0)
    .map((table) => ({ name: TABLE_NAMES[tableId(table)] ?? tableId(table), rows: table.rows }))
    .sort((one, other) => one.name.localeCompare(other.name, 'es'))
  return {
    createdAt: new Date(manifest.createdAt),
    schemaVersion: String(manifest.schemaVersion),
    types,
    files: manifest.objects.length,
    fileBytes: manifest.objects.reduce((sum, object) => sum + (Number(object.size) || 0), 0),
  }
}
