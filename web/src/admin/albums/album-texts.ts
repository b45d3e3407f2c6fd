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
  iframePlayerHelper:
    '«Escuchar ahora» reproduce las pistas publicadas del álbum; sin ellas, abre este reproductor, que va antes que el enlace externo.',
  silentTitle: 'Este álbum no se podrá escuchar',
} as const

/** Why «Escuchar ahora» will not show for the album (see silentAlbumReason), and what to do. */
export const SILENT_ALBUM_TEXTS = {
  newAlbum:
    'Aún no tiene pistas ni URL del reproductor ni enlace externo, así que en el sitio aparecerá sin el botón «Escuchar ahora». Guárdalo y añade sus pistas en «Pistas», o escribe una de esas dos direcciones.',
  noTracks:
    'No tiene pistas ni URL del reproductor ni enlace externo, así que en el sitio aparece sin el botón «Escuchar ahora». Añade sus pistas en «Pistas», o escribe una de esas dos direcciones.',
  noPublishedTracks:
    'Sus pistas están en borrador o programadas y no tiene URL del reproductor ni enlace externo, así que en el sitio aparece sin el botón «Escuchar ahora». Publica alguna de sus pistas, o escribe una de esas dos direcciones.',
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
