import { env } from '../lib/env.ts'
import { SITE_AUTHOR, SITE_NAME } from './site.ts'

export const OG_IMAGE_PATH = '/og-image.png'

/** The size every site-wide share picture has: the drawn one, and the owner's as the build cuts it. */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const

/** What every page's head says of the site itself, whatever the page. */
export interface SiteHead {
  /** The owner's «Nombre del sitio». */
  name: string
  /**
   * The picture a page without its own shares (`SHARE_PICTURE_SIZE`): the owner's «Imagen para
   * compartir» as the build cut it, or the drawn one.
   */
  sharePicturePath: string
}

export const DEFAULT_SITE_HEAD: SiteHead = { name: SITE_NAME, sharePicturePath: OG_IMAGE_PATH }

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
export function headHtml(head: PageHead, site: SiteHead = DEFAULT_SITE_HEAD): string {
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    `<meta name="author" content="${escapeAttribute(SITE_AUTHOR)}" />`,
  ]
  if (head.canonicalPath) {
    const url = `${env.siteUrl}${head.canonicalPath}`
    const image = new URL(head.image ?? site.sharePicturePath, `${env.siteUrl}/`).href
    tags.push(
      `<link rel="canonical" href="${escapeAttribute(url)}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:locale" content="es_ES" />',
      `<meta property="og:site_name" content="${escapeAttribute(site.name)}" />`,
      `<meta property="og:title" content="${escapeAttribute(head.title)}" />`,
      `<meta property="og:description" content="${escapeAttribute(head.description)}" />`,
      `<meta property="og:url" content="${escapeAttribute(url)}" />`,
      `<meta property="og:image" content="${escapeAttribute(image)}" />`,
      // A page's own picture is shared as it is, its size unknown: none is claimed.
      ...(head.image
        ? []
        : [
            `<meta property="og:image:width" content="${SHARE_PICTURE_SIZE.width}" />`,
            `<meta property="og:image:height" content="${SHARE_PICTURE_SIZE.height}" />`,
          ]),
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${escapeAttribute(head.title)}" />`,
      `<meta name="twitter:description" content="${escapeAttribute(head.description)}" />`,
      `<meta name="twitter:image" content="${escapeAttribute(image)}" />`,
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
