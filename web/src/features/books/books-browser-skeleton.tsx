import { TabSet } from '../../components/content/tab-set.tsx'
import { BookGridSkeleton } from './book-grid.tsx'
import { BOOK_PREVIEW, BOOKS_TABS, INITIAL_BOOKS_VIEW } from './rules.ts'

const noChange = () => {}

/** The books page's tabs as prerendered: the first tab chosen, its books still loading. */
export function BooksBrowserSkeleton() {
  return (
    <TabSet
      label="Libros"
      tabs={BOOKS_TABS}
      value={INITIAL_BOOKS_VIEW.tab}
      onValueChange={noChange}
      panels={{ todos: <BookGridSkeleton count={BOOK_PREVIEW} />, destacados: null }}
    />
  )
}
