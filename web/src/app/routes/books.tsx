import { Container } from '@chakra-ui/react/container'
import { useState } from 'react'
import { PageIntro } from '../../components/content/page-intro.tsx'
import { TabSet } from '../../components/content/tab-set.tsx'
import { BookList } from '../../features/books/book-list.tsx'
import {
  BOOKS_TABS,
  type BooksTab,
  INITIAL_BOOKS_VIEW,
  selectTab,
  toggleExpanded,
} from '../../features/books/rules.ts'
import { pageHead } from '../head.ts'

export const head = () => pageHead('/libros')

export default function BooksScreen() {
  const [view, setView] = useState(INITIAL_BOOKS_VIEW)
  // Only the chosen tab's list is mounted: its island loads and shows that tab's books.
  const list = (tab: BooksTab) =>
    view.tab === tab && (
      <BookList
        variant="page"
        headingLevel="h2"
        view={view}
        onToggleExpanded={() => setView(toggleExpanded)}
      />
    )
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Libros">
        Guías, recetarios y cuadernos escritos en el centro para acompañarte en casa. Algunos se
        descargan gratis; otros puedes comprarlos en papel o en formato digital.
      </PageIntro>
      <TabSet
        label="Libros"
        tabs={BOOKS_TABS}
        value={view.tab}
        onValueChange={(tab) => setView((current) => selectTab(current, tab))}
        panels={{ todos: list('todos'), destacados: list('destacados') }}
      />
    </Container>
  )
}
