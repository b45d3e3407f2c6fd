import { useState } from 'react'
import { TabSet } from '../../components/content/tab-set.tsx'
import LiveBooks from './books-live.tsx'
import { BOOKS_TABS, INITIAL_BOOKS_VIEW, selectTab, toggleExpanded } from './rules.ts'

/** The books page's island: the tabs and the chosen tab's books, expanded or not. */
export default function BooksBrowser() {
  const [view, setView] = useState(INITIAL_BOOKS_VIEW)
  return (
    <TabSet
      label="Libros"
      tabs={BOOKS_TABS}
      value={view.tab}
      onValueChange={(tab) => setView((current) => selectTab(current, tab))}
      panels={{
        todos: view.tab === 'todos' && (
          <LiveBooks
            variant="page"
            headingLevel="h2"
            view={view}
            onToggleExpanded={() => setView(toggleExpanded)}
          />
        ),
        destacados: view.tab === 'destacados' && (
          <LiveBooks
            variant="page"
            headingLevel="h2"
            view={view}
            onToggleExpanded={() => setView(toggleExpanded)}
          />
        ),
      }}
    />
  )
}
