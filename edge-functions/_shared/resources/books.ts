import type * as v from 'valibot'
import {
  MAX_LONG_TEXT,
  optionalBoolean,
  optionalInteger,
  optionalLink,
  optionalMediaUrl,
  optionalPlainText,
  optionalText,
  requiredText,
} from '../fields.ts'
import {
  defineResource,
  type PictureDescriptions,
  type Publication,
  type Timestamps,
} from '../resource.ts'

const DOWNLOADS_MESSAGE = 'El número de descargas debe ser un número entero no negativo'

const entries = {
  title: requiredText('El título es obligatorio'),
  author: requiredText('El autor es obligatorio'),
  shortDescription: optionalText(MAX_LONG_TEXT),
  coverUrl: optionalMediaUrl('URL de portada inválida'),
  downloadCount: optionalInteger(DOWNLOADS_MESSAGE),
  additionalDownloads: optionalInteger(DOWNLOADS_MESSAGE),
  isPurchasable: optionalBoolean(),
  isDownloadable: optionalBoolean(),
  purchaseLink: optionalLink(),
  downloadLink: optionalLink(),
  featured: optionalBoolean(),
  visibleInAll: optionalBoolean(),
  showComingSoon: optionalBoolean(),
  comingSoonText: optionalPlainText(2_000),
  visible: optionalBoolean(),
}

export const bookDefaults = {
  downloadCount: 0,
  additionalDownloads: 0,
  isPurchasable: true,
  isDownloadable: false,
  featured: false,
  visibleInAll: true,
  showComingSoon: false,
  comingSoonText: 'Próximamente',
  visible: true,
}

export const books = defineResource({
  path: 'books',
  table: 'books',
  noun: 'el libro',
  names: { one: 'Libro', many: 'Libros' },
  sample: {
    title: 'El camino',
    author: 'Marta Ruiz',
    isDownloadable: true,
    downloadLink: 'https://example.com/libro.pdf',
    additionalDownloads: 5,
    showComingSoon: true,
    comingSoonText: 'Próximamente\nen librerías',
  },
  label: 'title',
  visibility: 'visible',
  featured: 'featured',
  fields: {
    title: 'title',
    author: 'author',
    shortDescription: 'short_description',
    coverUrl: 'cover_url',
    downloadCount: 'download_count',
    additionalDownloads: 'additional_downloads',
    isPurchasable: 'is_purchasable',
    isDownloadable: 'is_downloadable',
    purchaseLink: 'purchase_link',
    downloadLink: 'download_link',
    featured: 'featured',
    visibleInAll: 'visible_in_all',
    showComingSoon: 'show_coming_soon',
    comingSoonText: 'coming_soon_text',
    visible: 'visible',
  },
  // The download may be a PDF of the library's documents (or any link).
  media: { coverUrl: 'images', downloadLink: 'documents' },
  // A book that is not offered for download keeps its file's address to itself (a paid PDF's).
  shownWhen: { downloadLink: 'is_downloadable' },
  lists: [{ path: '', access: 'public' }],
  defaults: bookDefaults,
  entries,
})

export type BookInput = v.InferInput<typeof books.createSchema>
export type Book = v.InferOutput<typeof books.createSchema> &
  Timestamps &
  Publication &
  PictureDescriptions<'coverAlt'>

/** What `POST /api/books/{id}/download` answers. */
export interface BookDownload {
  downloadLink: string
  downloadCount: number
  totalDownloads: number
}
