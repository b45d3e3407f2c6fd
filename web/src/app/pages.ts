import { DECLARED_SCREENS } from 'virtual:pages'
import type { ComponentType } from 'react'
import { matchPath } from 'react-router-dom'
import type { OwnerSettings } from '../features/site-settings/queries.ts'
import type { PageHead } from './head.ts'
import {
  isFixed,
  type PageDeclaration,
  type PublicPage,
  pathsOf,
  publicPagesOf,
  signedOutPathsOf,
} from './page-declaration.ts'
import { documentTitle } from './site.ts'

/**
 * The site's routes, site map and sitemap, derived from what each screen module declares
 * (`export const page = definePage({ … })`): adding a page is adding its screen file.
 */

export interface PageContext {
  params: Readonly<Record<string, string | undefined>>
  search: string
  /** The owner's settings, for a head that names the site or her contact details. */
  settings: OwnerSettings
  /** The site's share picture as this build cut it (`SiteHead`); the drawn one when absent. */
  sharePicturePath?: string
}

/** What every screen module exports: the screen, its page, and a <head> of its own if needed. */
export interface PageModule {
  default: ComponentType
  page: PageDeclaration
  /** For a head the declaration cannot say (one read from data, or with JSON-LD). */
  head?: (context: PageContext, declared: PageHead) => PageHead
}

export interface PageRoute {
  path: string
  frame: PageDeclaration['frame']
  islandsOnly: boolean
  /** The screen module that serves it, from the project's root. */
  file: string
  /** The page's own name, which its <title> follows with the site's (`documentTitle`). */
  title: string
  /** The head its declaration gives this path, with the site's default name. */
  head: PageHead
  load: () => Promise<PageModule>
}

/**
 * A loader that imports its module once, so a preload and the render share one request. A failed
 * import (the connection dropped) is forgotten, so the next attempt asks again.
 */
export function importOnce(importer: () => Promise<PageModule>): () => Promise<PageModule> {
  let pending: Promise<PageModule> | undefined
  return () => {
    pending ??= importer().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}

const routes = DECLARED_SCREENS.flatMap(({ file, page, importer }) => {
  const load = importOnce(importer)
  // A screen serving several paths names its first one as the canonical address.
  const canonical = pathsOf(page)[0]
  return pathsOf(page).map(
    (path): PageRoute => ({
      path,
      frame: page.frame,
      islandsOnly: page.islandsOnly === true,
      file,
      title: page.title,
      head: {
        title: documentTitle(path, page.title),
        description: page.description,
        canonicalPath:
          page.indexable === false || page.prerender !== undefined || !isFixed(path)
            ? undefined
            : canonical,
      },
      load,
    }),
  )
})

/** Every screen of the site by path, each its own chunk; the not-found screen apart. */
export const ROUTES: readonly PageRoute[] = routes.filter((route) => route.path !== '*')

export const NOT_FOUND_ROUTE: PageRoute = (() => {
  const route = routes.find((candidate) => candidate.path === '*')
  if (!route) throw new Error("No screen module declares path '*' (the not-found screen).")
  return route
})()

/** The pages built into their own HTML file. */
export const PUBLIC_PAGES: readonly PublicPage[] = publicPagesOf(
  DECLARED_SCREENS.map((screen) => screen.page),
)

/** Every path built into its own HTML file: the public pages and the owner's sign-in. */
export const PRERENDERED_PATHS = [
  ...PUBLIC_PAGES.map((page) => page.path),
  ...signedOutPathsOf(DECLARED_SCREENS.map((screen) => screen.page)),
]

/**
 * What a page's <head> says: its declaration's, titled with the owner's «Nombre del sitio», or
 * what its module makes of it.
 */
export function headOf(route: PageRoute, module: PageModule, context: PageContext): PageHead {
  const declared = {
    ...route.head,
    title: documentTitle(route.path, route.title, context.settings.values.site_name),
  }
  return module.head ? module.head(context, declared) : declared
}

/** The route that serves `pathname`, and its parameters. */
export function matchRoute(pathname: string): { route: PageRoute; params: PageContext['params'] } {
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname)
    if (match) return { route, params: match.params }
  }
  return { route: NOT_FOUND_ROUTE, params: {} }
}

/**
 * Starts loading the code of the screen that serves `pathname`, for a link about to be followed.
 * A failure is left to the navigation itself, which asks again and shows its own error.
 */
export function preloadScreen(pathname: string): void {
  matchRoute(pathname)
    .route.load()
    .catch(() => {})
}

/**
 * The site's own links in a page that no screen serves. A file (a name with an extension, such as
 * `/demo/libro.pdf`) is served as it is, not by a screen.
 */
export function unservedLinks(html: string): string[] {
  const paths = [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)]
    .map((match) => match[1].replace(/&amp;/g, '&').split(/[?#]/)[0])
    .filter((path) => !path.startsWith('//') && !/\.[a-z0-9]+$/i.test(path))
  return [...new Set(paths)].filter((path) => matchRoute(path).route === NOT_FOUND_ROUTE)
}
