/**
 * The owner's screens on a slow phone (issue 28): from the first paint the page says it is
 * loading, never a blank white page while its scripts arrive; once the screen is drawn that
 * indicator is gone.
 */
import { DESKTOP, expect, MOBILE, site, test, viewportFor } from './fixtures.ts'

/** What the empty root draws after its spinner: the indicator's words, or 'none'. */
async function loadingText(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root')
    return root ? getComputedStyle(root, '::after').content : 'no root'
  })
}

test('an owner screen says it is loading from its first paint, before any script has run', async ({
  browser,
}) => {
  for (const width of [MOBILE, DESKTOP]) {
    for (const path of ['/auth', '/admin']) {
      const context = await browser.newContext({ viewport: viewportFor(width) })
      const page = await context.newPage()
      // Scripts that never arrive: what a phone shows while they are on their way.
      await page.route(/\.js(\?|$)/, (route) => route.abort())
      await page.goto(`${site.url}${path}`)
      expect(await loadingText(page), `${path} at ${width} px`).toBe('"Cargando…"')
      await context.close()
    }
  }
})

test('the loading indicator is gone once the screen is drawn', async ({ browser }) => {
  const context = await browser.newContext({ viewport: viewportFor(MOBILE) })
  const page = await context.newPage()
  await page.goto(`${site.url}/auth`)
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor()
  expect(await loadingText(page)).toBe('none')
  await context.close()
})
