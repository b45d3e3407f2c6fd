import { PAGE_SLUGS } from '../../../../edge-functions/_shared/page-slugs.ts'
import { LegalDocumentPage } from '../../features/pages/legal-document-page.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/terminos',
  frame: 'bare',
  title: 'Términos y condiciones',
  description: 'Condiciones de uso del sitio web.',
  islandsOnly: true,
})

/** Its words are the owner's («Páginas», seeded with the text this page had). */
export default function TermsScreen() {
  return <LegalDocumentPage slug={PAGE_SLUGS.terms} fallbackTitle={page.title} />
}
