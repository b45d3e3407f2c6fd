/** The two widths the owner checks a page at: a phone's and a laptop's. */
export const PREVIEW_WIDTHS = [
  { width: 390, label: 'Móvil (390 px)' },
  { width: 1280, label: 'Escritorio (1280 px)' },
] as const

/** The preview opens at the width of the screen she is on: a phone's below a laptop's. */
export function startingWidth(): number {
  return window.innerWidth < 1024 ? PREVIEW_WIDTHS[0].width : PREVIEW_WIDTHS[1].width
}

export const PREVIEW_TEXTS = {
  loading: 'Cargando la vista previa...',
  open: 'Vista previa',
  lead: 'Vista previa: así verán los visitantes este borrador cuando lo publiques',
  typed: 'Con lo que has escrito en el formulario, aunque no lo hayas guardado.',
  saved:
    'Se muestra lo último guardado: lo que has escrito no cumple aún las reglas del formulario.',
  page: 'Página',
  width: 'Ancho de la pantalla',
  close: 'Cerrar',
  nowhere: 'Al publicarlo no aparecerá en el sitio: ',
} as const
