import type { BooksView } from './rules.ts'

/** What the books island is drawn with, apart from its view and the island so neither imports the other. */
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
