import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { screenshot } from './artifacts.ts'
import { DESKTOP, expect, MOBILE, site, test } from './fixtures.ts'
import { layoutShift } from './layout-shift.ts'
import {
  HEADER_LINKS,
  LEGAL_LINKS,
  notFoundPage,
  ROUTE_CASES,
  type RouteExpectation,
  whereIs,
} from './public-routes.ts'

function linkCount(page: Page, href: string) {
  return page.locator(`a[href="${href}"]`).count()
}

/** Each check waits for the data islands and lazy screens that may still be arriving. */
async function expectRouteContent(page: Page, expectation: RouteExpectation, width: number) {
  const h1 = page.locator('h1')
  await expect.poll(() => h1.count(), { message: 'exactly one <h1>' }).toBe(1)
  expect(await h1.isVisible(), 'the <h1> is visible').toBe(true)
  expect((await h1.textContent())?.trim(), 'the <h1> has text').not.toBe('')
  for (const text of expectation.texts ?? []) {
    await expect
      .poll(() => page.getByText(text).first().isVisible(), { message: `text ${text}` })
      .toBe(true)
  }
  for (const id of expectation.ids ?? []) {
    await expect
      .poll(() => page.locator(`[id="${id}"]`).count(), { message: `element #${id}` })
      .toBe(1)
  }
  for (const href of expectation.links ?? []) {
    await expect
      .poll(() => linkCount(page, href), { message: `a link to ${href}` })
      .toBeGreaterThan(0)
  }
  for (const { role, min, name } of expectation.roles ?? []) {
    await expect
      .poll(() => page.getByRole(role, name ? { name } : {}).count(), {
        message: `at least ${min} ${role} ${name ?? ''}`,
      })
      .toBeGreaterThanOrEqual(min)
  }
  if (expectation.siteFrame) {
    const header = page.getByRole('banner')
    expect(await header.count(), 'the site header').toBeGreaterThan(0)
    expect(await page.getByRole('contentinfo').count(), 'the site footer').toBeGreaterThan(0)
    for (const href of LEGAL_LINKS) {
      expect(await linkCount(page, href), `a link to ${href}`).toBeGreaterThan(0)
    }
    if (width >= DESKTOP) {
      for (const link of HEADER_LINKS) {
        const inHeader = header.getByRole('link', { name: link.label, exact: true })
        expect(await inHeader.isVisible(), `header link ${link.label}`).toBe(true)
        expect(await inHeader.getAttribute('href')).toBe(link.href)
      }
      const login = header.getByRole('link', { name: 'Login', exact: true })
      expect(await login.getAttribute('href'), 'the Login link').toBe('/admin')
    }
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
}

/** A request left open (an answer whose body nobody reads) keeps a page from ever going idle. */
const NETWORK_IDLE_TIMEOUT_MS = 15_000

function reachesNetworkIdle(page: Page) {
  return page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS })
}

// The same visit, signed out, proves what the route shows and that it leaves no request hanging
// (it goes idle within 15 s); a redirect page's also that it lands without shifting the layout.
describe.for([MOBILE, DESKTOP])('every public route at %i px', (width) => {
  test.for(ROUTE_CASES)(
    '$path renders its h1 and key texts and reaches network idle',
    async (route, { visit }) => {
      const page = await visit(route.path, { width, settle: false })
      await reachesNetworkIdle(page)
      if (route.expect.landsOn) {
        await expect.poll(() => whereIs(page), { message: 'redirected' }).toBe(route.expect.landsOn)
        await reachesNetworkIdle(page)
        expect(await layoutShift(page), 'layout shift where it lands').toBeLessThanOrEqual(0.01)
      }
      await expectRouteContent(page, route.expect, width)
      await screenshot(page, 'routes', route.path, `${width}px`)
    },
  )
})

describe('no request is left hanging', () => {
  test.for(['/auth', '/admin'])('%s reaches network idle, signed out', async (path, { visit }) => {
    const page = await visit(path, {
      settle: false,
      // The admin area asks who is signed in; signed out, /api/user answers 401.
      expectedErrors: [/status of 401/],
    })
    await reachesNetworkIdle(page)
  })
})

async function firstId(path: string, keep: (item: { featured?: boolean }) => boolean = () => true) {
  const items = (await (await fetch(`${site.url}${path}`)).json()) as {
    id: number
    featured?: boolean
  }[]
  const item = items.find(keep)
  if (!item) throw new Error(`${path} lists nothing to visit`)
  return item.id
}

/** Ids no album or activity has: their folders' own 404 pages. */
const UNKNOWN_ALBUM = '/album/999999'
const UNKNOWN_ACTIVITY = '/actividades/987654'

// The redirect pages (/redir-servicios, /reproductor-musica) are measured in their route's visit.
describe.for([MOBILE, DESKTOP])('layout shift at most 0.01 at %i px', (width) => {
  test.for([
    'an album not featured',
    'an activity',
    '/esta-pagina-no-existe',
    UNKNOWN_ALBUM,
    UNKNOWN_ACTIVITY,
  ])('%s', async (which, { visit }) => {
    const path =
      which === 'an album not featured'
        ? `/album/${await firstId('/api/albums/public', (album) => !album.featured)}`
        : which === 'an activity'
          ? `/actividades/${await firstId('/api/activities/visible')}`
          : which
    const page = await visit(path, {
      width,
      expectedErrors: [notFoundPage(path)],
    })
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01)
    await screenshot(page, 'layout-shift', path, `${width}px`)
  })
})
