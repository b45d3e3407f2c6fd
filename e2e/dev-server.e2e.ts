/**
 * `npm run dev` runs what visitors get: an islands-only page is prerendered with its lists and
 * its islands are drawn by Preact, as in the production build; the app's pages stay React's, and
 * those the build prerenders (the music player, the sign-in) are prerendered and hydrated.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ISLANDS_BASE } from '../scripts/islands-pages-in-dev.ts'
import { LOGIN_FORM_ID } from '../web/src/admin/auth/prerendered-form.ts'
import { screenshot } from './artifacts.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { MOBILE, site, viewportFor } from './fixtures.ts'

let server: ViteDevServer
let origin = ''
// A cold server, as the owner's first `npm run dev`: its optimiser starts with no dependencies.
const cacheDir = mkdtempSync(join(tmpdir(), 'vite-cold-'))

beforeAll(async () => {
  process.env.VITE_SUPABASE_URL = site.apiUrl
  process.env.VITE_SUPABASE_ANON_KEY = site.anonKey
  server = await createServer({
    configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
    cacheDir,
    server: { port: 0, strictPort: false },
    logLevel: 'error',
  })
  await server.listen()
  origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
})

afterAll(async () => {
  await server?.close()
  rmSync(cacheDir, { recursive: true, force: true })
})

async function openInChromium(path: string, width: number) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  })
  const page = await browser.newPage({ viewport: viewportFor(width) })
  const requested: string[] = []
  const errors: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // The first visit has Vite discover and bundle the pages' dependencies: be patient.
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 120_000 })
  return { browser, page, requested, errors }
}

/** Which renderer drew an island: Preact marks its root's element, React its fibers. */
function rendererOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((spot) => {
    const keys = Object.keys(spot)
    if ('__k' in spot) return 'preact'
    if (keys.some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactContainer')))
      return 'react'
    return 'none'
  })
}

describe('npm run dev', () => {
  test('serves an islands-only page prerendered, with its lists in the HTML', async () => {
    const activities = (await (await fetch(`${origin}/api/activities/visible`)).json()) as {
      title: string
    }[]
    const html = await (
      await fetch(`${origin}/actividades`, { headers: { accept: 'text/html' } })
    ).text()
    expect(html).toContain('id="baked-lists"')
    expect(html).toContain('<h1')
    for (const { title } of activities.slice(0, 3)) {
      expect(html).toContain(title.replace(/&/g, '&amp;'))
    }
    expect(html).toContain(`"${ISLANDS_BASE}src/islands.tsx"`)
    expect(html).not.toContain('/src/main.tsx')
  }, 120_000)

  test("draws an islands-only page's islands with Preact, never loading the app", async () => {
    const { browser, page, requested, errors } = await openInChromium('/actividades', MOBILE)
    try {
      await expect
        .poll(() => rendererOf(page, '[data-island="mobile-menu"]'), { timeout: 60_000 })
        .toBe('preact')
      await page.getByRole('banner').getByRole('button', { name: /menú/i }).click()
      await page.getByRole('dialog').getByRole('link', { name: 'Nutrición' }).waitFor()
      expect(requested.filter((path) => path.endsWith('/src/main.tsx'))).toEqual([])
      expect(errors).toEqual([])
      await screenshot(page, 'dev-server', 'activities-menu', MOBILE)
    } finally {
      await browser.close()
    }
  }, 180_000)

  test('serves the sign-in prerendered, as the build does, and the app hydrates it without a mismatch at her first touch, with no reload', async () => {
    const html = await (await fetch(`${origin}/auth`, { headers: { accept: 'text/html' } })).text()
    expect(html).toContain(`<form id="${LOGIN_FORM_ID}"`)
    // The first of the app's pages the cold server serves, as on the owner's first visit.
    const { browser, page, errors } = await openInChromium('/auth', MOBILE)
    try {
      let reloads = 0
      page.on('load', () => reloads++)
      // As in the build, the app starts when the owner first touches the form; that one touch
      // is enough: the server knew the app's dependencies from the start, so it does not reload
      // the page to add one (which lost the touch).
      await page.getByLabel('Usuario o correo electrónico').focus()
      await page.locator(`#${LOGIN_FORM_ID}[data-live]`).waitFor({ timeout: 90_000 })
      expect(reloads).toBe(0)
      expect(await rendererOf(page, '#root')).toBe('react')
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  }, 180_000)

  test("serves the app's pages (the music player) with React, as the build does", async () => {
    // With a player address: without one the page sends the visitor to /#musica.
    const { browser, page, requested } = await openInChromium(
      `/reproductor-musica?titulo=Cuencos&url=${encodeURIComponent('https://example.org/reproductor/cuencos-del-amanecer')}`,
      1280,
    )
    try {
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(requested.some((path) => path.endsWith('/src/main.tsx'))).toBe(true)
      expect(requested.filter((path) => path.startsWith(ISLANDS_BASE))).toEqual([])
      expect(await rendererOf(page, '#root')).toBe('react')
    } finally {
      await browser.close()
    }
  }, 180_000)

  test('answers an unknown path with the 404 page and its status, as the static host does', async () => {
    const answer = await fetch(`${origin}/esta-pagina-no-existe`, {
      headers: { accept: 'text/html' },
    })
    expect(answer.status).toBe(404)
    const html = await answer.text()
    expect(html).toContain('404 Page Not Found')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    const picture = await fetch(`${origin}/og-image.png`, { headers: { accept: 'text/html' } })
    expect(picture.status).toBe(200)
  }, 120_000)
})
