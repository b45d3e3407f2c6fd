import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  frameHosts,
  headerRules,
  headersFile,
  hostHeaderRules,
  inlineScriptHashes,
  nginxSnippet,
  vercelHeaders,
} from './security-headers.ts'

const INPUT = { supabaseUrl: 'https://abc.supabase.co' }

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

  it('lets nobody frame /admin and /auth, and only the site frame its public pages', () => {
    const rules = headerRules(INPUT)
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/admin*', '/auth*'])
    expect(rules[0].headers['Content-Security-Policy']).toContain("frame-ancestors 'self'")
    for (const owner of rules.slice(1)) {
      expect(owner.headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
      expect(owner.headers['X-Frame-Options']).toBe('DENY')
    }
    for (const rule of rules) {
      expect(rule.headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(rule.headers['X-Content-Type-Options']).toBe('nosniff')
      expect(rule.headers['Permissions-Policy']).toContain('camera=()')
    }
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
    const rules = headerRules(INPUT)
    const file = headersFile(rules)
    expect(file.split('\n').filter((line) => /^\S/.test(line))).toEqual(['/*', '/admin*', '/auth*'])
    expect(vercelHeaders(rules).map((rule) => rule.source)).toEqual([
      '/(.*)',
      '/admin(.*)',
      '/auth(.*)',
    ])
    const nginx = nginxSnippet(rules, { appPrefixes: ['/admin', '/auth'], contentPrefixes: [] })
    expect(nginx).toContain('location ^~ /admin {')
    expect(nginx.match(/add_header X-Frame-Options "DENY" always;/g)).toHaveLength(2)
  })

  it("nginx answers as the build's _redirects: the app for the owner, 404 pages for the rest", () => {
    const nginx = nginxSnippet(headerRules(INPUT), {
      appPrefixes: ['/admin', '/auth'],
      contentPrefixes: ['/album'],
    })
    expect(nginx).toContain('error_page 404 /404.html;')
    expect(nginx).toContain('location / {\n  try_files $uri $uri/index.html =404;\n}')
    expect(nginx).toContain(
      'location ^~ /album/ {\n  error_page 404 /album/404.html;\n  try_files $uri $uri/index.html =404;\n}',
    )
    expect(nginx).toMatch(
      /location \^~ \/auth \{\n( {2}add_header [^\n]+\n)+ {2}try_files \$uri \$uri\/index.html \/__spa-fallback.html;\n\}/,
    )
  })

  it('the calendar feed is served as text/calendar; charset=utf-8 on every host: _headers, vercel.json and nginx', () => {
    const file = headersFile(hostHeaderRules(INPUT))
    expect(file.endsWith('/actividades.ics\n  Content-Type: text/calendar; charset=utf-8\n')).toBe(
      true,
    )
    expect(vercelHeaders(hostHeaderRules(INPUT)).at(-1)).toEqual({
      source: '/actividades.ics',
      headers: [{ key: 'Content-Type', value: 'text/calendar; charset=utf-8' }],
    })
    const nginx = nginxSnippet(headerRules(INPUT), { appPrefixes: [], contentPrefixes: [] })
    expect(nginx).toContain(
      'location = /actividades.ics {\n  types { }\n  default_type "text/calendar; charset=utf-8";\n}',
    )
    expect(nginx).not.toContain('add_header Content-Type')
  })
})
