import { SITE_SETTINGS } from '../../../edge-functions/_shared/resources/site-settings.ts'

/**
 * Who the site is: its name until the owner gives another («Nombre del sitio», `site_name`), its
 * author, and the one page about her that several pages link.
 */
export const SITE_NAME: string = SITE_SETTINGS.site_name.defaultValue
export const SITE_AUTHOR = 'Elena Marín'
export const FOUNDER_PATH = '/elena-marin'

/** A page's <title>: its own name and the site's, the site's first on the home page. */
export function documentTitle(path: string, title: string, siteName: string = SITE_NAME): string {
  return path === '/' ? `${siteName} | ${title}` : `${title} | ${siteName}`
}
