import { Container } from '#styled/jsx'
import { PageIntro } from '../../components/content/page-intro.tsx'
import BooksBrowser from '../../features/books/books-browser.tsx'
import { BooksBrowserSkeleton } from '../../features/books/books-browser-skeleton.tsx'
import { Island } from '../../lib/island.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/libros',
  frame: 'site',
  title: 'Libros',
  description: 'Libros y guías para descargar o comprar.',
  islandsOnly: true,
})

export default function BooksScreen() {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Libros">
        Guías, recetarios y cuadernos escritos en el centro para acompañarte en casa. Algunos se
        descargan gratis; otros puedes comprarlos en papel o en formato digital.
      </PageIntro>
      <Island of={BooksBrowser} baked fallback={<BooksBrowserSkeleton />} />
    </Container>
  )
}
