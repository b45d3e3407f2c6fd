/** The album manager's words (spec sections 2, 5 and 8). */
export const ALBUM_TEXTS = {
  loadingAlbums: 'Cargando álbumes...',
  loadingTracks: 'Cargando pistas...',
  noAlbums: 'No hay álbumes disponibles',
  noTracks: 'Este álbum no tiene pistas. Añade algunas.',
  noAlbumChosen: 'Selecciona un álbum para gestionar sus pistas.',
  noAlbumSelected: 'No se ha seleccionado un álbum',
  created: 'Álbum creado',
  updated: 'Álbum actualizado',
  deleted: 'Álbum eliminado',
  createFailed: 'No se pudo crear el álbum',
  updateFailed: 'No se pudo actualizar el álbum',
  deleteFailed: 'No se pudo eliminar el álbum',
  deleteTitle: 'Eliminar álbum',
  deleteQuestion:
    '¿Estás seguro de que deseas eliminar este álbum? Esta acción también eliminará todas sus pistas.',
  /** Only featured albums are listed anywhere (home, /musica, the resources page). */
  featuredHelper:
    'Solo los álbumes destacados aparecen en el sitio: en la página de inicio, en /musica y en Recursos. Uno sin destacar no aparece en ninguna lista.',
} as const

export const TRACK_TEXTS = {
  created: 'Pista creada',
  updated: 'Pista actualizada',
  deleted: 'Pista eliminada',
  createFailed: 'No se pudo crear la pista',
  updateFailed: 'No se pudo actualizar la pista',
  deleteFailed: 'No se pudo eliminar la pista',
  saveFailed: 'Error al guardar la pista',
  deleteTitle: 'Eliminar pista',
  deleteQuestion: '¿Estás seguro de que deseas eliminar esta pista?',
} as const
