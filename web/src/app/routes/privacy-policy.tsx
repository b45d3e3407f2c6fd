import { PAGE_SLUGS } from '../../../../edge-functions/_shared/page-slugs.ts'
import { LegalDocumentPage } from '../../features/pages/legal-document-page.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/politica-privacidad',
  frame: 'bare',
  title: 'Política de privacidad',
  description: 'Cómo tratamos tus datos personales conforme al RGPD y la LOPDGDD.',
  islandsOnly: true,
})

/** Its words are the owner's («Páginas», seeded with the text this page had). */
export default function PrivacyPolicyScreen() {
  return <LegalDocumentPage slug={PAGE_SLUGS.privacyPolicy} fallbackTitle={page.title} />
}
