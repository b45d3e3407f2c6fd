/**
 * The sections the backgrounds' editor offers, in the spec's order; `albums` is the music page's
 * section. Apart from the editor, so the media library names a background's section without
 * loading the editor (decision 011).
 */
export const BACKGROUND_SECTIONS: readonly { value: string; label: string }[] = [
  { value: 'hero', label: 'Hero (portada)' },
  { value: 'activities', label: 'Actividades' },
  { value: 'services', label: 'Servicios' },
  { value: 'products', label: 'Productos' },
  { value: 'testimonials', label: 'Testimonios' },
  { value: 'videos', label: 'Videos' },
  { value: 'books', label: 'Libros' },
  { value: 'promotions', label: 'Promociones' },
  { value: 'albums', label: 'Álbumes (música)' },
]
