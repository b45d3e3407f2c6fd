/**
 * Which addresses the static host answers with what, beyond the files the build writes, derived
 * from the screens' page declarations:
 * - the owner's area (/admin, /auth) is the app: `/__spa-fallback.html` with status 200, for the
 *   path and anything under it, except a screen built into its own file (the sign-in,
 *   `auth/index.html`: a file that exists wins);
 * - under a path with a parameter (`/album/{id}`), an item the last build has no page for
 *   (unknown, or added since): `<prefix>/404.html`, the screen's own "no encontrado" prerendered
 *   with `noindex`, answered with status 404;
 * - any other address is the site's 404 page, `/404.html`, with status 404;
 * - a file whose type its extension may not tell every host (the activities' calendar feed) is
 *   served with its own Content-Type (`_headers`, scripts/security-headers.ts; nginx below);
 * - the build's hashed files (`/assets/`) are cached for a year: a new build gives them new names.
 * The build writes them as `_redirects` (Netlify, Cloudflare Pages), which `npm run preview` and
 * the e2e site apply (local/static-site.ts); `tsx scripts/security-headers.ts nginx` prints them
 * for nginx.
 */
import { isFixed, type PageDeclaration, pathsOf } from '../web/src/app/page-declaration.ts'
import { ICS_CONTENT_TYPE } from '../web/src/features/activities/calendar.ts'
import { ACTIVITIES_FEED_PATH } from '../web/src/features/activities/feed.ts'

export const SPA_FALLBACK = '__spa-fallback.html'
export const NOT_FOUND_FILE = '404.html'
export const REDIRECTS_FILE = '_redirects'

/** Where Vite writes the files whose names carry their content's hash. */
export const HASHED_FOLDER = '/assets/'
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'

/** Files the build writes that a host might serve as a download of unknown type, or without a charset. */
export const TYPED_FILES: readonly { path: string; contentType: string }[] = [
  { path: ACTIVITIES_FEED_PATH, contentType: ICS_CONTENT_TYPE },
]

export interface HostRoutes {
  /** First segments whose paths the app serves, e.g. `/admin`. */
  appPrefixes: string[]
  /** Folders of pages with a parameter, e.g. `/album`. */
  contentPrefixes: string[]
}

/** The part of a path before its first parameter, without the trailing slash. */
function prefixBeforeParameter(path: string): string {
  return path.slice(0, path.indexOf('/:'))
}

export function hostRoutesOf(pages: readonly PageDeclaration[]): HostRoutes {
  const appPrefixes = new Set<string>()
  const contentPrefixes = new Set<string>()
  for (const page of pages) {
    for (const path of pathsOf(page)) {
      if (path === '*') continue
      if (!isFixed(path)) contentPrefixes.add(prefixBeforeParameter(path))
      else if (page.prerender !== undefined) appPrefixes.add(`/${path.split('/')[1]}`)
    }
  }
  return { appPrefixes: [...appPrefixes].sort(), contentPrefixes: [...contentPrefixes].sort() }
}

/** The file answering a content page not built yet: `album/404.html` for `/album`. */
export function contentFallbackFile(prefix: string): string {
  return `${prefix.slice(1)}/${NOT_FOUND_FILE}`
}

/**
 * `_redirects` lines (Netlify's format, which Cloudflare Pages reads too). A file that exists
 * wins over them (neither host forces a rule unless told to with `!`), so every prerendered page
 * is served as it is. The site's own 404 page needs no line: both hosts answer `/404.html` with
 * status 404 for anything else.
 */
export function redirectsLines({ appPrefixes, contentPrefixes }: HostRoutes): string[] {
  return [
    ...appPrefixes.flatMap((prefix) => [
      `${prefix} /${SPA_FALLBACK} 200`,
      `${prefix}/* /${SPA_FALLBACK} 200`,
    ]),
    ...contentPrefixes.map((prefix) => `${prefix}/* /${contentFallbackFile(prefix)} 404`),
  ]
}

const NGINX_TRY_FILES = 'try_files $uri $uri/index.html =404;'

/**
 * nginx directives for the same answers (inside the `server` block), besides the locations of
 * `nginxLocationOf`: the site's 404 page, the files as they are, and the typed files.
 */
export function nginxLocations(): string {
  return [
    `error_page 404 /${NOT_FOUND_FILE};`,
    `location / {\n  ${NGINX_TRY_FILES}\n}`,
    // An empty `types` leaves nginx's own mime.types out, so `default_type` is the answer's type.
    ...TYPED_FILES.map(
      (file) => `location = ${file.path} {\n  types { }\n  default_type "${file.contentType}";\n}`,
    ),
  ].join('\n')
}

/**
 * The nginx location matching the paths a `_headers` pattern does (`/x` exactly, `/x/*` and
 * `/x*` by prefix), answering them as `_redirects` does: the app for the owner's area, the
 * folder's 404 page for a content page not built yet.
 */
export function nginxLocationOf(
  { appPrefixes, contentPrefixes }: HostRoutes,
  pattern: string,
  headerLines: string[],
): string {
  const prefix = pattern.replace(/\/?\*$/, '')
  const answers = appPrefixes.includes(prefix)
    ? [`try_files $uri $uri/index.html /${SPA_FALLBACK};`]
    : contentPrefixes.includes(prefix) && pattern.endsWith('/*')
      ? [`error_page 404 /${contentFallbackFile(prefix)};`, NGINX_TRY_FILES]
      : [NGINX_TRY_FILES]
  const location = pattern.endsWith('*')
    ? `location ^~ ${pattern.slice(0, -1)}`
    : `location = ${pattern}`
  return `${location} {\n${[...headerLines, ...answers].map((line) => `  ${line}`).join('\n')}\n}`
}
