import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { JsonLd } from '../../components/content/json-ld.tsx'
import { ListState } from '../../components/content/list-state.tsx'
import { canCollapse, previewItems, ShowMoreButton } from '../../components/content/show-more.tsx'
import { useDomId } from '../../lib/dom-id.tsx'
import { env } from '../../lib/env.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { BookCard } from './book-card.tsx'
import { BookGrid, BookGridSkeleton } from './book-grid.tsx'
import type { BookListProps } from './list-props.ts'
import { type Book, booksQuery } from './queries.ts'
import { BOOK_PREVIEW, booksForTab, homeBooks, isShown, resourcesBooks } from './rules.ts'
import { booksJsonLd } from './structured-data.ts'

const NO_BOOKS = <p>No hay libros disponibles en este momento.</p>

function CollapsibleBooks({
  books,
  headingLevel,
  expanded,
  onToggle,
  opensPage = false,
}: {
  books: Book[]
  headingLevel: 'h2' | 'h3'
  expanded: boolean
  onToggle: () => void
  /** The list is the first thing on its page (the books page), not a section further down. */
  opensPage?: boolean
}) {
  const listId = useDomId()
  return (
    <>
      <BookGrid id={listId}>
        {previewItems(books, BOOK_PREVIEW, expanded).map((book, index) => (
          <BookCard
            key={book.id}
            book={book}
            headingLevel={headingLevel}
            leading={opensPage && index === 0}
          />
        ))}
      </BookGrid>
      {canCollapse(books.length, BOOK_PREVIEW) && (
        <ShowMoreButton expanded={expanded} onToggle={onToggle} controls={listId} />
      )}
    </>
  )
}

function HomeBooks() {
  const query = useQuery({ ...booksQuery, select: homeBooks })
  const [expanded, setExpanded] = useState(false)
  return (
    <ListState
      query={query}
      thing="los libros"
      skeleton={<BookGridSkeleton count={BOOK_PREVIEW} />}
      empty={NO_BOOKS}
    >
      {(books) => (
        <CollapsibleBooks
          books={books}
          headingLevel="h3"
          expanded={expanded}
          onToggle={() => setExpanded((current) => !current)}
        />
      )}
    </ListState>
  )
}

function PageBooks(props: Extract<BookListProps, { variant: 'page' }>) {
  const query = useQuery(booksQuery)
  return (
    <ListState
      query={query}
      thing="los libros"
      skeleton={<BookGridSkeleton count={BOOK_PREVIEW} />}
    >
      {(books) => {
        const tabBooks = booksForTab(books, props.view.tab)
        return (
          <>
            <JsonLd data={booksJsonLd(books.filter(isShown), env.siteUrl)} />
            {tabBooks.length === 0 ? (
              NO_BOOKS
            ) : (
              <CollapsibleBooks
                books={tabBooks}
                headingLevel={props.headingLevel}
                expanded={props.view.expanded}
                onToggle={props.onToggleExpanded}
                opensPage
              />
            )}
          </>
        )
      }}
    </ListState>
  )
}

function ResourcesBooks({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const query = useQuery({ ...booksQuery, select: resourcesBooks })
  return (
    <ListState
      query={query}
      thing="los libros"
      skeleton={<BookGridSkeleton count={BOOK_PREVIEW} />}
      empty={NO_BOOKS}
    >
      {(books) => (
        <BookGrid>
          {books.map((book) => (
            <BookCard key={book.id} book={book} headingLevel={headingLevel} />
          ))}
        </BookGrid>
      )}
    </ListState>
  )
}

function Books(props: BookListProps) {
  if (props.variant === 'home') return <HomeBooks />
  if (props.variant === 'page') return <PageBooks {...props} />
  return <ResourcesBooks headingLevel={props.headingLevel} />
}

export default function LiveBooks(props: BookListProps) {
  return (
    <QueryProvider>
      <Books {...props} />
    </QueryProvider>
  )
}
