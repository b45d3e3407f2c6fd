import { Island } from '../../lib/island.tsx'
import { BookGridSkeleton } from './book-grid.tsx'
import BooksLive from './books-live.tsx'
import { BOOK_PREVIEW, type BooksView } from './rules.ts'

export type BookListProps =
  /** Home: the featured books, the first six until 'Ver más'. */
  | { variant: 'home'; headingLevel: 'h3' }
  /** The books page: the tab's books, expanded or not as the page says. */
  | {
      variant: 'page'
      headingLevel: 'h2'
      view: BooksView
      onToggleExpanded: () => void
    }
  /** The resources page: every book, oldest first. */
  | { variant: 'resources'; headingLevel: 'h2' | 'h3' }

/** The books, loaded after the page is interactive; until then, cards' skeletons. */
export function BookList(props: BookListProps) {
  return (
    <Island
      of={BooksLive}
      fallback={<BookGridSkeleton count={BOOK_PREVIEW} />}
      props={{ ...props }}
      baked
    />
  )
}
