import { DEFAULT_SITE_NAME } from '../../../edge-functions/_shared/site-name.ts'

/**
 * Who the site is: its name until the owner gives another («Nombre del sitio», `site_name`), its
 * author, and the one page about her that several pages link.
 */
export const SITE_NAME = DEFAULT_SITE_NAME
export const SITE_AUTHOR = 'Elena Marín'
export const FOUNDER_PATH = '/elena-marin'

/** A page's <title>: its own name and the site's, the site's first on the home page. */
export function documentTitle(path: string, title: string, siteName: string = SITE_NAME): string {
  return path === '/' ? `${siteName} | ${title}` : `${title} | ${siteName}`
}
