// @vitest-environment screen
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInSite } from '../../test/render.tsx'
import { BookCard } from './book-card.tsx'
import type { Book } from './queries.ts'

afterEach(cleanup)

function renderCard(fields: Partial<Book>) {
  const book = { id: 1, title: 'Libro', visible: true, ...fields } as Book
  renderInSite(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <BookCard book={book} headingLevel="h2" />
      </ul>
    </QueryClientProvider>,
  )
}

describe('book card', () => {
  it("draws the cover with its picture's description, else 'Portada de <title>'", () => {
    renderCard({ coverUrl: '/demo/book-1.webp', coverAlt: 'Portada azul con burbujas' })
    expect(screen.getByRole('img', { name: 'Portada azul con burbujas' })).toBeTruthy()
    cleanup()
    renderCard({ coverUrl: '/demo/book-1.webp', coverAlt: null })
    expect(screen.getByRole('img', { name: 'Portada de Libro' })).toBeTruthy()
  })

  it('a cover marked decorative is drawn with an empty alt, hidden from screen readers', () => {
    renderCard({ coverUrl: '/demo/book-1.webp', coverAlt: '' })
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it("a downloadable book without author: 'Autor: No especificado', the public count and 'Descargar' only", () => {
    renderCard({
      author: null as never,
      isDownloadable: true,
      downloadLink: 'https://example.org/libro.pdf',
      isPurchasable: false,
      downloadCount: 312,
      additionalDownloads: 1000,
    })
    expect(screen.getByText('Autor: No especificado')).toBeTruthy()
    expect(screen.getByText('1312 descargas')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Descargar/ })).toBeTruthy()
    expect(screen.queryByText('Comprar')).toBeNull()
  })

  it("a book on sale links 'Comprar' to its shop in a new tab, with the coming-soon text beside it", () => {
    renderCard({
      isPurchasable: true,
      purchaseLink: 'https://example.org/tienda/libro',
      showComingSoon: true,
      comingSoonText: 'Próximamente\nen papel',
    })
    const buy = screen.getByRole('link', { name: /Comprar/ })
    expect(buy.getAttribute('href')).toBe('https://example.org/tienda/libro')
    expect(buy.getAttribute('target')).toBe('_blank')
    expect(screen.getByText(/Próximamente/).textContent).toBe('Próximamente\nen papel')
    expect(screen.queryByRole('button', { name: /Descargar/ })).toBeNull()
  })
})
