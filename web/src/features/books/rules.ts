import type { Book } from '../../../../edge-functions/_shared/resources/books.ts'

/** Home and the books page show this many books while collapsed (spec section 9). */
export const BOOK_PREVIEW = 6

/** A book with `visible: false` is hidden everywhere on the public site. */
export function isShown(book: Pick<Book, 'visible'>): boolean {
  return book.visible !== false
}

function byId<T extends Pick<Book, 'id'>>(a: T, b: T): number {
  return a.id - b.id
}

/** Home keeps only the featured books, oldest first. */
export function homeBooks<T extends Pick<Book, 'id' | 'featured' | 'visible'>>(
  books: readonly T[],
): T[] {
  return books.filter((book) => book.featured === true && isShown(book)).sort(byId)
}

/** The resources page lists every shown book, oldest first. */
export function resourcesBooks<T extends Pick<Book, 'id' | 'visible'>>(books: readonly T[]): T[] {
  return books.filter(isShown).sort(byId)
}

export type BooksTab = 'todos' | 'destacados'

export const BOOKS_TABS: readonly { value: BooksTab; label: string }[] = [
  { value: 'todos', label: 'Todos los libros' },
  { value: 'destacados', label: 'Destacados' },
]

/** 'Todos los libros' lists the books marked for it; 'Destacados' the featured ones. */
export function booksForTab<T extends Pick<Book, 'featured' | 'visibleInAll' | 'visible'>>(
  books: readonly T[],
  tab: BooksTab,
): T[] {
  return books.filter((book) =>
    tab === 'todos'
      ? book.visibleInAll !== false && isShown(book)
      : book.featured === true && isShown(book),
  )
}

/** What the books page shows: the tab, and whether the list is expanded. */
export interface BooksView {
  tab: BooksTab
  expanded: boolean
}

/** The list starts expanded... */
export const INITIAL_BOOKS_VIEW: BooksView = { tab: 'todos', expanded: true }

/** ...and choosing a tab expands it again. */
export function selectTab(_view: BooksView, tab: BooksTab): BooksView {
  return { tab, expanded: true }
}

export function toggleExpanded(view: BooksView): BooksView {
  return { ...view, expanded: !view.expanded }
}

export function authorLine(author: string | null | undefined): string {
  return `Autor: ${author?.trim() || 'No especificado'}`
}

/** The count visitors see: real downloads plus the ones the owner adds by hand. */
export function publicDownloadCount(
  book: Pick<Book, 'downloadCount' | 'additionalDownloads'>,
): number {
  return (book.downloadCount ?? 0) + (book.additionalDownloads ?? 0)
}

// One formatter for every card, made on first use: toLocaleString builds one per call.
let spanishNumber: Intl.NumberFormat | undefined

export function downloadCountText(count: number): string {
  if (count === 1) return '1 descarga'
  spanishNumber ??= new Intl.NumberFormat('es-ES')
  return `${spanishNumber.format(count)} descargas`
}

/** 'Descargar' only for a downloadable book that has a file to download. */
export function showsDownload(book: Pick<Book, 'isDownloadable' | 'downloadLink'>): boolean {
  return book.isDownloadable === true && Boolean(book.downloadLink?.trim())
}

/** 'Comprar' only for a book on sale. */
export function showsBuy(book: Pick<Book, 'isPurchasable'>): boolean {
  return book.isPurchasable === true
}

/**
 * The address the server answered, if it is one a new tab may be sent to: a web address or a
 * path of this site (never `javascript:` or `data:`).
 */
export function safeDownloadAddress(
  link: string | null | undefined,
  origin: string,
): string | null {
  if (!link) return null
  try {
    const url = new URL(link, origin)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
