/** The editor's notices (spec section 8), built from a type's noun (`el servicio`, `la promoción`). */

export function isFeminine(noun: string): boolean {
  return noun.startsWith('la ')
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** 'Servicio creado correctamente', 'Promoción actualizada correctamente'... */
export function savedText(noun: string, created: boolean): string {
  const name = noun.replace(/^(el|la) /, '')
  const ending = isFeminine(noun) ? 'a' : 'o'
  return `${capitalised(name)} ${created ? 'cread' : 'actualizad'}${ending} correctamente`
}

/** 'Hubo un error al guardar el servicio. Inténtalo de nuevo.' */
export function saveErrorText(noun: string): string {
  return `Hubo un error al guardar ${noun}. Inténtalo de nuevo.`
}

export const DELETE_TEXTS = {
  question: '¿Está seguro de eliminar este elemento?',
  // The spec's 'Esta acción no se puede deshacer...' stopped being true with the Papelera
  // (docs/data-model.md): saying so would make the owner fear a delete she can undo.
  warning: 'El elemento irá a la Papelera, donde podrás restaurarlo durante 30 días.',
  cancel: 'Cancelar',
  confirm: 'Eliminar',
  doneTitle: 'Eliminado correctamente',
  doneText: 'El elemento ha sido eliminado',
  failedTitle: 'Error',
  failedText: 'No se pudo eliminar el elemento',
} as const

export const LIST_TEXTS = {
  loading: 'Cargando...',
  error: 'Error al cargar los datos. Por favor, intente de nuevo.',
  empty: 'No hay elementos para mostrar',
  actions: 'Acciones',
  selection: 'Selección',
  /** Beside the name of an item visitors do not see (Ocultar). */
  hidden: 'Oculto',
  more: (shown: number, total: number) => `Mostrar más (${shown} de ${total})`,
  noMatch: 'Ningún elemento coincide con la búsqueda o el filtro.',
  orderingOff:
    'Para cambiar el orden a mano, borra la búsqueda, el filtro y la ordenación: así ves la lista entera.',
} as const
