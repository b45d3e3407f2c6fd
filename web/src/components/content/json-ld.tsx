import { safeJson } from '../../app/head.ts'

/**
 * schema.org data of content that only exists once it has loaded in the browser (so it cannot be
 * in the prerendered <head>); search engines read JSON-LD anywhere in the document.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: safeJson escapes '<', so the data cannot close the element
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />
}

/** An address the site stores as `/path` made absolute, as structured data requires. */
export function absoluteUrl(address: string, siteUrl: string): string {
  return new URL(address, `${siteUrl}/`).href
}
