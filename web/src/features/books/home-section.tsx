import { HomeSection } from '../section-backgrounds/home-section-frame.tsx'
import { BookList } from './book-list.tsx'

/** Home: the featured books, the first six until 'Ver más'. */
export function BooksHomeSection() {
  return (
    <HomeSection
      id="libros"
      section="books"
      title="Libros"
      subtitle="Guías y recetarios para llevarte a casa: descárgalos o consíguelos en papel."
      all={{ to: '/libros', label: 'Ver todos los libros' }}
    >
      <BookList variant="home" headingLevel="h3" />
    </HomeSection>
  )
}
