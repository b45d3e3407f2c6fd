/**
 * The headers the static host sends, written once: a document (a page, the owner's app, a 404
 * page) carries the security policy; every other file (scripts, styles, fonts, pictures) only
 * `nosniff` and, when its name is hashed, a year's cache, besides the type and length the host
 * sends. The build writes them as `_headers` (Netlify and Cloudflare Pages read it from the
 * published folder; `npm run preview` and the e2e site apply the same file,
 * local/headers-file.ts), and `tsx scripts/security-headers.ts vercel|nginx` prints the same
 * rules for those hosts.
 */
import { createHash } from 'node:crypto'
import { EMBED_FORM_HOSTS } from '../edge-functions/_shared/form-services.ts'
import { isDnsHostName } from '../edge-functions/_shared/links.ts'
import { type PageDeclaration, publicPagesOf } from '../web/src/app/page-declaration.ts'
import { EMBED_PLAYER_HOSTS } from '../web/src/features/albums/player.ts'
import { SAMPLE_PLAYER_BASE } from '../web/src/features/albums/rules.ts'
import {
  CACHE_IMMUTABLE,
  HASHED_FOLDER,
  type HostRoutes,
  hostRoutesOf,
  NOT_FOUND_FILE,
  nginxLocationOf,
  nginxLocations,
  SPA_FALLBACK,
  TYPED_FILES,
} from './host-rules.ts'
import { declaredScreens } from './page-declarations.ts'

export interface HeaderPolicyInput {
  /** The project's Supabase URL: Auth, Storage's pictures and recordings. */
  supabaseUrl: string
  /** Hosts of the albums' own player addresses, besides the listed music services. */
  albumPlayerHosts?: readonly string[]
  /** sha256 sources ('sha256-…') of the inline scripts the pages run. */
  inlineScriptHashes?: readonly string[]
}

export interface HeaderRule {
  /** A path pattern as `_headers` writes it: `*` matches anything. */
  path: string
  headers: Record<string, string>
}

/** Browser features the site never uses. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
].join(', ')

/**
 * The hosts the player and form pages may frame. An album's host is the owner's content: only a
 * DNS host name reaches the header (the API and the database refuse any other, and an old row or
 * another writer must not add a directive of its own either).
 */
export function frameHosts(albumPlayerHosts: readonly string[] = []): string[] {
  const sampleHost = new URL(SAMPLE_PLAYER_BASE).hostname
  const albumHosts = albumPlayerHosts.filter(isDnsHostName).map((host) => host.toLowerCase())
  return [...new Set([...EMBED_PLAYER_HOSTS, sampleHost, ...albumHosts, ...EMBED_FORM_HOSTS])]
}

/** The policy; without `framedBy`, as a `<meta>` carries it (which cannot say who may frame). */
export function contentSecurityPolicy(
  input: HeaderPolicyInput,
  { framedBy }: { framedBy?: "'self'" | "'none'" } = {},
): string {
  const supabase = new URL(input.supabaseUrl).origin
  const hashes = (input.inlineScriptHashes ?? []).map((hash) => `'${hash}'`)
  const frames = frameHosts(input.albumPlayerHosts).map((host) => `https://${host}`)
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    // Chakra (Emotion) writes its styles into <style> elements as components mount, and React
    // sets style attributes: neither can carry a hash on a static host.
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${supabase}`,
    `img-src 'self' data: blob: ${supabase}`,
    `media-src 'self' blob: ${supabase}`,
    "font-src 'self'",
    ['frame-src', "'self'", ...frames].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(framedBy ? [`frame-ancestors ${framedBy}`] : []),
  ].join('; ')
}

/**
 * The site's 404 page with the policy in its head, before anything it loads. Netlify,
 * Cloudflare Pages and Vercel pick header rules by address, so an address no rule names (a
 * mistyped one) gets that page, with its islands, without the documents' headers.
 */
export function withPolicyMeta(html: string, input: HeaderPolicyInput): string {
  const policy = contentSecurityPolicy({ ...input, inlineScriptHashes: inlineScriptHashes(html) })
  const attribute = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return html.replace(
    /<head\b[^>]*>/i,
    (head) => `${head}<meta http-equiv="Content-Security-Policy" content="${attribute}" />`,
  )
}

/** Where the site's documents are: the host's routes and the public pages built into their own file. */
export interface DocumentRoutes extends HostRoutes {
  /** e.g. `/libros`. */
  pagePaths: string[]
}

export function documentRoutesOf(pages: readonly PageDeclaration[]): DocumentRoutes {
  return { ...hostRoutesOf(pages), pagePaths: publicPagesOf(pages).map((page) => page.path) }
}

/**
 * The `_headers` patterns that match documents, and only documents: Netlify and Cloudflare
 * Pages send the headers of every rule a path matches, so a pattern that matched a script too
 * would send it the policy. `site`: each public page (with the trailing slash and the files in
 * its folder), each content folder, the site's 404 page; `owner`: the owner's areas and the app's
 * file. Any other address gets the 404 page, whose policy is in its HTML (`withPolicyMeta`).
 */
export function documentPatterns({ pagePaths, contentPrefixes, appPrefixes }: DocumentRoutes) {
  const site = new Set<string>()
  for (const path of pagePaths) {
    for (const pattern of path === '/' ? ['/', '/index.html'] : [path, `${path}/*`]) {
      site.add(pattern)
    }
  }
  for (const prefix of contentPrefixes) site.add(`${prefix}/*`)
  site.add(`/${NOT_FOUND_FILE}`)
  return {
    site: [...site],
    owner: [...appPrefixes.map((prefix) => `${prefix}*`), `/${SPA_FALLBACK}`],
  }
}

/** What a document carries; `framedBy: 'none'` for the owner's areas, which nobody may frame. */
function documentHeaders(input: HeaderPolicyInput, framedBy: "'self'" | "'none'") {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input, { framedBy }),
    ...(framedBy === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
}

/**
 * Every answer gets the first rule (`nosniff`), hashed files the second (their cache), and each
 * document one rule of its own; no path matches two rules setting the same header.
 */
export function headerRules(input: HeaderPolicyInput, routes: DocumentRoutes): HeaderRule[] {
  const { site, owner } = documentPatterns(routes)
  return [
    { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
    { path: `${HASHED_FOLDER}*`, headers: { 'Cache-Control': CACHE_IMMUTABLE } },
    ...site.map((path) => ({ path, headers: documentHeaders(input, "'self'") })),
    ...owner.map((path) => ({ path, headers: documentHeaders(input, "'none'") })),
  ]
}

/**
 * What the host's header file holds: the rules above, then the Content-Type of each file of
 * `TYPED_FILES` (nginx sets those in a location of their own, `nginxLocations`).
 */
export function hostHeaderRules(input: HeaderPolicyInput, routes: DocumentRoutes): HeaderRule[] {
  return [
    ...headerRules(input, routes),
    ...TYPED_FILES.map((file) => ({
      path: file.path,
      headers: { 'Content-Type': file.contentType },
    })),
  ]
}

/** The rules as `_headers`. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return `${rules
    .map(
      (rule) =>
        `${rule.path}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n')}`,
    )
    .join('\n\n')}\n`
}

/** The rules as vercel.json's `headers` (path-to-regexp sources). */
export function vercelHeaders(rules: readonly HeaderRule[]) {
  return rules.map((rule) => ({
    source: rule.path.endsWith('*') ? `${rule.path.slice(0, -1)}(.*)` : rule.path,
    headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
  }))
}

/**
 * The rules as nginx directives: the first rule's in the `server` block, each other rule's in a
 * location of its own that answers as the build's `_redirects` does (scripts/host-rules.ts).
 * nginx drops inherited `add_header`s in a location that has its own, so each location repeats
 * the first rule's. Unlike the other hosts, nginx sends the 404 page's own headers with it at
 * any address (`error_page` looks the page up again).
 */
export function nginxSnippet(rules: readonly HeaderRule[], routes: HostRoutes): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`)
  const [everywhere, ...located] = rules
  return [
    ...lines(everywhere.headers),
    nginxLocations(),
    ...located.map((rule) =>
      nginxLocationOf(routes, rule.path, lines({ ...everywhere.headers, ...rule.headers })),
    ),
  ].join('\n')
}

/**
 * The sha256 sources of a page's inline scripts that run: JSON and JSON-LD data blocks do not
 * run, so CSP does not apply to them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`)
  }
  return hashes
}

if (import.meta.main) {
  const host = process.argv[2]
  const supabaseUrl = process.env.VITE_SUPABASE_URL
  if (!supabaseUrl || (host !== 'vercel' && host !== 'nginx')) {
    console.error(
      'Uso: VITE_SUPABASE_URL=https://<ref>.supabase.co tsx scripts/security-headers.ts vercel|nginx',
    )
    process.exit(1)
  }
  const routes = documentRoutesOf(declaredScreens().map((screen) => screen.page))
  console.log(
    host === 'vercel'
      ? JSON.stringify(
          { headers: vercelHeaders(hostHeaderRules({ supabaseUrl }, routes)) },
          null,
          2,
        )
      : nginxSnippet(headerRules({ supabaseUrl }, routes), routes),
  )
}
