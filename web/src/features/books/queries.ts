import { queryOptions } from '@tanstack/react-query'
import type { Book, BookDownload } from '../../../../edge-functions/_shared/resources/books.ts'

export type { Book, BookDownload }

export const bookKeys = {
  all: ['/api/books'] as const,
  download: (id: number) => `/api/books/${id}/download`,
}

export const booksQuery = queryOptions<Book[]>({ queryKey: bookKeys.all })
