/** The Papelera's words, in one place. */
export const TRASH_TEXTS = {
  title: 'Papelera',
  intro:
    'Lo que eliminas espera aquí 30 días antes de borrarse para siempre. Solo tú lo ves: los visitantes no.',
  loading: 'Cargando...',
  error: 'Error al cargar los datos. Por favor, intente de nuevo.',
  empty: 'La papelera está vacía',
  type: 'Tipo',
  name: 'Nombre',
  deletedAt: 'Eliminado',
  actions: 'Acciones',
  restore: 'Restaurar',
  restored: 'Restaurado',
  restoredText: 'El elemento ha vuelto a su sitio',
  restoreFailed: 'No se pudo restaurar',
  undo: 'Deshacer',
  /** Said after every delete that went to the Papelera, below what was deleted. */
  kept: 'Queda en la Papelera durante 30 días.',
  deleteForGood: 'Eliminar definitivamente',
  deleteForGoodQuestion: (label: string) => `¿Eliminar «${label}» definitivamente?`,
  deleteForGoodWarning:
    'Se borrará para siempre y ya no podrás restaurarlo. Esta acción no se puede deshacer.',
  deletedForGood: 'Eliminado definitivamente',
  deleteForGoodFailed: 'No se pudo eliminar',
  emptyTrash: 'Vaciar papelera',
  emptyQuestion: '¿Vaciar la papelera?',
  emptyWarning:
    'Todo lo que hay en la papelera se eliminará para siempre. Esta acción no se puede deshacer.',
  emptyConfirm: 'Vaciar',
  cancel: 'Cancelar',
  emptied: 'Papelera vaciada',
  emptyFailed: 'No se pudo vaciar la papelera',
} as const

/** How the Papelera names each kind of thing it holds. */
export const KIND_NAMES: Readonly<Record<string, string>> = {
  services: 'Servicio',
  activities: 'Actividad',
  products: 'Producto',
  testimonials: 'Testimonio',
  videos: 'Video',
  books: 'Libro',
  promotions: 'Promoción',
  hero_content: 'Contenido del Hero',
  albums: 'Álbum',
  tracks: 'Pista',
}

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
    return `${name} (${entry.children} ${entry.children === 1 ? 'pista' : 'pistas'})`
  }
  return name
}
