import { describe, expect, it } from 'vitest'
import { booksJsonLd } from './structured-data.ts'

describe('books structured data', () => {
  it('each book is a schema.org Book with name, author, image and url', () => {
    const data = booksJsonLd(
      [
        { id: 1, title: 'Guía', author: 'Elena Marín', coverUrl: '/demo/book-1.webp' },
        { id: 6, title: 'Manual', author: null as never, coverUrl: null },
      ],
      'https://centro.example',
    )
    expect(data['@graph']).toEqual([
      {
        '@type': 'Book',
        name: 'Guía',
        author: { '@type': 'Person', name: 'Elena Marín' },
        image: 'https://centro.example/demo/book-1.webp',
        url: 'https://centro.example/libros#libro-1',
      },
      { '@type': 'Book', name: 'Manual', url: 'https://centro.example/libros#libro-6' },
    ])
  })
})
