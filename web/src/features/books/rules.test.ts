import { describe, expect, it } from 'vitest'
import { canCollapse, previewItems } from '../../components/content/show-more.tsx'
import {
  authorLine,
  BOOK_PREVIEW,
  booksForTab,
  downloadCountText,
  homeBooks,
  INITIAL_BOOKS_VIEW,
  publicDownloadCount,
  resourcesBooks,
  safeDownloadAddress,
  selectTab,
  showsBuy,
  showsDownload,
  toggleExpanded,
} from './rules.ts'

const book = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  featured: false,
  visibleInAll: true,
  visible: true,
  ...fields,
})

const ids = (books: { id: number }[]) => books.map((item) => item.id)

describe('books', () => {
  it('home keeps only the featured books, sorted by id ascending', () => {
    const books = [
      book(9, { featured: true }),
      book(2),
      book(4, { featured: true }),
      book(1, { featured: true }),
      book(3, { featured: true, visible: false }),
    ]
    expect(ids(homeBooks(books))).toEqual([1, 4, 9])
  })

  it("'Todos los libros' lists the books with visibleInAll, excluding visible false", () => {
    const books = [book(1), book(2, { visibleInAll: false }), book(3, { visible: false }), book(4)]
    expect(ids(booksForTab(books, 'todos'))).toEqual([1, 4])
  })

  it("'Destacados' lists the featured books, also those not in 'Todos los libros'", () => {
    const books = [
      book(1, { featured: true }),
      book(2),
      book(3, { featured: true, visibleInAll: false }),
      book(4, { featured: true, visible: false }),
    ]
    expect(ids(booksForTab(books, 'destacados'))).toEqual([1, 3])
  })

  it('the resources page lists every shown book, sorted by id ascending', () => {
    expect(ids(resourcesBooks([book(5), book(1), book(3, { visible: false }), book(2)]))).toEqual([
      1, 2, 5,
    ])
  })

  it("books show the first 6, and 'Ver más' appears only with more than 6", () => {
    const books = Array.from({ length: 8 }, (_, index) => book(index + 1))
    expect(BOOK_PREVIEW).toBe(6)
    expect(ids(previewItems(books, BOOK_PREVIEW, false))).toEqual([1, 2, 3, 4, 5, 6])
    expect(previewItems(books, BOOK_PREVIEW, true)).toHaveLength(8)
    expect(canCollapse(6, BOOK_PREVIEW)).toBe(false)
    expect(canCollapse(7, BOOK_PREVIEW)).toBe(true)
  })

  it('the books page starts expanded, and switching tab sets it expanded', () => {
    expect(INITIAL_BOOKS_VIEW).toEqual({ tab: 'todos', expanded: true })
    const collapsed = toggleExpanded(INITIAL_BOOKS_VIEW)
    expect(collapsed.expanded).toBe(false)
    expect(selectTab(collapsed, 'destacados')).toEqual({ tab: 'destacados', expanded: true })
    expect(selectTab(toggleExpanded(selectTab(collapsed, 'destacados')), 'todos').expanded).toBe(
      true,
    )
  })

  it("a book without author shows 'Autor: No especificado'", () => {
    expect(authorLine('Elena Marín')).toBe('Autor: Elena Marín')
    expect(authorLine(null)).toBe('Autor: No especificado')
    expect(authorLine(undefined)).toBe('Autor: No especificado')
    expect(authorLine('  ')).toBe('Autor: No especificado')
  })

  it("'Descargar' shows only for a downloadable book with a link; 'Comprar' only when purchasable", () => {
    const link = 'https://example.org/libro.pdf'
    expect(showsDownload({ isDownloadable: true, downloadLink: link })).toBe(true)
    expect(showsDownload({ isDownloadable: true, downloadLink: null })).toBe(false)
    expect(showsDownload({ isDownloadable: true, downloadLink: ' ' })).toBe(false)
    expect(showsDownload({ isDownloadable: false, downloadLink: link })).toBe(false)
    expect(showsBuy({ isPurchasable: true })).toBe(true)
    expect(showsBuy({ isPurchasable: false })).toBe(false)
  })

  it('the public count is downloadCount plus additionalDownloads', () => {
    expect(publicDownloadCount({ downloadCount: 124, additionalDownloads: 300 })).toBe(424)
    expect(publicDownloadCount({ downloadCount: 3, additionalDownloads: undefined })).toBe(3)
    expect(downloadCountText(1)).toBe('1 descarga')
    expect(downloadCountText(0)).toBe('0 descargas')
    expect(downloadCountText(424)).toBe('424 descargas')
  })

  it('a download only sends the new tab to a web address', () => {
    const origin = 'https://centro.example'
    expect(safeDownloadAddress('https://example.org/a.pdf', origin)).toBe(
      'https://example.org/a.pdf',
    )
    expect(safeDownloadAddress('/descargas/a.pdf', origin)).toBe(
      'https://centro.example/descargas/a.pdf',
    )
    expect(safeDownloadAddress('javascript:alert(1)', origin)).toBeNull()
    expect(safeDownloadAddress('', origin)).toBeNull()
  })
})
