import { absoluteUrl } from '../../components/content/json-ld.tsx'
import type { Book } from './queries.ts'

/** The anchor of a book's card on the books page, also its address in the structured data. */
export function bookAnchor(id: number): string {
  return `libro-${id}`
}

/** schema.org `Book`s of the books page, built from the list as it loaded. */
export function booksJsonLd(
  books: readonly Pick<Book, 'id' | 'title' | 'author' | 'coverUrl'>[],
  siteUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@graph': books.map((book) => {
      const author = book.author?.trim()
      return {
        '@type': 'Book',
        name: book.title,
        ...(author ? { author: { '@type': 'Person', name: author } } : {}),
        ...(book.coverUrl ? { image: absoluteUrl(book.coverUrl, siteUrl) } : {}),
        url: `${siteUrl}/libros#${bookAnchor(book.id)}`,
      }
    }),
  }
}
