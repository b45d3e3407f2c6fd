import type { IconType } from 'react-icons'
import {
  FaBook,
  FaCalendarAlt,
  FaCommentDots,
  FaConciergeBell,
  FaFileAlt,
  FaImage,
  FaMusic,
  FaShoppingBag,
  FaTag,
  FaVideo,
} from 'react-icons/fa'

export const EDITOR = '/admin/content-editor'
export const ALBUMS = '/admin/albums-form'

/**
 * One counted list of the dashboard: the resource whose list it counts, its card, and how its
 * count reads. The dashboard draws one card per entry; counts.test.ts holds the entries to the
 * resource definitions and the editor's content types (every type with a list is counted, under
 * its own name, icon and address), which this file does not import so that the dashboard loads
 * none of the editor's forms.
 */
export interface CountedList {
  /** The resource's path under /api (`hero-content`): its list is `GET /api/<resource>`. */
  resource: string
  title: string
  icon: IconType
  /** Where the card leads: the resource's editor. */
  to: string
  /** The words after the number: singular and plural. */
  one: string
  many: string
  /** The field naming an item in «Programado»: its definition's `label` (counts.test.ts). */
  label: string
}

const available = (one: string, many: string) => ({
  one: `${one} disponible`,
  many: `${many} disponibles`,
})

/** The content editor showing one type, `?type=` of its address. */
export const editorOf = (type: string) => `${EDITOR}?type=${type}`

/** Counts come only from the length of each list the server returns (spec). */
export const COUNTED_LISTS = {
  activities: {
    resource: 'activities',
    label: 'title',
    title: 'Actividades',
    icon: FaCalendarAlt,
    to: editorOf('activities'),
    ...available('actividad', 'actividades'),
  },
  services: {
    resource: 'services',
    label: 'title',
    title: 'Servicios',
    icon: FaConciergeBell,
    to: editorOf('services'),
    ...available('servicio', 'servicios'),
  },
  products: {
    resource: 'products',
    label: 'title',
    title: 'Productos',
    icon: FaShoppingBag,
    to: editorOf('products'),
    ...available('producto', 'productos'),
  },
  testimonials: {
    resource: 'testimonials',
    label: 'name',
    title: 'Testimonios',
    icon: FaCommentDots,
    to: editorOf('testimonials'),
    ...available('testimonio', 'testimonios'),
  },
  videos: {
    resource: 'videos',
    label: 'title',
    title: 'Videos',
    icon: FaVideo,
    to: editorOf('videos'),
    ...available('video', 'videos'),
  },
  books: {
    resource: 'books',
    label: 'title',
    title: 'Libros',
    icon: FaBook,
    to: editorOf('books'),
    ...available('libro', 'libros'),
  },
  // The public list holds only the active promotions, which is what the card counts.
  promotions: {
    resource: 'promotions',
    label: 'title',
    title: 'Promociones',
    icon: FaTag,
    to: editorOf('promotions'),
    one: 'promoción activa',
    many: 'promociones activas',
  },
  hero: {
    resource: 'hero-content',
    label: 'title',
    title: 'Contenido del Hero',
    icon: FaImage,
    to: editorOf('hero'),
    ...available('contenido del hero', 'contenidos del hero'),
  },
  albums: {
    resource: 'albums',
    label: 'title',
    title: 'Álbumes',
    icon: FaMusic,
    to: ALBUMS,
    ...available('álbum', 'álbumes'),
  },
  pages: {
    resource: 'pages',
    label: 'title',
    title: 'Páginas',
    icon: FaFileAlt,
    to: editorOf('pages'),
    one: 'página',
    many: 'páginas',
  },
} as const satisfies Record<string, CountedList>

/** The lists the overview's summary counts, of all those 'Contenido del sitio' does. */
export const SUMMARY: readonly CountedList[] = [
  COUNTED_LISTS.activities,
  COUNTED_LISTS.products,
  COUNTED_LISTS.testimonials,
  COUNTED_LISTS.books,
  COUNTED_LISTS.albums,
]

/** `GET` of the list a card counts. */
export function countPathOf(list: CountedList): string {
  return `/api/${list.resource}`
}

/** 'N actividades disponibles', '1 promoción activa'. */
export function countText(list: CountedList, count: number): string {
  return `${count} ${count === 1 ? list.one : list.many}`
}
