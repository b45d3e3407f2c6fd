import { Container } from '@chakra-ui/react/container'
import { Tabs } from '@chakra-ui/react/tabs'
import { useState } from 'react'
import { PageIntro } from '../../components/content/page-intro.tsx'
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
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <PageIntro title="Libros">
        Guías, recetarios y cuadernos escritos en el centro para acompañarte en casa. Algunos se
        descargan gratis; otros puedes comprarlos en papel o en formato digital.
      </PageIntro>
      <Tabs.Root
        value={view.tab}
        onValueChange={(details) =>
          setView((current) => selectTab(current, details.value as BooksTab))
        }
        variant="line"
        colorPalette="brand"
        size="lg"
      >
        <Tabs.List>
          {BOOKS_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {BOOKS_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} pt="8">
            {view.tab === tab.value && (
              <BookList
                variant="page"
                headingLevel="h2"
                view={view}
                onToggleExpanded={() => setView(toggleExpanded)}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  )
}
