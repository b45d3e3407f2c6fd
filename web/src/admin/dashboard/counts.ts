/** One counted list of the dashboard: where it is read and how its count reads. */
export interface CountedList {
  key: string
  path: string
  /** The words after the number: singular and plural. */
  one: string
  many: string
}

const available = (one: string, many: string) => ({
  one: `${one} disponible`,
  many: `${many} disponibles`,
})

/** Counts come only from the length of each list the server returns (spec). */
export const COUNTED_LISTS = {
  activities: {
    key: 'activities',
    path: '/api/activities',
    ...available('actividad', 'actividades'),
  },
  services: { key: 'services', path: '/api/services', ...available('servicio', 'servicios') },
  products: { key: 'products', path: '/api/products', ...available('producto', 'productos') },
  testimonials: {
    key: 'testimonials',
    path: '/api/testimonials',
    ...available('testimonio', 'testimonios'),
  },
  videos: { key: 'videos', path: '/api/videos', ...available('video', 'videos') },
  books: { key: 'books', path: '/api/books', ...available('libro', 'libros') },
  // The public list holds only the active promotions, which is what the card counts.
  promotions: {
    key: 'promotions',
    path: '/api/promotions',
    one: 'promoción activa',
    many: 'promociones activas',
  },
  hero: {
    key: 'hero',
    path: '/api/hero-content',
    ...available('contenido del hero', 'contenidos del hero'),
  },
  albums: { key: 'albums', path: '/api/albums', ...available('álbum', 'álbumes') },
} as const satisfies Record<string, CountedList>

/** 'N actividades disponibles', '1 promoción activa'. */
export function countText(list: CountedList, count: number): string {
  return `${count} ${count === 1 ? list.one : list.many}`
}
