import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '../local/headers-file.ts'
import { type PageDeclaration, pathsOf } from '../web/src/app/page-declaration.ts'
import { CACHE_IMMUTABLE } from './host-rules.ts'
import { declaredScreens } from './page-declarations.ts'
import {
  contentSecurityPolicy,
  documentRoutesOf,
  frameHosts,
  headerRules,
  headersFile,
  hostHeaderRules,
  inlineScriptHashes,
  nginxSnippet,
  vercelHeaders,
  withPolicyMeta,
} from './security-headers.ts'

const INPUT = { supabaseUrl: 'https://abc.supabase.co' }
const SCREENS = declaredScreens().map((screen) => screen.page)
const ROUTES = documentRoutesOf(SCREENS)
const RULES = hostHeaderRules(INPUT, ROUTES)
const isOwners = (page: PageDeclaration) =>
  page.prerender === false || page.prerender === 'signed-out'
const SITE_SCREENS = SCREENS.filter((page) => !isOwners(page))
const OWNER_SCREENS = SCREENS.filter(isOwners)

/** The headers the preview sends for `path` from the build's `_headers`. */
const served = (path: string) => headersFor(parseHeadersFile(headersFile(RULES)), path)

/** An address of each path the screens declare, with and without the trailing slash. */
function documentPaths(pages: readonly PageDeclaration[]): string[] {
  return pages
    .flatMap(pathsOf)
    .filter((path) => path !== '*')
    .map((path) => path.replace(/:[^/]+/g, '123'))
    .flatMap((path) => (path === '/' ? ['/', '/index.html'] : [path, `${path}/`]))
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('security headers', () => {
  it('runs only the site’s own scripts and those inline ones whose hash it lists', () => {
    const policy = contentSecurityPolicy(
      { ...INPUT, inlineScriptHashes: ['sha256-abc='] },
      { framedBy: "'self'" },
    )
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
  })

  it('reaches the project’s Supabase for data, pictures and recordings, and nothing else', () => {
    const policy = contentSecurityPolicy(INPUT, { framedBy: "'self'" })
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://abc.supabase.co'])
    expect(directive(policy, 'img-src')).toContain('https://abc.supabase.co')
    expect(directive(policy, 'media-src')).toContain('https://abc.supabase.co')
  })

  it('frames only the listed players and forms and the albums’ own player hosts', () => {
    const policy = contentSecurityPolicy(
      { ...INPUT, albumPlayerHosts: ['player.estudio.example'] },
      { framedBy: "'self'" },
    )
    const frames = directive(policy, 'frame-src') ?? []
    expect(frames).toContain('https://open.spotify.com')
    expect(frames).toContain('https://docs.google.com')
    expect(frames).toContain('https://player.estudio.example')
    expect(frames).toHaveLength(new Set(frames).size)
    expect(frames.every((source) => source === "'self'" || source.startsWith('https://'))).toBe(
      true,
    )
    expect(frameHosts()).not.toContain('player.estudio.example')
  })

  it('writes an album player host into the CSP only when it is a DNS host name', () => {
    const policy = contentSecurityPolicy(
      {
        ...INPUT,
        albumPlayerHosts: ['probe3;script-src-elem', "x.example 'unsafe-inline'", 'ok.example'],
      },
      { framedBy: "'self'" },
    )
    expect(policy).not.toContain('script-src-elem')
    expect(policy).not.toContain("'unsafe-inline' ")
    expect(policy.split('; ').filter((part) => part.startsWith('script-src'))).toHaveLength(1)
    expect(directive(policy, 'frame-src')).toContain('https://ok.example')
  })

  it('every declared route’s document carries the policy, framed by the site alone', () => {
    for (const path of [...documentPaths(SITE_SCREENS), '/404.html', '/album/404.html']) {
      const headers = served(path)
      expect(headers['Content-Security-Policy'], path).toContain("frame-ancestors 'self'")
      expect(headers['Content-Security-Policy'], path).toContain("default-src 'self'")
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['Permissions-Policy'], path).toContain('camera=()')
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff')
    }
  })

  it('the owner’s areas cannot be framed: every screen of /admin and /auth, and the app’s file', () => {
    const owner = [...documentPaths(OWNER_SCREENS), '/admin/medios/', '/__spa-fallback.html']
    expect(owner).toContain('/auth')
    for (const path of owner) {
      const headers = served(path)
      expect(headers['Content-Security-Policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['X-Frame-Options'], path).toBe('DENY')
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff')
    }
  })

  it('a hashed script, style, font or picture carries no policy: only nosniff and a year’s cache', () => {
    for (const path of [
      '/assets/FaAppleAlt-B0n4pPwQ.js',
      '/assets/index-Cq1x.css',
      '/assets/inter-latin-400.woff2',
      '/assets/logo-Bx9.webp',
    ]) {
      expect(served(path), path).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': CACHE_IMMUTABLE,
      })
    }
  })

  it('the other static files carry only nosniff, the calendar feed its type too', () => {
    for (const path of ['/favicon.svg', '/og-image.png', '/robots.txt', '/sitemap.xml']) {
      expect(served(path), path).toEqual({ 'X-Content-Type-Options': 'nosniff' })
    }
    expect(served('/demo/hero-1.webp')).toEqual({ 'X-Content-Type-Options': 'nosniff' })
    expect(served('/actividades.ics')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/calendar; charset=utf-8',
    })
  })

  it('no path gets a header from two rules (Netlify and Cloudflare Pages send every match)', () => {
    const rules = parseHeadersFile(headersFile(RULES))
    const paths = [
      ...documentPaths(declaredScreens().map((screen) => screen.page)),
      '/404.html',
      '/__spa-fallback.html',
      '/assets/FaAppleAlt-B0n4pPwQ.js',
      '/actividades.ics',
      '/favicon.svg',
    ]
    for (const path of paths) {
      const names = rules
        .filter((rule) => rule.pattern.test(path))
        .flatMap((rule) => rule.headers.map(([name]) => name))
      expect(names, path).toHaveLength(new Set(names).size)
    }
  })

  it('_headers stays within Cloudflare Pages’ limits: 100 rules, 2,000 characters a line', () => {
    const file = headersFile(
      hostHeaderRules(
        { ...INPUT, albumPlayerHosts: ['player.estudio-de-grabacion.example'] },
        ROUTES,
      ),
    )
    expect(file.split('\n').filter((line) => /^\S/.test(line)).length).toBeLessThanOrEqual(100)
    for (const line of file.split('\n')) expect(line.length).toBeLessThanOrEqual(2000)
  })

  it('the site’s 404 page carries the policy in its head, before what it loads, for any address', () => {
    const page = withPolicyMeta(
      '<!doctype html><html><head><script>start()</script><script type="module" src="/assets/index.js"></script></head><body></body></html>',
      { ...INPUT, albumPlayerHosts: ['player.estudio.example'] },
    )
    const meta =
      /^<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="([^"]+)" \/><script>/.exec(
        page,
      )
    expect(meta).toBeTruthy()
    const policy = meta?.[1] ?? ''
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'${inlineScriptHashes(page)[0]}'`])
    expect(directive(policy, 'frame-src')).toContain('https://player.estudio.example')
    // A <meta> policy cannot say who may frame the page: the browser would refuse it aloud.
    expect(policy).not.toContain('frame-ancestors')
  })

  it('hashes inline scripts that run, never data blocks or external scripts', () => {
    const html = [
      '<script>console.log(1)</script>',
      '<script type="module">import("/a.js")</script>',
      '<script type="application/ld+json">{"@type":"Book"}</script>',
      '<script type="application/json" id="baked-lists">{}</script>',
      '<script type="module" src="/assets/app.js"></script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=',
      expect.stringMatching(/^sha256-/),
    ])
  })

  it('writes one set of rules for every host: _headers, vercel.json and nginx', () => {
    const patterns = headersFile(RULES)
      .split('\n')
      .filter((line) => /^\S/.test(line))
    expect(vercelHeaders(RULES).map((rule) => rule.source)).toEqual(
      patterns.map((pattern) => pattern.replace(/\*$/, '(.*)')),
    )
    expect(vercelHeaders(RULES).map((rule) => rule.source)).toContain('/album/(.*)')
    const nginx = nginxSnippet(headerRules(INPUT, ROUTES), ROUTES)
    for (const pattern of patterns.slice(1)) {
      const location = pattern.endsWith('*') ? `^~ ${pattern.slice(0, -1)}` : `= ${pattern}`
      expect(nginx, pattern).toContain(`\nlocation ${location} {\n`)
    }
  })

  it('nginx sends nosniff everywhere, the policy only in the documents’ locations', () => {
    const nginx = nginxSnippet(headerRules(INPUT, ROUTES), ROUTES)
    const block = (location: string) => {
      const start = nginx.indexOf(`${location} {\n`)
      expect(start, location).toBeGreaterThanOrEqual(0)
      return nginx.slice(start, nginx.indexOf('\n}', start))
    }
    expect(nginx.split('\nerror_page')[0]).toBe(
      'add_header X-Content-Type-Options "nosniff" always;',
    )
    expect(block('location ^~ /assets/')).not.toContain('Content-Security-Policy')
    expect(block('location ^~ /assets/')).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}"`)
    for (const location of ['location = /libros', 'location ^~ /libros/', 'location = /404.html']) {
      expect(block(location)).toContain("frame-ancestors 'self'")
      expect(block(location)).toContain('add_header X-Content-Type-Options "nosniff" always;')
    }
    for (const location of ['location ^~ /admin', 'location ^~ /auth']) {
      expect(block(location)).toContain("frame-ancestors 'none'")
      expect(block(location)).toContain('add_header X-Frame-Options "DENY" always;')
    }
  })

  it("nginx answers as the build's _redirects: the app for the owner, 404 pages for the rest", () => {
    const nginx = nginxSnippet(headerRules(INPUT, ROUTES), ROUTES)
    expect(nginx).toContain('error_page 404 /404.html;')
    expect(nginx).toContain('location / {\n  try_files $uri $uri/index.html =404;\n}')
    expect(nginx).toMatch(
      /location \^~ \/album\/ \{\n( {2}add_header [^\n]+\n)+ {2}error_page 404 \/album\/404.html;\n {2}try_files \$uri \$uri\/index.html =404;\n\}/,
    )
    expect(nginx).toMatch(
      /location \^~ \/auth \{\n( {2}add_header [^\n]+\n)+ {2}try_files \$uri \$uri\/index.html \/__spa-fallback.html;\n\}/,
    )
  })

  it('the calendar feed is served as text/calendar; charset=utf-8 on every host: _headers, vercel.json and nginx', () => {
    const file = headersFile(hostHeaderRules(INPUT, ROUTES))
    expect(file.endsWith('/actividades.ics\n  Content-Type: text/calendar; charset=utf-8\n')).toBe(
      true,
    )
    expect(vercelHeaders(hostHeaderRules(INPUT, ROUTES)).at(-1)).toEqual({
      source: '/actividades.ics',
      headers: [{ key: 'Content-Type', value: 'text/calendar; charset=utf-8' }],
    })
    const nginx = nginxSnippet(headerRules(INPUT, ROUTES), ROUTES)
    expect(nginx).toContain(
      'location = /actividades.ics {\n  types { }\n  default_type "text/calendar; charset=utf-8";\n}',
    )
    expect(nginx).not.toContain('add_header Content-Type')
  })
})
