/**
 * The owner's screens on a phone, beside the public home page in the same run (issue 28):
 * Lighthouse 12 mobile, simulated throttling, median of 3 runs each, on the production build the
 * site's section measures.
 *
 * - The sign-in screen (`/auth`), signed out: LCP at most 1.15 times home's, performance >= 95.
 * - Each signed-in screen (dashboard, the editor of a list type, the media library, the albums):
 *   interactive (Lighthouse's TTI) within 2 times home's LCP. The session is the bench's own: it
 *   signs in once through the sign-in form, keeps the browser's stored session (supabase-js's
 *   localStorage entry) and puts it back into each fresh browser before Lighthouse opens the
 *   screen, as a returning owner's phone has it.
 * - Script before each screen is usable: at most 150 kB gzip (-9, as the site's section counts)
 *   of every script the run loaded until the page went quiet, which is all a screen asks for
 *   before and while it becomes usable, lazy chunks fetched meanwhile included.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts'
import { DEMO_ADMIN } from '../local/db.ts'
import type { SiteUnderTest } from '../local/site-under-test.ts'
import {
  gzipSize,
  kilobytes,
  lighthouseRun,
  median,
  REPORTS_DIR,
  type Run,
  type RunOptions,
  verdict,
} from './site.ts'

const RUNS = Number(process.env.BENCH_RUNS) || 3
const BUDGET_SIGN_IN_LCP_RATIO = 1.15
const BUDGET_SIGN_IN_PERFORMANCE = 95
const BUDGET_TTI_RATIO = 2
const BUDGET_SCRIPT_KB = 150

const SIGN_IN = '/auth'
/** `BENCH_ADMIN=sign-in` measures home and the sign-in only, while working on the sign-in. */
const SIGNED_IN_SCREENS =
  process.env.BENCH_ADMIN === 'sign-in'
    ? []
    : ['/admin', '/admin/content-editor?type=services', '/admin/medios', '/admin/albums-form']

type StoredSession = { name: string; value: string }[]

/** Signs in through the form, as the owner does, and keeps what the browser stored. */
async function signIn(site: SiteUnderTest): Promise<StoredSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${site.url}${SIGN_IN}`)
    await page.getByLabel('Usuario o correo electrónico').fill(DEMO_ADMIN.username)
    await page.locator('input[name="password"]').fill(DEMO_ADMIN.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await page.waitForURL(`${site.url}/admin`)
    const { origins } = await context.storageState()
    const stored = origins.find((entry) => entry.origin === site.url)?.localStorage ?? []
    if (!stored.some((item) => item.name.endsWith('-auth-token'))) {
      throw new Error('Signing in stored no session in the browser')
    }
    return stored
  } finally {
    await browser.close()
  }
}

/**
 * Puts the stored session into a fresh browser: on a file of the origin that loads nothing else
 * (the icon), so the screen's own files are still uncached when Lighthouse opens it.
 */
function withSession(site: SiteUnderTest, stored: StoredSession): RunOptions {
  return {
    prepare: async (port) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
      try {
        const page = await browser.contexts()[0].newPage()
        await page.goto(`${site.url}/favicon.svg`)
        await page.evaluate((items) => {
          for (const { name, value } of items) localStorage.setItem(name, value)
        }, stored)
        await page.close()
      } finally {
        // Connected, not launched: this only disconnects.
        await browser.close()
      }
    },
  }
}

type Figures = {
  performance: number
  lcp: number
  tti: number
  scriptBytes: number
  /** Where the median run ended up: a signed-in screen that fell back to /auth measured nothing. */
  landedOn: string
  runs: Run[]
}

/** gzip -9 of every script of the site a run loaded. */
async function scriptBytes(site: SiteUnderTest, run: Run) {
  const items = (run.report.audits['network-requests']?.details?.items ?? []) as {
    url?: string
    resourceType?: string
  }[]
  const files = new Set(
    items
      .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(site.url))
      .map((item) => new URL(item.url as string).pathname.slice(1)),
  )
  let bytes = 0
  for (const file of files) bytes += await gzipSize(site.buildDir, file)
  return bytes
}

async function measure(
  site: SiteUnderTest,
  path: string,
  options: RunOptions = {},
): Promise<Figures> {
  const runs: Run[] = []
  const scripts: number[] = []
  for (let index = 0; index < RUNS; index++) {
    const run = await lighthouseRun(site.url + path, options)
    runs.push(run)
    scripts.push(await scriptBytes(site, run))
    const name = `admin${path.replace(/[/?=]/g, '-')}-${index + 1}.json`
    await writeFile(join(REPORTS_DIR, name), JSON.stringify(run.report))
  }
  const tti = (run: Run) => run.report.audits.interactive?.numericValue ?? Number.NaN
  const middle = median(runs.map((run) => run.lcp))
  const medianRun = runs.find((run) => run.lcp === middle) ?? runs[0]
  const landed = (medianRun.report as { finalDisplayedUrl?: string }).finalDisplayedUrl ?? ''
  return {
    performance: median(runs.map((run) => run.performance)),
    lcp: middle,
    tti: median(runs.map(tti)),
    scriptBytes: median(scripts),
    landedOn: landed.replace(site.url, ''),
    runs,
  }
}

export async function benchAdmin(site: SiteUnderTest): Promise<boolean> {
  await mkdir(REPORTS_DIR, { recursive: true })
  console.log(
    `## The owner's screens beside home: Lighthouse 12, mobile, simulated throttling, median of ${RUNS} runs\n`,
  )
  const stored = await signIn(site)
  const home = await measure(site, '/')
  const rows: string[][] = []
  const verdicts: [boolean, string][] = []
  const row = (screen: string, figures: Figures, limit: string, pass: boolean) =>
    rows.push([
      screen,
      figures.lcp.toFixed(0),
      figures.tti.toFixed(0),
      (figures.scriptBytes / 1000).toFixed(1),
      String(figures.performance),
      limit,
      pass ? 'PASS' : 'FAIL',
    ])
  row('/ (home)', home, 'the reference', true)

  const signInLimit = home.lcp * BUDGET_SIGN_IN_LCP_RATIO
  const signInScreen = await measure(site, SIGN_IN)
  const signInChecks: [boolean, string][] = [
    [
      signInScreen.lcp <= signInLimit,
      `${SIGN_IN} LCP ${signInScreen.lcp.toFixed(0)} ms = ${(signInScreen.lcp / home.lcp).toFixed(2)} x home's ${home.lcp.toFixed(0)} ms (budget <= ${BUDGET_SIGN_IN_LCP_RATIO} x)`,
    ],
    [
      signInScreen.performance >= BUDGET_SIGN_IN_PERFORMANCE,
      `${SIGN_IN} performance ${signInScreen.performance} (budget >= ${BUDGET_SIGN_IN_PERFORMANCE})`,
    ],
    [
      signInScreen.scriptBytes <= BUDGET_SCRIPT_KB * 1000,
      `${SIGN_IN} script ${kilobytes(signInScreen.scriptBytes)} gzip (budget <= ${BUDGET_SCRIPT_KB} kB)`,
    ],
  ]
  verdicts.push(...signInChecks)
  row(
    SIGN_IN,
    signInScreen,
    `LCP <= ${signInLimit.toFixed(0)}, perf >= ${BUDGET_SIGN_IN_PERFORMANCE}, <= ${BUDGET_SCRIPT_KB} kB`,
    signInChecks.every(([pass]) => pass),
  )

  const ttiLimit = home.lcp * BUDGET_TTI_RATIO
  for (const path of SIGNED_IN_SCREENS) {
    const figures = await measure(site, path, withSession(site, stored))
    const checks: [boolean, string][] = [
      [
        figures.landedOn === path,
        `${path} opened signed in (the median run ended on ${figures.landedOn})`,
      ],
      [
        figures.tti <= ttiLimit,
        `${path} interactive at ${figures.tti.toFixed(0)} ms = ${(figures.tti / home.lcp).toFixed(2)} x home's LCP (budget <= ${BUDGET_TTI_RATIO} x)`,
      ],
      [
        figures.scriptBytes <= BUDGET_SCRIPT_KB * 1000,
        `${path} script ${kilobytes(figures.scriptBytes)} gzip (budget <= ${BUDGET_SCRIPT_KB} kB)`,
      ],
    ]
    verdicts.push(...checks)
    row(
      path,
      figures,
      `TTI <= ${ttiLimit.toFixed(0)}, <= ${BUDGET_SCRIPT_KB} kB`,
      checks.every(([pass]) => pass),
    )
  }

  const header = ['screen', 'LCP ms', 'TTI ms', 'script kB', 'perf', 'limit', '']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column].length)),
  )
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (column === 0 || column === 5 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`
  console.log(line(header))
  for (const cells of rows) console.log(line(cells))
  console.log(
    `\n  script kB: gzip -9 of every script the run loaded until the page went quiet; signed-in screens open with a session the bench stored by signing in through ${SIGN_IN}\n`,
  )
  let passed = true
  for (const [pass, text] of verdicts) passed = verdict(pass, text) && passed
  return passed
}
