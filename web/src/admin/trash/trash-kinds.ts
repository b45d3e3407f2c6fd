// Apart from trash-texts.ts, which every screen that deletes imports: only the Papelera needs every
// definition's names.
import { RESOURCES, tracks } from '../../../../edge-functions/_shared/index.ts'

/** How the Papelera names each kind of item it holds: as the item's definition does, by its table. */
export const KIND_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  RESOURCES.map((resource) => [resource.table, resource.names.one]),
)

/** A trashed library file's kind, by the bucket it came from. */
const FILE_KIND_NAMES: Readonly<Record<string, string>> = {
  images: 'Imagen',
  audio: 'Audio',
  documents: 'Documento',
}

/** "Álbum (3 pistas)", "Imagen", "Audio": the type column of one entry. */
export function kindName(entry: { kind: string; bucket: string | null; children: number }) {
  if (entry.kind === 'file') return FILE_KIND_NAMES[entry.bucket ?? ''] ?? 'Archivo'
  const name = KIND_NAMES[entry.kind] ?? entry.kind
  if (entry.kind === 'albums' && entry.children > 0) {
    const names = entry.children === 1 ? tracks.names.one : tracks.names.many
    return `${name} (${entry.children} ${names.toLocaleLowerCase('es')})`
  }
  return name
}
