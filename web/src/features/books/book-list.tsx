import { Island } from '../../lib/island.tsx'
import { BookGridSkeleton } from './book-grid.tsx'
import BooksLive from './books-live.tsx'
import type { BookListProps } from './list-props.ts'
import { BOOK_PREVIEW } from './rules.ts'

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
