/** Who the site is: its name, its author, and the one page about her that several pages link. */
export const SITE_NAME = 'Centro de Bienestar Integral'
export const SITE_AUTHOR = 'Elena Marín'
export const FOUNDER_PATH = '/elena-marin'

/** A page's <title>: its own name and the site's, the site's first on the home page. */
export function documentTitle(path: string, title: string): string {
  return path === '/' ? `${SITE_NAME} | ${title}` : `${title} | ${SITE_NAME}`
}
