import { PAGE_SLUGS } from '../../../../edge-functions/_shared/page-slugs.ts'
import { LegalDocumentPage } from '../../features/pages/legal-document-page.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/aviso-legal',
  frame: 'bare',
  title: 'Aviso legal',
  description: 'Datos del titular e información legal del sitio web.',
  islandsOnly: true,
})

/** Its words are the owner's («Páginas», seeded with the text this page had). */
export default function LegalNoticeScreen() {
  return <LegalDocumentPage slug={PAGE_SLUGS.legalNotice} fallbackTitle={page.title} />
}
