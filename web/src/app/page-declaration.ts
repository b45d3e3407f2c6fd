import { documentTitle } from './site.ts'

/**
 * What a screen module says about its page (`export const page = definePage({ … })`). The build
 * reads it from the source without running the screen (`scripts/page-declarations.ts`), so its
 * values are written out: strings, true/false, lists of strings.
 */
export interface PageDeclaration {
  /** The address, or the addresses, this screen serves; `*` is every path no other screen does. */
  path: string | readonly string[]
  /** `site`: inside the header and footer; `bare`: the page draws its own frame. */
  frame: 'site' | 'bare'
  /** The page's own name; its <title> adds the site's (`documentTitle`). */
  title: string
  description: string
  /**
   * Everything that moves on this screen is an island: its prerendered page loads only those,
   * never the app. Its links are then plain page loads.
   */
  islandsOnly?: true
  /** Redirects and frames of other sites stay out of the sitemap and carry `noindex`. */
  indexable?: false
  /**
   * Built into its own HTML file unless this says no (the admin area). A path with a parameter
   * is prerendered once per item the API lists, when its screen's feature provides them.
   * `signed-out`: a screen of the owner's area built into its own HTML as someone signed out
   * sees it (the sign-in form paints before any script), not a public page: no sitemap, noindex.
   * Its app starts only when it is needed (`web/src/lib/app-starter.ts`).
   */
  prerender?: false | 'signed-out'
}

/** Declares the page a screen module draws: see `PageDeclaration`. */
export function definePage<const Declaration extends PageDeclaration>(
  declaration: Declaration,
): Declaration {
  return declaration
}

/** One of the pages built into its own HTML file. */
export interface PublicPage {
  path: string
  title: string
  description: string
  indexable?: false
}

export function pathsOf(page: PageDeclaration): readonly string[] {
  return typeof page.path === 'string' ? [page.path] : page.path
}

/** A path that names one page (not a pattern with parameters, nor every other path). */
export function isFixed(path: string): boolean {
  return path !== '*' && !path.includes(':')
}

/** The public pages built into their own HTML file: those with a fixed path, unless they say no. */
export function publicPagesOf(pages: readonly PageDeclaration[]): PublicPage[] {
  return pages.flatMap((page) =>
    page.prerender !== undefined
      ? []
      : pathsOf(page)
          .filter(isFixed)
          .map((path) => ({
            path,
            title: documentTitle(path, page.title),
            description: page.description,
            ...(page.indexable === false ? { indexable: false as const } : {}),
          })),
  )
}

/** The owner's screens built into their own HTML file as someone signed out sees them. */
export function signedOutPathsOf(pages: readonly PageDeclaration[]): string[] {
  return pages.flatMap((page) =>
    page.prerender === 'signed-out' ? pathsOf(page).filter(isFixed) : [],
  )
}
