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
