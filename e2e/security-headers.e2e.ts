/**
 * The static host's security headers (scripts/security-headers.ts, applied from the build's
 * `_headers`): the policy on documents and never on a script, no Content Security Policy
 * violation on any admin screen at either width (on the visitors' pages: accessibility.e2e.ts),
 * and the owner's area cannot be framed by another site.
 */
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe } from 'vitest'
import { CACHE_IMMUTABLE } from '../scripts/host-rules.ts'
import { declaredListTypes } from '../scripts/list-type-declarations.ts'
import {
  carouselBackgroundsType,
  ctaType,
  settingsType,
} from '../web/src/admin/resources/custom-types.ts'
import { violationWatch } from './csp-violations.ts'
import { DESKTOP, expect, MOBILE, networkQuiet, site, test } from './fixtures.ts'
import { DEMO_ADMIN } from './owner.ts'

const ADMIN_PATHS = [
  '/admin',
  ...[...declaredListTypes(), settingsType, carouselBackgroundsType, ctaType].map(
    (type) => `/admin/content-editor?type=${type.type}`,
  ),
  '/admin/albums-form',
  '/admin/medios',
  '/admin/papelera',
]

describe('headers as served', () => {
  test('a page carries the policy, and the owner’s area refuses every frame', async () => {
    const home = await fetch(`${site.url}/`)
    const policy = home.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'self'")
    expect(policy).toMatch(/script-src 'self'(;| 'sha256-)/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("form-action 'self'")
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(home.headers.get('x-content-type-options')).toBe('nosniff')
    expect(home.headers.get('permissions-policy')).toContain('camera=()')
    for (const path of ['/admin', '/admin/content-editor?type=books', '/auth']) {
      const answer = await fetch(`${site.url}${path}`)
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  test('a hashed script carries no policy: only its type, nosniff and a year’s cache', async () => {
    const html = await (await fetch(`${site.url}/`)).text()
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const answer = await fetch(`${site.url}${asset}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('cache-control')).toBe(CACHE_IMMUTABLE)
    for (const documentOnly of [
      'content-security-policy',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
    ]) {
      expect(answer.headers.get(documentOnly), documentOnly).toBeNull()
    }
  })

  test('the 404 pages carry the policy: of a content folder, of the site under a page', async () => {
    for (const path of ['/album/no-existe', '/libros/no-existe']) {
      const answer = await fetch(`${site.url}${path}`)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'self'",
      )
    }
  })
})

// The visitors' pages are checked for CSP violations in accessibility.e2e.ts, in the visit that
// scrolls each of them through with every island started: the same visit, loaded once.
describe.for([MOBILE, DESKTOP])('no CSP violation at %i px', (width) => {
  test('every admin screen, signed in', async ({ visit }) => {
    const watch = violationWatch()
    // Signed out, the sign-in screen asks who is signed in and /api/user answers 401.
    const page = await visit('/auth', {
      width,
      before: watch.before,
      expectedErrors: [/api\/user.*status of 401|status of 401.*api\/user/],
    })
    await page.getByLabel('Usuario o correo electrónico').fill(DEMO_ADMIN.username)
    await page.locator('input[name="password"]').fill(DEMO_ADMIN.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')
    await page.waitForLoadState('networkidle')
    expect(await watch.violations(), '/admin').toEqual([])
    // The app started once, each screen is opened as its menu opens it, within the app (the
    // router follows the address): its code, styles and lists load as they would, without
    // starting the app again for each.
    const heading = () => page.getByRole('heading', { level: 1 }).first().textContent()
    for (const path of ADMIN_PATHS.slice(1)) {
      const before = await heading()
      await page.evaluate((to) => {
        window.history.pushState(null, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await expect.poll(heading, { message: `${path} is on screen` }).not.toBe(before)
      await networkQuiet(page)
      expect(await watch.violations(), path).toEqual([])
    }
  })
})

describe('framing from another site', () => {
  let other: Server
  let otherUrl: string

  beforeAll(async () => {
    other = createServer((request, response) => {
      const target = new URL(request.url ?? '/', 'http://x').searchParams.get('frame') ?? '/'
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(
        `<!doctype html><title>Otro sitio</title><iframe src="${site.url}${target}"></iframe>`,
      )
    })
    await new Promise<void>((listening) => other.listen(0, '127.0.0.1', listening))
    const address = other.address()
    otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  afterAll(() => new Promise<void>((closed) => other.close(() => closed())))

  test.for(['/admin', '/auth'])(
    'a page on another origin framing %s gets nothing',
    async (path, { visit }) => {
      const page = await visit(`${otherUrl}/?frame=${encodeURIComponent(path)}`, {
        width: DESKTOP,
        // Chromium reports the refused frame in the console, which is what is being tested.
        expectedErrors: [/frame-ancestors|X-Frame-Options|Refused to (display|frame)/i],
      })
      const child = page.frames().find((frame) => frame !== page.mainFrame())
      expect(child).toBeTruthy()
      const shown = await child?.evaluate(() => document.body?.textContent ?? '').catch(() => '')
      expect(shown).not.toContain('Iniciar sesión')
      expect(child?.url().startsWith(site.url)).toBe(false)
    },
  )
})
