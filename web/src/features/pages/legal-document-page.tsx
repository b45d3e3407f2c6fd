import { useQuery } from '@tanstack/react-query'
import { LegalPage } from '../../components/page-frames/legal-page.tsx'
import { usePageQueryClient } from '../../lib/query-provider.tsx'
import { BlocksView, LegalSectionsView, legalPartsOf } from './page-document-view.tsx'
import { type PageSlug, pageOf, pagesQuery } from './queries.ts'

/**
 * A legal page with the owner's words («Páginas»), read by the build and drawn into the HTML as
 * plain elements: the page runs no script for it. A build without the API draws the frame and
 * the title its route declares.
 */
export function LegalDocumentPage({
  slug,
  fallbackTitle,
}: {
  slug: PageSlug
  fallbackTitle: string
}) {
  const pages = useQuery(pagesQuery, usePageQueryClient()).data
  const page = pageOf(pages, slug)
  const parts = page ? legalPartsOf(page.body) : undefined
  return (
    <LegalPage
      title={page?.title ?? fallbackTitle}
      intro={parts && parts.intro.length > 0 ? <BlocksView nodes={parts.intro} /> : undefined}
    >
      {parts && <LegalSectionsView sections={parts.sections} />}
    </LegalPage>
  )
}
