import type { ComponentType } from 'react'
import { matchPath } from 'react-router'
import type { PageHead } from './head.ts'
import { FOUNDER_PATH } from './site-map.ts'

export interface PageContext {
  params: Readonly<Record<string, string | undefined>>
  search: string
}

/** What every screen module exports: the screen, and what its <head> says. */
export interface PageModule {
  default: ComponentType
  head?: (context: PageContext) => PageHead
  /**
   * Everything that moves on this screen is an island: its prerendered page loads only those
   * (`islands.tsx`), never the app. Its links are then plain page loads.
   */
  islandsOnly?: true
}

export interface PageRoute {
  path: string
  /** `site`: inside the header and footer; `bare`: the page draws its own frame. */
  frame: 'site' | 'bare'
  load: () => Promise<PageModule>
}

/** A loader that imports its module once, so a preload and the render share one request. */
function once(importer: () => Promise<PageModule>): () => Promise<PageModule> {
  let pending: Promise<PageModule> | undefined
  return () => {
    pending ??= importer()
    return pending
  }
}

function site(path: string, importer: () => Promise<PageModule>): PageRoute {
  return { path, frame: 'site', load: once(importer) }
}

function bare(path: string, importer: () => Promise<PageModule>): PageRoute {
  return { path, frame: 'bare', load: once(importer) }
}

const therapies = once(() => import('./routes/therapies.tsx'))
const enrolment = once(() => import('./routes/enrolment.tsx'))

/** Every screen of the site, each its own chunk. The admin area is never prerendered. */
export const ROUTES: readonly PageRoute[] = [
  site('/', () => import('./routes/home.tsx')),
  { path: '/servicios', frame: 'site', load: therapies },
  { path: '/terapias', frame: 'site', load: therapies },
  site('/nutricion', () => import('./routes/nutrition.tsx')),
  site(FOUNDER_PATH, () => import('./routes/founder.tsx')),
  site('/recursos', () => import('./routes/resources.tsx')),
  site('/nosotros', () => import('./routes/about.tsx')),
  site('/actividades', () => import('./routes/activities.tsx')),
  site('/productos', () => import('./routes/products.tsx')),
  site('/promociones', () => import('./routes/promotions.tsx')),
  site('/testimonios', () => import('./routes/testimonials.tsx')),
  site('/videos', () => import('./routes/videos.tsx')),
  site('/libros', () => import('./routes/books.tsx')),
  site('/musica', () => import('./routes/music.tsx')),
  site('/album/:id', () => import('./routes/album.tsx')),
  bare('/redir-servicios', () => import('./routes/redirect-to-therapies.tsx')),
  bare('/contacto', () => import('./routes/contact.tsx')),
  bare('/colaboracion-trabajo', () => import('./routes/work-collaboration.tsx')),
  { path: '/inscripcion/crisis-cielo', frame: 'bare', load: enrolment },
  { path: '/inscripcion/hooponopono', frame: 'bare', load: enrolment },
  bare('/politica-privacidad', () => import('./routes/privacy-policy.tsx')),
  bare('/terminos', () => import('./routes/terms.tsx')),
  bare('/aviso-legal', () => import('./routes/legal-notice.tsx')),
  bare('/reproductor-musica', () => import('./routes/music-player.tsx')),
  bare('/auth', () => import('../admin/routes/auth.tsx')),
  bare('/auth/nueva-contrasena', () => import('../admin/routes/new-password.tsx')),
  bare('/admin', () => import('../admin/routes/dashboard.tsx')),
  bare('/admin/content-editor', () => import('../admin/routes/content-editor.tsx')),
  bare('/admin/albums-form', () => import('../admin/routes/albums-form.tsx')),
  bare('/admin/medios', () => import('../admin/routes/media.tsx')),
]

export const NOT_FOUND_ROUTE: PageRoute = bare('*', () => import('./routes/not-found.tsx'))

/** The route that serves `pathname`, and its parameters. */
export function matchRoute(pathname: string): { route: PageRoute; params: PageContext['params'] } {
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname)
    if (match) return { route, params: match.params }
  }
  return { route: NOT_FOUND_ROUTE, params: {} }
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
