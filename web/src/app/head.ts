import { env } from '../lib/env.ts'
import { SITE_AUTHOR, SITE_NAME } from './site.ts'

export const OG_IMAGE_PATH = '/og-image.png'

/** What a page puts in <head>: rendered into the prerendered HTML, updated on in-app navigation. */
export interface PageHead {
  title: string
  description: string
  /** Path of the canonical address; absent for pages that must not be indexed. */
  canonicalPath?: string
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: readonly Record<string, unknown>[]
  /** The share preview's picture, when the page has one of its own (`/path` or a full URL). */
  image?: string
  /** Where the page sends a browser after `seconds`, script or none (a meta refresh). */
  refresh?: { to: string; seconds: number }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** JSON that cannot close its <script> element early. */
export function safeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The <head> tags of a page, as HTML, for the prerendered file. */
export function headHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    `<meta name="author" content="${escapeAttribute(SITE_AUTHOR)}" />`,
  ]
  if (head.canonicalPath) {
    const url = `${env.siteUrl}${head.canonicalPath}`
    tags.push(
      `<link rel="canonical" href="${escapeAttribute(url)}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:locale" content="es_ES" />',
      `<meta property="og:site_name" content="${escapeAttribute(SITE_NAME)}" />`,
      `<meta property="og:title" content="${escapeAttribute(head.title)}" />`,
      `<meta property="og:description" content="${escapeAttribute(head.description)}" />`,
      `<meta property="og:url" content="${escapeAttribute(url)}" />`,
      ...(head.image
        ? [
            `<meta property="og:image" content="${escapeAttribute(new URL(head.image, `${env.siteUrl}/`).href)}" />`,
          ]
        : [
            `<meta property="og:image" content="${escapeAttribute(env.siteUrl + OG_IMAGE_PATH)}" />`,
            '<meta property="og:image:width" content="1200" />',
            '<meta property="og:image:height" content="630" />',
          ]),
      '<meta name="twitter:card" content="summary_large_image" />',
    )
  } else {
    tags.push('<meta name="robots" content="noindex" />')
  }
  if (head.refresh) {
    tags.push(
      `<meta http-equiv="refresh" content="${head.refresh.seconds}; url=${escapeAttribute(head.refresh.to)}" />`,
    )
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${safeJson(data)}</script>`)
  }
  return tags.join('')
}

/**
 * Brings <head> up to date after an in-app navigation (the prerendered file had it already); the
 * owner's preview draws a page into a frame's document.
 */
export function applyHead(head: PageHead, target: Document = document) {
  target.title = head.title
  target.querySelector('meta[name="description"]')?.setAttribute('content', head.description)
  const canonical = target.querySelector('link[rel="canonical"]')
  if (canonical && head.canonicalPath) {
    canonical.setAttribute('href', `${env.siteUrl}${head.canonicalPath}`)
  }
}
