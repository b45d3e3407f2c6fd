/**
 * Layout shift of every page a content item has (each album, each activity), the redirects and
 * the 404 pages (the site's, an unknown album's and an unknown activity's), at a phone's and a
 * laptop's width, the phone's CPU slowed four times: what a visitor sees move between the first
 * paint and a settled page (shifts right after input aside, as Lighthouse counts them). Budget: 0.01 on each, beside the figure in the same run.
 */
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts'
import { layoutShift } from '../e2e/layout-shift.ts'
import type { SiteUnderTest } from '../local/site-under-test.ts'

const BUDGET_CLS = 0.01
const WIDTHS = [
  { width: 390, height: 844, cpuSlowdown: 4 },
  { width: 1280, height: 800, cpuSlowdown: 1 },
] as const
/** Time after the network settles for late islands to draw. */
const SETTLE_MS = 3_000

async function idsOf(site: SiteUnderTest, path: string): Promise<number[]> {
  const items = (await (await fetch(`${site.url}${path}`)).json()) as { id: number }[]
  return items.map((item) => item.id)
}

export async function benchLayoutShift(site: SiteUnderTest): Promise<boolean> {
  const paths = [
    ...(await idsOf(site, '/api/albums/public')).map((id) => `/album/${id}`),
    ...(await idsOf(site, '/api/activities/visible')).map((id) => `/actividades/${id}`),
    '/redir-servicios',
    '/reproductor-musica',
    '/esta-pagina-no-existe',
    // Ids no album or activity has: their folders' own 404 pages.
    '/album/999999',
    '/actividades/987654',
  ]
  console.log(
    `## Layout shift, Chromium, settled + ${SETTLE_MS / 1000} s (390 px with the CPU 4x slower, 1280 px)\n`,
  )
  console.log(
    `  ${'page'.padEnd(24)} ${'lands on'.padEnd(14)} ${'390 px'.padStart(7)} ${'1280 px'.padStart(8)}`,
  )
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  })
  const failures: string[] = []
  try {
    for (const path of paths) {
      const figures: number[] = []
      let landsOn = ''
      for (const { width, height, cpuSlowdown } of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height }, locale: 'es-ES' })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
        await page.goto(`${site.url}${path}`)
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(SETTLE_MS)
        await page.waitForLoadState('networkidle')
        const url = new URL(page.url())
        landsOn = url.pathname + url.hash
        figures.push(await layoutShift(page))
        await context.close()
      }
      const row = figures.map((figure) => figure.toFixed(3))
      console.log(
        `  ${path.padEnd(24)} ${landsOn.padEnd(14)} ${row[0].padStart(7)} ${row[1].padStart(8)}`,
      )
      figures.forEach((figure, index) => {
        if (figure > BUDGET_CLS)
          failures.push(`${path} at ${WIDTHS[index].width} px: ${figure.toFixed(3)}`)
      })
    }
  } finally {
    await browser.close()
  }
  const passed = failures.length === 0
  console.log(
    `\n${passed ? 'PASS' : 'FAIL'}  layout shift on every album and activity page, the redirects and the 404 (budget <= ${BUDGET_CLS})${passed ? '' : `: ${failures.join('; ')}`}\n`,
  )
  return passed
}
