/**
 * The site's security headers, written once. The build writes them for the static host as
 * `_headers` (Netlify and Cloudflare Pages read it from the published folder; `npm run preview`
 * and the e2e site apply the same file, local/headers-file.ts), and
 * `tsx scripts/security-headers.ts vercel|nginx` prints the same rules for those hosts.
 */
import { createHash } from 'node:crypto'
import { EMBED_FORM_HOSTS } from '../edge-functions/_shared/form-services.ts'
import { isDnsHostName } from '../edge-functions/_shared/links.ts'
import { EMBED_PLAYER_HOSTS } from '../web/src/features/albums/player.ts'
import { SAMPLE_PLAYER_BASE } from '../web/src/features/albums/rules.ts'
import { type HostRoutes, hostRoutesOf, nginxLocations, TYPED_FILES } from './host-rules.ts'
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

/** The areas only the owner uses: never framed by anyone. */
export const UNFRAMEABLE_PATHS = ['/admin*', '/auth*'] as const

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

export function contentSecurityPolicy(
  input: HeaderPolicyInput,
  { framedBy }: { framedBy: "'self'" | "'none'" },
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
    `frame-ancestors ${framedBy}`,
  ].join('; ')
}

/** Every response gets the first rule; the owner's areas get the second on top. */
export function headerRules(input: HeaderPolicyInput): HeaderRule[] {
  const common = {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(input, { framedBy: "'self'" }),
        ...common,
      },
    },
    ...UNFRAMEABLE_PATHS.map((path) => ({
      path,
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(input, { framedBy: "'none'" }),
        'X-Frame-Options': 'DENY',
        ...common,
      },
    })),
  ]
}

/**
 * What the host's header file holds: the security rules, then the Content-Type of each file of
 * `TYPED_FILES` (nginx sets those in a location of their own, `nginxLocations`).
 */
export function hostHeaderRules(input: HeaderPolicyInput): HeaderRule[] {
  return [
    ...headerRules(input),
    ...TYPED_FILES.map((file) => ({
      path: file.path,
      headers: { 'Content-Type': file.contentType },
    })),
  ]
}

/**
 * The rules as `_headers`. A path matching several rules gets the last one's value for a header
 * both set (`npm run preview` applies it so; Netlify and Cloudflare Pages would send both CSPs,
 * and a browser enforces every CSP it gets, so the stricter `frame-ancestors` holds either way).
 */
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
 * The rules as nginx directives, with the locations that answer what the build's `_redirects`
 * does (scripts/host-rules.ts). nginx drops inherited `add_header`s in a location that has its
 * own, so each of the owner's locations repeats the whole set.
 */
export function nginxSnippet(rules: readonly HeaderRule[], routes: HostRoutes): string {
  const lines = (rule: HeaderRule, indent: string) =>
    Object.entries(rule.headers)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n')
  const [everywhere, ...owner] = rules
  const ownerRule = (prefix: string) =>
    owner.find((rule) => rule.path === `${prefix}*`) ?? everywhere
  return [
    lines(everywhere, ''),
    nginxLocations(routes, (prefix) => `${lines(ownerRule(prefix), '  ')}\n`),
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
  const rules = headerRules({ supabaseUrl })
  console.log(
    host === 'vercel'
      ? JSON.stringify({ headers: vercelHeaders(hostHeaderRules({ supabaseUrl })) }, null, 2)
      : nginxSnippet(rules, hostRoutesOf(declaredScreens().map((screen) => screen.page))),
  )
}
